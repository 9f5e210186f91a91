import {
  isActiveRideStatus,
  RIDE_EVENT_TITLES,
  RIDE_STEPS,
  type Ride,
  type RideActor,
  type RideStatus,
} from '@ridebook/validation';
import type { ReactNode } from 'react';
import type { TimelineItem } from './timeline.tsx';

type RideEvent = Ride['events'][number];

export type RideTimelineOptions = {
  /** Who made a change, as this app's reader says it ("You", "Driver · Sam Lee", "RideBook"). */
  actor: (actor: RideActor) => ReactNode;
  /** The note under a step; default: the event's own note (a cancellation's reason). */
  description?: (event: RideEvent) => ReactNode;
  /** List the steps still ahead of an active ride, greyed out (the rider's live page). */
  showUpcoming?: boolean;
};

/**
 * A ride's timeline for <Timeline>, the same in every app: the steps named by RIDE_EVENT_TITLES, oldest first; an
 * active ride's last step is the one in progress (`currentId`); a finished ride (completed or cancelled) has none
 * (`currentId: null`), so its last step is drawn done, a cancellation in the destructive tone.
 */
export function rideTimeline(
  ride: Pick<Ride, 'status' | 'events'>,
  { actor, description = (event) => event.note ?? undefined, showUpcoming = false }: RideTimelineOptions,
): { items: TimelineItem[]; currentId: string | null } {
  const happened: TimelineItem[] = ride.events.map((event, index) => ({
    id: `event-${index}`,
    title: RIDE_EVENT_TITLES[event.status],
    at: event.at,
    actor: actor(event.actor),
    description: description(event),
    ...(event.status === 'cancelled' ? { tone: 'destructive' as const } : {}),
  }));
  const last = ride.events.length - 1;
  if (!isActiveRideStatus(ride.status)) return { items: happened, currentId: null };
  const currentId = last >= 0 ? `event-${last}` : null;
  if (!showUpcoming) return { items: happened, currentId };
  const steps: readonly RideStatus[] = RIDE_STEPS;
  const ahead = steps.slice(steps.indexOf(ride.status) + 1).map((status) => ({
    id: `next-${status}`,
    title: RIDE_EVENT_TITLES[status],
  }));
  return { items: [...happened, ...ahead], currentId };
}
