import { useCancelRideAsAdmin } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import { cancelRideSchema } from '@ridebook/validation';
import { Ban } from 'lucide-react';
import { ReasonDialog, reasonValidator } from '../../components/reason-dialog.tsx';

const validateReason = reasonValidator(cancelRideSchema);

export const CANCEL_RIDE_MESSAGES = {
  cancelled: 'Ride cancelled. The rider and driver have been told.',
  failed: 'We could not cancel this ride. Please try again.',
} as const;

/** Cancel a stuck ride as an administrator, with a reason kept in the audit log and the ride's timeline. */
export function CancelRideAction({ rideId }: { rideId: string }) {
  const cancel = useCancelRideAsAdmin({
    onSuccess: () => notify.success(CANCEL_RIDE_MESSAGES.cancelled),
    onError: (error) => notifyError(error, CANCEL_RIDE_MESSAGES.failed),
  });
  return (
    <ReasonDialog
      trigger={
        <>
          <Ban aria-hidden="true" />
          Cancel ride
        </>
      }
      title="Cancel this ride?"
      description="The ride ends now for the rider and the driver. Riders pay no cancellation fee when an administrator cancels."
      reasonHint="Shown on the ride's timeline and kept in the audit log."
      confirmLabel="Cancel ride"
      pendingLabel="Cancelling..."
      isDestructive
      validate={validateReason}
      onConfirm={(reason) => cancel.mutateAsync({ rideId, reason })}
    />
  );
}
