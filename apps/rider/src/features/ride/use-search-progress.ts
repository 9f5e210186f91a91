import { useRealtimeEvent } from '@ridebook/api-client';
import type { ServerMessageOf } from '@ridebook/validation';
import { useState } from 'react';

export type SearchProgress = ServerMessageOf<'ride.searching'>;

/**
 * The latest dispatch round of a ride that is looking for a driver (`ride.searching`: round n of max, drivers asked,
 * when the next round is due). Null until the first round after the page opened.
 */
export function useSearchProgress(rideId: string): SearchProgress | null {
  const [progress, setProgress] = useState<SearchProgress | null>(null);
  useRealtimeEvent('ride.searching', (message) => {
    if (message.rideId === rideId) setProgress(message);
  });
  return progress;
}
