import { rideTimeline, type TimelineItem } from '@ridebook/ui';
import type { Ride, RideActor } from '@ridebook/validation';

const ACTOR_LABELS: Record<RideActor, string> = {
  rider: 'Rider',
  driver: 'Driver',
  system: 'RideBook',
  admin: 'Administrator',
};

/**
 * Every status change of the ride, oldest first, named as the rider's and the driver's timelines name them, with
 * who made it and any note (a cancellation's reason); `currentId` is null once the ride is finished.
 */
export function rideTimelineItems(ride: Ride): { items: TimelineItem[]; currentId: string | null } {
  return rideTimeline(ride, {
    actor: (actor) => `${ACTOR_LABELS[actor]}${actorName(ride, actor)}`,
  });
}

function actorName(ride: Ride, actor: RideActor): string {
  if (actor === 'rider') return ` · ${ride.rider.name}`;
  if (actor === 'driver' && ride.driver) return ` · ${ride.driver.name}`;
  return '';
}
