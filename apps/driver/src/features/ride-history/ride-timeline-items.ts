import type { TimelineItem } from '@ridebook/ui';
import type { Ride, RideActor, RideStatus } from '@ridebook/validation';

const EVENT_TITLES: Record<RideStatus, string> = {
  scheduled: 'Ride scheduled',
  requested: 'Ride requested',
  accepted: 'You accepted the ride',
  arrived: 'Arrived at the pickup',
  picked_up: 'Rider picked up',
  in_transit: 'Trip started',
  completed: 'Ride completed',
  cancelled: 'Ride cancelled',
};

const ACTORS: Record<RideActor, string> = {
  rider: 'By the rider',
  driver: 'By you',
  system: 'By RideBook',
  admin: 'By a RideBook admin',
};

/** The ride's events, oldest first, as the timeline shows them. */
export function rideTimelineItems(ride: Pick<Ride, 'events'>): TimelineItem[] {
  return ride.events.map((event, index) => ({
    id: `${index}-${event.status}`,
    title: EVENT_TITLES[event.status],
    at: event.at,
    actor: ACTORS[event.actor],
    ...(event.note ? { description: event.note } : {}),
    // A finished ride has no step in progress: its last event reads as an outcome, not as the current step.
    ...(event.status === 'cancelled' ? { tone: 'destructive' as const } : {}),
    ...(event.status === 'completed' ? { tone: 'success' as const } : {}),
  }));
}
