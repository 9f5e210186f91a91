import type { TimelineItem } from '@ridebook/ui';
import { RIDE_STATUS_LABELS, type Ride, type RideActor } from '@ridebook/validation';

const ACTOR_LABELS: Record<RideActor, string> = {
  rider: 'Rider',
  driver: 'Driver',
  system: 'RideBook',
  admin: 'Administrator',
};

/** Every status change of the ride, oldest first, with who made it and any note (a cancellation's reason). */
export function rideTimelineItems(ride: Ride): TimelineItem[] {
  return ride.events.map((event, index) => ({
    id: `${index}-${event.status}`,
    title: RIDE_STATUS_LABELS[event.status],
    at: event.at,
    actor: `${ACTOR_LABELS[event.actor]}${actorName(ride, event.actor)}`,
    description: event.note ?? undefined,
    tone: event.status === 'cancelled' ? 'destructive' : undefined,
  }));
}

function actorName(ride: Ride, actor: RideActor): string {
  if (actor === 'rider') return ` · ${ride.rider.name}`;
  if (actor === 'driver' && ride.driver) return ` · ${ride.driver.name}`;
  return '';
}
