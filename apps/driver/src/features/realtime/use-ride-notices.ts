import { useRealtimeEvent } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';

export const RIDE_NOTICE_MESSAGES = {
  cancelledByRider: 'The rider cancelled the ride.',
  cancelledByAdmin: 'RideBook support cancelled the ride.',
} as const;

/** Tells the driver, wherever they are in the app, when someone else ended their ride. */
export function useRideNotices(driverId: string): void {
  useRealtimeEvent('ride.updated', ({ ride }) => {
    if (ride.driver?.id !== driverId || ride.status !== 'cancelled') return;
    if (ride.cancelledBy === 'rider') {
      notify.info(RIDE_NOTICE_MESSAGES.cancelledByRider, { id: `ride-cancelled-${ride.id}` });
    } else if (ride.cancelledBy === 'admin') {
      notify.info(RIDE_NOTICE_MESSAGES.cancelledByAdmin, { id: `ride-cancelled-${ride.id}` });
    }
  });
}
