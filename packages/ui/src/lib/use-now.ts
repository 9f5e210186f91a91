import { useEffect, useState } from 'react';

/**
 * The current time in milliseconds, renewed every `intervalMs` while the component is mounted: for countdowns
 * (a quote's expiry, an offer, a dispatch round), time online and time-of-day greetings. Rendering stays pure; time
 * moves in state.
 */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
