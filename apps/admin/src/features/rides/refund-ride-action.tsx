import { useRefundRide } from '@ridebook/api-client';
import {
  Button,
  formatMoney,
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
  formatMajorUnits,
  parseMajorUnits,
  refundRideSchema,
  refundTooLargeMessage,
  tipRefundTooLargeMessage,
  type PaymentMethod,
  type RefundDestination,
  type RefundPurpose,
} from '@ridebook/validation';
import { useFormik } from 'formik';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';

export const REFUND_MESSAGES = {
  refunded: (amount: string, destination: RefundDestination, purpose: RefundPurpose = 'fare') =>
    purpose === 'tip'
      ? `Refunded ${amount} of the tip to the rider's ${destination}.`
      : `Refunded ${amount} to the rider's ${destination}.`,
  failed: 'We could not refund this ride. Please try again.',
} as const;

type RefundValues = {
  purpose: RefundPurpose;
  amount: string;
  destination: RefundDestination;
  reason: string;
};

/** What one part of the ride's money allows: what is left to refund, and how it was paid. */
export type RefundablePart = {
  /** What can still be refunded (what was paid less the refunds made of it). */
  refundable: number;
  /** How it was paid: only a card payment can be refunded to the card. */
  paymentMethod: PaymentMethod;
};

export type RefundRideActionProps = {
  rideId: string;
  currency: string;
  /** How the rider paid the fare: only a card ride can be refunded to the card. */
  paymentMethod: PaymentMethod;
  /** What can still be refunded of the fare (the final fare less the refunds made). */
  refundable: number;
  /** The ride's tip, when it has one: the admin then chooses to refund the fare or the tip. */
  tip?: RefundablePart | null;
};

const PURPOSE_LABELS: Record<RefundPurpose, string> = { fare: 'The fare', tip: 'The tip' };

/** Typed major units ("12.50") -> minor units by their digits; NaN when it is not an amount of `currency`. */
function toMinorUnits(text: string, currency: string): number {
  return parseMajorUnits(text, currency) ?? Number.NaN;
}

/** The API's rules (refundRideSchema), then the cap: at most what is left to refund of the fare or the tip. */
export function validateRefund(values: RefundValues, refundable: number, currency: string) {
  const amount = toMinorUnits(values.amount, currency);
  const tooLarge = values.purpose === 'tip' ? tipRefundTooLargeMessage : refundTooLargeMessage;
  const checked = refundRideSchema.safeParse({ ...values, amount });
  const errors: Partial<Record<keyof RefundValues, string>> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof RefundValues;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.amount && amount > refundable) errors.amount = tooLarge(refundable, currency);
  return errors;
}

/**
 * Refund all or part of a completed ride's fare, or of its tip when it has one, to the rider's wallet or the card
 * that paid it, with a reason (audited).
 */
export function RefundRideAction({
  rideId,
  currency,
  paymentMethod,
  refundable,
  tip = null,
}: RefundRideActionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const refund = useRefundRide({
    onSuccess: (done) =>
      void notify.success(
        REFUND_MESSAGES.refunded(formatMoney(done.amount, done.currency), done.destination, done.purpose),
      ),
    onError: (error) => void notifyError(error, REFUND_MESSAGES.failed),
  });
  const parts: Record<RefundPurpose, RefundablePart> = {
    fare: { refundable, paymentMethod },
    tip: tip ?? { refundable: 0, paymentMethod },
  };
  /** The whole of what is left, and the card when it paid: what the dialog offers first for `purpose`. */
  const defaultsFor = (purpose: RefundPurpose): Pick<RefundValues, 'amount' | 'destination'> => ({
    amount: formatMajorUnits(parts[purpose].refundable, currency),
    destination: parts[purpose].paymentMethod === 'card' ? 'card' : 'wallet',
  });
  const firstPurpose: RefundPurpose = refundable <= 0 && (tip?.refundable ?? 0) > 0 ? 'tip' : 'fare';
  const formik = useFormik<RefundValues>({
    initialValues: { purpose: firstPurpose, ...defaultsFor(firstPurpose), reason: '' },
    enableReinitialize: true,
    validate: (values) => validateRefund(values, parts[values.purpose].refundable, currency),
    onSubmit: async (values) => {
      try {
        await refund.mutateAsync({
          rideId,
          purpose: values.purpose,
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
  const { values, errors, touched } = formik;
  const chosen = parts[values.purpose];
  const destinations: { value: RefundDestination; label: string }[] = [
    { value: 'wallet', label: "Rider's wallet" },
    ...(chosen.paymentMethod === 'card' ? [{ value: 'card' as const, label: 'The card that paid' }] : []),
  ];
  const choosePurpose = (purpose: RefundPurpose) =>
    void formik.setValues({ ...values, purpose, ...defaultsFor(purpose) });

  return (
    <ReasonDialogFrame
      trigger={
        <Button variant="outline" size="sm" disabled={refundable <= 0 && (tip?.refundable ?? 0) <= 0}>
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
        values.purpose === 'tip' ? (
          <>
            Up to {formatMoney(chosen.refundable, currency)} of the tip can still be refunded. The tip is all
            the driver's, so all of it comes back from the driver; the reason is kept in the audit log.
          </>
        ) : (
          <>
            Up to {formatMoney(refundable, currency)} of the fare can still be refunded. The driver's and
            RideBook's shares are reduced in proportion; the reason is kept in the audit log.
          </>
        )
      }
      onSubmit={formik.handleSubmit}
      isPending={formik.isSubmitting}
      confirmLabel="Refund"
      pendingLabel="Refunding..."
    >
      {tip !== null && (
        <FormField label="What to refund" error={errors.purpose}>
          <RadioGroup
            name="purpose"
            value={values.purpose}
            onValueChange={(value) => choosePurpose(value as RefundPurpose)}
            className="gap-2"
          >
            {(['fare', 'tip'] as const).map((purpose) => (
              <div key={purpose} className="flex items-center gap-2">
                <RadioGroupItem
                  id={`${id}-purpose-${purpose}`}
                  value={purpose}
                  disabled={parts[purpose].refundable <= 0}
                />
                <Label htmlFor={`${id}-purpose-${purpose}`}>
                  {PURPOSE_LABELS[purpose]} ({formatMoney(parts[purpose].refundable, currency)} left)
                </Label>
              </div>
            ))}
          </RadioGroup>
        </FormField>
      )}
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
