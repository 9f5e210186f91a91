import { useCancelRide } from '@ridebook/api-client';
import {
  Button,
  FormField,
  notify,
  notifyError,
  RadioGroup,
  RadioGroupItem,
  ReasonDialogFrame,
  ReasonField,
  type FieldErrors,
} from '@ridebook/ui';
import { cancelRideSchema, DRIVER_CANCEL_REASONS, RIDE_LIMITS } from '@ridebook/validation';
import { useFormik } from 'formik';
import { Ban } from 'lucide-react';
import { useState } from 'react';

export const OTHER_REASON = 'Other';

export const CANCEL_MESSAGES = {
  cancelled: 'Ride cancelled. The rider has been told.',
  failed: 'We could not cancel this ride. Please try again.',
} as const;

type CancelValues = { choice: string; otherReason: string };

/** The reason the API receives: a listed one, or the driver's own words for "Other". */
export function cancellationReason({ choice, otherReason }: CancelValues): string {
  return choice === OTHER_REASON ? otherReason : choice;
}

/** The API's rule (cancelRideSchema), reported on the field the driver fills in. */
export function validateCancellation(values: CancelValues): FieldErrors<CancelValues> {
  const result = cancelRideSchema.safeParse({ reason: cancellationReason(values) });
  if (result.success) return {};
  const message = result.error.issues[0]?.message ?? '';
  return values.choice === OTHER_REASON ? { otherReason: message } : { choice: message };
}

/** Cancel before pickup: the driver says why (DRIVER_CANCEL_REASONS or their own words), then confirms. */
export function CancelRideDialog({ rideId }: { rideId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelRide();
  const formik = useFormik<CancelValues>({
    initialValues: { choice: '', otherReason: '' },
    validate: validateCancellation,
    onSubmit: async (values) => {
      try {
        await cancel.mutateAsync({ rideId, reason: cancellationReason(values) });
        notify.success(CANCEL_MESSAGES.cancelled);
        setIsOpen(false);
      } catch (error) {
        notifyError(error, CANCEL_MESSAGES.failed);
      }
    },
  });
  const { values, errors, touched } = formik;

  return (
    <ReasonDialogFrame
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Ban aria-hidden="true" />
          Cancel Ride
        </Button>
      }
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) formik.resetForm();
      }}
      title="Cancel this ride?"
      description="The rider is told at once and can book again. Please tell us why."
      onSubmit={formik.handleSubmit}
      isPending={formik.isSubmitting}
      confirmLabel="Cancel Ride"
      cancelLabel="Keep Ride"
      isDestructive
    >
      <FormField label="Reason" error={errors.choice} touched={touched.choice} required>
        <RadioGroup
          name="choice"
          value={values.choice}
          onValueChange={(choice) => {
            void formik.setFieldValue('choice', choice);
            void formik.setFieldTouched('choice', true, false);
          }}
        >
          {[...DRIVER_CANCEL_REASONS, OTHER_REASON].map((reason) => (
            <label key={reason} className="flex cursor-pointer items-center gap-3 text-sm">
              <RadioGroupItem value={reason} />
              {reason}
            </label>
          ))}
        </RadioGroup>
      </FormField>
      {values.choice === OTHER_REASON && (
        <ReasonField
          name="otherReason"
          label="Your reason"
          error={errors.otherReason}
          touched={touched.otherReason}
          required
          maxLength={RIDE_LIMITS.reasonMax}
          value={values.otherReason}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </ReasonDialogFrame>
  );
}
