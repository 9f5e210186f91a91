import { formatDuration } from '@ridebook/ui';
import type { TrackView } from '@ridebook/validation';

/** What someone following a shared trip reads first: where the ride is, and how long until the next thing. */
export function describeTrackedTrip(view: TrackView): { title: string; detail: string } {
  const name = view.driver?.firstName || 'The driver';
  const eta = view.etaSeconds;
  switch (view.status) {
    case 'accepted':
      return {
        title: `${name} is on the way to the pickup`,
        detail: eta === null ? 'Heading to the pickup.' : `Arriving in about ${formatDuration(eta)}.`,
      };
    case 'arrived':
      return { title: `${name} has arrived at the pickup`, detail: 'The trip starts soon.' };
    case 'picked_up':
    case 'in_transit':
      return {
        title: 'On the way to the destination',
        detail:
          eta === null ? `Heading to ${view.destination.address}.` : `About ${formatDuration(eta)} to go.`,
      };
    case 'completed':
      return { title: 'This trip has ended', detail: 'The rider has arrived at the destination.' };
    case 'cancelled':
      return { title: 'This trip was cancelled', detail: 'There is nothing more to follow.' };
    default:
      return { title: 'Waiting for a driver', detail: 'This page updates when a driver is on the way.' };
  }
}
