import { rideTimeline, type TimelineItem } from '@ridebook/ui';
import type { Ride, RideActor } from '@ridebook/validation';

const ACTORS: Record<RideActor, string> = {
  rider: 'By the rider',
  driver: 'By you',
  system: 'By RideBook',
  admin: 'By a RideBook admin',
};

/**
 * The ride's events, oldest first, named as every app names them (RIDE_EVENT_TITLES); a finished ride has no step in
 * progress (`currentId` null), so its last event reads as an outcome.
 */
export function rideTimelineItems(ride: Pick<Ride, 'status' | 'events'>): {
  items: TimelineItem[];
  currentId: string | null;
} {
  return rideTimeline(ride, { actor: (actor) => ACTORS[actor] });
}
