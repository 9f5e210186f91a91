import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` items every `intervalMs` while `isRunning`. */
export function useRotatingIndex(count: number, intervalMs: number, isRunning: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!isRunning || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, isRunning]);
  return [index, setIndex] as const;
}
