import { Timeline, type TimelineItem } from '@ridebook/ui';
import { isActiveRideStatus, type Ride } from '@ridebook/validation';
import { formatTime } from '../../lib/format.ts';
import { actorLabel, EVENT_TITLES, RIDE_STEPS } from './ride-copy.ts';

/** The ride's events, oldest first, then (while it is active) the steps still ahead. */
export function rideTimelineItems(ride: Ride): TimelineItem[] {
  const happened: TimelineItem[] = ride.events.map((event, index) => ({
    id: `event-${index}`,
    title: EVENT_TITLES[event.status],
    at: event.at,
    actor: actorLabel(event.actor, ride),
    description:
      event.status === 'cancelled' ? (ride.cancellationReason ?? undefined) : (event.note ?? undefined),
    ...(event.status === 'cancelled' ? { tone: 'destructive' as const } : {}),
    ...(event.status === 'completed' ? { tone: 'success' as const } : {}),
  }));
  if (!isActiveRideStatus(ride.status)) return happened;
  const ahead = RIDE_STEPS.slice(RIDE_STEPS.indexOf(ride.status) + 1).map((status) => ({
    id: `next-${status}`,
    title: EVENT_TITLES[status],
  }));
  return [...happened, ...ahead];
}

export function RideTimeline({ ride }: { ride: Ride }) {
  const items = rideTimelineItems(ride);
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="mb-4 text-sm font-semibold text-muted-foreground">
        Status
      </h2>
      <Timeline
        aria-label="Ride status"
        items={items}
        currentId={`event-${ride.events.length - 1}`}
        formatTime={(date) => formatTime(date.toISOString())}
      />
    </section>
  );
}
