import { useRaiseSos, useShareLocation } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import { useDriverLocation } from '../location/driver-location-provider.tsx';
import { freshPosition } from '../location/position-input.ts';
import { SOS_MESSAGES } from './sos-messages.ts';

/**
 * The dialog's two requests: the SOS (alerts RideBook's admins, e-mails the emergency contacts a live link) and a
 * live-location share. Their toasts sit on the hooks, so they show even when the dialog has closed.
 */
export function useSosActions(rideId: string) {
  const { fix } = useDriverLocation();
  const raise = useRaiseSos({
    onSuccess: (result) =>
      notify.success(
        result.alert.actions.contactsNotified > 0
          ? SOS_MESSAGES.contactNotified
          : SOS_MESSAGES.noContactsToNotify,
      ),
    onError: (error) => notifyError(error, SOS_MESSAGES.notifyFailed),
  });
  const share = useShareLocation({
    onSuccess: () => notify.success(SOS_MESSAGES.locationShared),
    onError: (error) => notifyError(error, SOS_MESSAGES.shareFailed),
  });
  return {
    notifyContact: () => raise.mutate({ rideId, position: freshPosition(fix, Date.now()) }),
    isNotifying: raise.isPending,
    shareLocation: () => share.mutate(rideId),
    isSharing: share.isPending,
    shareUrl: share.data?.shareUrl ?? null,
  };
}
