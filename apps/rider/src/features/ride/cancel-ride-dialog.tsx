import { useCancellationPreview, useCancelRide } from '@ridebook/api-client';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  formatMoney,
  FormField,
  Label,
  notify,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
  type ButtonProps,
} from '@ridebook/ui';
import { cancelRideSchema, RIDER_CANCEL_REASONS, type Ride } from '@ridebook/validation';
import { useId, useState, type FormEvent } from 'react';
import { toastError } from '../../lib/toast-error.ts';

const OTHER = 'Other';

export const CANCEL_MESSAGES = {
  cancelled: 'Your ride was cancelled.',
  cancelledWithFee: (fee: string) => `Your ride was cancelled. A ${fee} cancellation fee applies.`,
  failed: "We couldn't cancel your ride. Please try again.",
  previewFailed: "We couldn't check the cancellation fee. Please try again.",
} as const;

export type CancelRideDialogProps = {
  ride: Ride;
  /** The button that opens the dialog. */
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
};

/**
 * Cancel, with the cost shown before the rider confirms: the fee comes from GET /rides/:id/cancellation, asked each
 * time the dialog opens (the grace period runs out while the rider waits). A reason is required: one of the common
 * ones, or their own words.
 */
export function CancelRideDialog({
  ride,
  triggerLabel = 'Cancel ride',
  triggerVariant = 'outline',
}: CancelRideDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>
        <Button variant={triggerVariant}>{triggerLabel}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <CancelRideForm ride={ride} onDone={() => setIsOpen(false)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function CancelRideForm({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const id = useId();
  const preview = useCancellationPreview(ride.id);
  // The toasts sit on the mutation itself: the ride page swaps this panel for the outcome as soon as the cancelled
  // ride is in the cache, and callbacks given to `mutate` do not run once their component has unmounted.
  const cancel = useCancelRide({
    onSuccess: (cancelled) =>
      void notify.success(
        cancelled.cancellationFee > 0
          ? CANCEL_MESSAGES.cancelledWithFee(formatMoney(cancelled.cancellationFee, cancelled.fare.currency))
          : CANCEL_MESSAGES.cancelled,
        { id: 'cancel' },
      ),
    onError: (failure) => void toastError(failure, CANCEL_MESSAGES.failed, { id: 'cancel' }),
  });
  const [choice, setChoice] = useState<string>(RIDER_CANCEL_REASONS[0]);
  const [otherReason, setOtherReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const fee = preview.data ? formatMoney(preview.data.fee, preview.data.currency) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cancelRideSchema.safeParse({ reason: choice === OTHER ? otherReason : choice });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    cancel.mutate({ rideId: ride.id, reason: parsed.data.reason }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <AlertDialogHeader>
        <AlertDialogTitle>Cancel this ride?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div>
            {preview.isPending ? (
              <span role="status" className="grid gap-1.5">
                <span className="sr-only">Checking the cancellation fee…</span>
                <Skeleton className="h-4 w-56" />
              </span>
            ) : preview.isError ? (
              <span className="text-destructive">{CANCEL_MESSAGES.previewFailed}</span>
            ) : preview.data.fee === 0 ? (
              <span>Cancelling now is free.</span>
            ) : (
              <span>
                <strong className="font-semibold text-foreground">A {fee} cancellation fee applies.</strong>{' '}
                {preview.data.reason}.
              </span>
            )}
          </div>
        </AlertDialogDescription>
      </AlertDialogHeader>

      <FormField label="Why are you cancelling?">
        <RadioGroup
          value={choice}
          onValueChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
          className="gap-2"
        >
          {[...RIDER_CANCEL_REASONS, OTHER].map((reason, index) => (
            <div key={reason} className="flex items-center gap-2.5">
              <RadioGroupItem id={`${id}-reason-${index}`} value={reason} />
              <Label htmlFor={`${id}-reason-${index}`} className="font-normal">
                {reason}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </FormField>

      {choice === OTHER && (
        <FormField label="Tell us why" error={error} required>
          <Textarea
            rows={2}
            value={otherReason}
            onChange={(event) => {
              setOtherReason(event.target.value);
              setError(undefined);
            }}
            className="min-h-16"
          />
        </FormField>
      )}
      {choice !== OTHER && error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}

      <AlertDialogFooter>
        <AlertDialogCancel disabled={cancel.isPending}>Keep my ride</AlertDialogCancel>
        {preview.isError ? (
          <Button type="button" variant="outline" onClick={() => void preview.refetch()}>
            Check the fee again
          </Button>
        ) : (
          <Button type="submit" variant="destructive" loading={cancel.isPending} disabled={!preview.data}>
            {cancel.isPending
              ? 'Cancelling…'
              : fee && preview.data?.fee
                ? `Cancel and pay ${fee}`
                : 'Cancel ride'}
          </Button>
        )}
      </AlertDialogFooter>
    </form>
  );
}
