import { useRealtimeEvent } from '@ridebook/api-client';
import type { LivePosition, RideStatus } from '@ridebook/validation';
import { useState } from 'react';

export type LiveDriver = {
  position: LivePosition;
  /** Seconds to the pickup before it, to the destination after; null when the API cannot tell. */
  etaSeconds: number | null;
  /** The ride's status when the fix arrived: an ETA to the pickup means nothing once the rider is in the car. */
  status: RideStatus;
};

/**
 * Where the ride's driver is, from the socket's `ride.driver_position` (the driver's phone sends a fix every few
 * seconds). Null until the first fix after the page opened: positions are not stored, so a reload waits for the
 * next one.
 */
export function useLiveDriver(rideId: string, status: RideStatus): LiveDriver | null {
  const [live, setLive] = useState<LiveDriver | null>(null);
  useRealtimeEvent('ride.driver_position', (message) => {
    if (message.rideId === rideId)
      setLive({ position: message.position, etaSeconds: message.etaSeconds, status });
  });
  if (!live) return null;
  return live.status === status ? live : { ...live, etaSeconds: null };
}
