import { rideTimeline, Timeline, type TimelineItem } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { formatTime } from '../../lib/format.ts';
import { actorLabel } from './ride-copy.ts';

/**
 * The ride's events, oldest first, named as every app names them (RIDE_EVENT_TITLES), then (while it is active) the
 * steps still ahead; a finished ride has no step in progress (`currentId` null).
 */
export function rideTimelineItems(ride: Ride): { items: TimelineItem[]; currentId: string | null } {
  return rideTimeline(ride, {
    actor: (actor) => actorLabel(actor, ride),
    description: (event) =>
      event.status === 'cancelled' ? (ride.cancellationReason ?? undefined) : (event.note ?? undefined),
    showUpcoming: true,
  });
}

export function RideTimeline({ ride }: { ride: Ride }) {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-4 text-sm font-semibold text-muted-foreground">
        Status
      </h2>
      <Timeline
        aria-label="Ride status"
        {...rideTimelineItems(ride)}
        formatTime={(date) => formatTime(date.toISOString())}
      />
    </section>
  );
}
