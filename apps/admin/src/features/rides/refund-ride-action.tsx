import { useRefundRide } from '@ridebook/api-client';
import {
  Button,
  FormField,
  Input,
  Label,
  notify,
  notifyError,
  RadioGroup,
  RadioGroupItem,
  ReasonDialogFrame,
  ReasonField,
} from '@ridebook/ui';
import {
  refundRideSchema,
  refundTooLargeMessage,
  type PaymentMethod,
  type RefundDestination,
} from '@ridebook/validation';
import { useFormik } from 'formik';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney, minorUnitsPerMajor } from '../../lib/format.ts';

export const REFUND_MESSAGES = {
  refunded: (amount: string, destination: RefundDestination) =>
    `Refunded ${amount} to the rider's ${destination}.`,
  failed: 'We could not refund this ride. Please try again.',
} as const;

type RefundValues = { amount: string; destination: RefundDestination; reason: string };

export type RefundRideActionProps = {
  rideId: string;
  currency: string;
  /** How the rider paid: only a card ride can be refunded to the card. */
  paymentMethod: PaymentMethod;
  /** What can still be refunded (the final fare less the refunds made). */
  refundable: number;
};

/** Typed major units ("12.50") -> minor units; NaN when it is not a number. */
function toMinorUnits(text: string, currency: string): number {
  return text.trim() === '' ? Number.NaN : Math.round(Number(text) * minorUnitsPerMajor(currency));
}

/** The API's rules (refundRideSchema), then the cap: at most what is left to refund. */
export function validateRefund(values: RefundValues, refundable: number, currency: string) {
  const amount = toMinorUnits(values.amount, currency);
  const checked = refundRideSchema.safeParse({ ...values, amount });
  const errors: Partial<Record<keyof RefundValues, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof RefundValues;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.amount && amount > refundable) errors.amount = refundTooLargeMessage(refundable, currency);
  return errors;
}

/** Refund all or part of a completed ride's fare to the rider's wallet or card, with a reason (audited). */
export function RefundRideAction({ rideId, currency, paymentMethod, refundable }: RefundRideActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const refund = useRefundRide({
    onSuccess: (done) =>
      void notify.success(
        REFUND_MESSAGES.refunded(formatMoney(done.amount, done.currency), done.destination),
      ),
    onError: (error) => void notifyError(error, REFUND_MESSAGES.failed),
  });
  const fullAmount = (refundable / minorUnitsPerMajor(currency)).toFixed(2);
  const formik = useFormik<RefundValues>({
    initialValues: {
      amount: fullAmount,
      destination: paymentMethod === 'card' ? 'card' : 'wallet',
      reason: '',
    },
    enableReinitialize: true,
    validate: (values) => validateRefund(values, refundable, currency),
    onSubmit: async (values) => {
      try {
        await refund.mutateAsync({
          rideId,
          amount: toMinorUnits(values.amount, currency),
          destination: values.destination,
          reason: values.reason.trim(),
        });
        setIsOpen(false);
      } catch {
        // The hook's onError has toasted the API's reason; the dialog stays open with the admin's text.
      }
    },
  });
  const destinations: { value: RefundDestination; label: string }[] = [
    { value: 'wallet', label: "Rider's wallet" },
    ...(paymentMethod === 'card' ? [{ value: 'card' as const, label: 'The card that paid' }] : []),
  ];
  const { values, errors, touched } = formik;

  return (
    <ReasonDialogFrame
      trigger={
        <Button variant="outline" size="sm" disabled={refundable <= 0}>
          <Undo2 aria-hidden="true" />
          Refund
        </Button>
      }
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) formik.resetForm();
      }}
      title="Refund this ride?"
      description={
        <>
          Up to {formatMoney(refundable, currency)} can still be refunded. The driver's and RideBook's shares
          are reduced in proportion; the reason is kept in the audit log.
        </>
      }
      onSubmit={formik.handleSubmit}
      isPending={formik.isSubmitting}
      confirmLabel="Refund"
      pendingLabel="Refunding..."
    >
      <FormField label="Amount ($)" error={errors.amount} touched={touched.amount} required>
        <Input
          name="amount"
          inputMode="decimal"
          value={values.amount}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <FormField label="Refund to" error={errors.destination}>
        <RadioGroup
          name="destination"
          value={values.destination}
          onValueChange={(value) => void formik.setFieldValue('destination', value)}
          className="gap-2"
        >
          {destinations.map((destination) => (
            <div key={destination.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${destination.value}`} value={destination.value} />
              <Label htmlFor={`${id}-${destination.value}`}>{destination.label}</Label>
            </div>
          ))}
        </RadioGroup>
      </FormField>
      <ReasonField
        name="reason"
        hint="Kept in the audit log and shown in the ride's payment section."
        error={errors.reason}
        touched={touched.reason}
        required
        value={values.reason}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </ReasonDialogFrame>
  );
}
