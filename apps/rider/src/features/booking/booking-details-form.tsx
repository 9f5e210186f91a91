import { usePaymentMethods } from '@ridebook/api-client';
import {
  Button,
  choiceCardClasses,
  choiceCardRadioClasses,
  formatMoney,
  FormField,
  Input,
  Label,
  PAYMENT_METHOD_LABELS,
  PickupPointChoice,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
  useNow,
} from '@ridebook/ui';
import {
  PAYMENT_METHODS,
  RIDE_LIMITS,
  type FareQuote,
  type PaymentMethod,
  type SavedCard,
} from '@ridebook/validation';
import { useFormik, type FormikErrors, type FormikHelpers } from 'formik';
import { Banknote, CalendarClock, CreditCard, WalletMinimal, Zap, type LucideIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import {
  defaultPaymentMethod,
  initialBookingDetails,
  scheduleWindow,
  validateBookingDetails,
  type BookingDetails,
} from './booking-details.ts';
import { PaymentMethodDetails } from './payment-method-details.tsx';

const PAYMENT_ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  card: CreditCard,
  wallet: WalletMinimal,
};

const TIMINGS = [
  { value: 'now', label: 'Now', icon: Zap },
  { value: 'later', label: 'Schedule', icon: CalendarClock },
] as const;

export type BookingDetailsFormProps = {
  quote: FareQuote | null;
  onBook: (details: BookingDetails, helpers: FormikHelpers<BookingDetails>) => Promise<void>;
  /** A refused booking shown again (back from 3-D Secure): its choices, and the API's messages on their fields. */
  initialDetails?: BookingDetails | undefined;
  initialErrors?: FormikErrors<BookingDetails> | undefined;
  /** Hears the pickup point chosen ('' for none), for the map to show it. */
  onPickupPointChange?: ((pointId: string) => void) | undefined;
};

/**
 * How to pay, now or later, a note for the driver, and Book. The trip and its fare are chosen above it. The payment
 * choice starts on the rider's default card, or cash without one, so it waits for the saved cards.
 */
export function BookingDetailsForm(props: BookingDetailsFormProps) {
  const cards = usePaymentMethods();
  if (cards.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your payment methods…</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return <BookingDetailsFields {...props} cards={cards.data ?? []} />;
}

function BookingDetailsFields({
  quote,
  onBook,
  cards,
  initialDetails,
  initialErrors,
  onPickupPointChange,
}: BookingDetailsFormProps & { cards: SavedCard[] }) {
  const id = useId();
  const now = useNow(60_000);
  const defaultCard = cards.find((card) => card.isDefault);
  const formik = useFormik<BookingDetails>({
    initialValues: initialDetails ?? { ...initialBookingDetails, paymentMethod: defaultPaymentMethod(cards) },
    ...(initialErrors && { initialErrors }),
    validate: (details) => validateBookingDetails(details, quote),
    validateOnChange: false,
    onSubmit: onBook,
  });
  const { values, errors, touched, isSubmitting } = formik;
  const pickupZone = quote?.pickupZone ?? null;
  const points = pickupZone?.pickupPoints;
  // A new quote elsewhere drops a choice it does not offer; a zone with one point has nothing to choose.
  const { setFieldValue } = formik;
  const chosen = values.pickupPointId;
  useEffect(() => {
    if (!points) {
      if (chosen !== '') void setFieldValue('pickupPointId', '', false);
      return;
    }
    if (points.some((point) => point.id === chosen)) return;
    void setFieldValue('pickupPointId', points.length === 1 ? points[0]!.id : '', false);
  }, [points, chosen, setFieldValue]);
  useEffect(() => onPickupPointChange?.(chosen), [chosen, onPickupPointChange]);
  const scheduleLimits = scheduleWindow(now);
  const isLater = values.timing === 'later';

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Booking details" className="grid gap-5">
      {pickupZone && (
        <PickupPointChoice
          zone={pickupZone}
          value={values.pickupPointId}
          error={errors.pickupPointId}
          onChange={(pointId) => {
            formik.setFieldError('pickupPointId', undefined);
            void formik.setFieldValue('pickupPointId', pointId, false);
          }}
        />
      )}

      <div className="grid gap-2">
        <FormField label="Payment method" error={errors.paymentMethod}>
          <RadioGroup
            name="paymentMethod"
            value={values.paymentMethod}
            onValueChange={(value) => {
              // A refusal (declined card, short wallet) was about the previous choice.
              formik.setFieldError('paymentMethod', undefined);
              void formik.setFieldValue('paymentMethod', value);
            }}
            className="grid-cols-3 gap-2"
          >
            {PAYMENT_METHODS.map((method) => {
              const Icon = PAYMENT_ICONS[method];
              return (
                <Label key={method} htmlFor={`${id}-pay-${method}`} className={choiceCardClasses}>
                  <RadioGroupItem
                    id={`${id}-pay-${method}`}
                    value={method}
                    className={choiceCardRadioClasses}
                  />
                  <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {PAYMENT_METHOD_LABELS[method]}
                </Label>
              );
            })}
          </RadioGroup>
        </FormField>
        <PaymentMethodDetails method={values.paymentMethod} defaultCard={defaultCard} quote={quote} />
      </div>

      <FormField label="When">
        <RadioGroup
          name="timing"
          value={values.timing}
          onValueChange={(value) => void formik.setFieldValue('timing', value)}
          className="grid-cols-2 gap-2"
        >
          {TIMINGS.map(({ value, label, icon: Icon }) => (
            <Label key={value} htmlFor={`${id}-timing-${value}`} className={choiceCardClasses}>
              <RadioGroupItem id={`${id}-timing-${value}`} value={value} className={choiceCardRadioClasses} />
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {label}
            </Label>
          ))}
        </RadioGroup>
      </FormField>

      {isLater && (
        <FormField
          label="Pickup time"
          hint="From 15 minutes to 7 days ahead, in your time zone."
          error={errors.scheduledAt}
          touched={touched.scheduledAt}
          required
        >
          <Input
            type="datetime-local"
            name="scheduledAt"
            min={scheduleLimits.min}
            max={scheduleLimits.max}
            value={values.scheduledAt}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            className="h-11"
          />
        </FormField>
      )}

      <FormField
        label="Note for the driver"
        hint={`Optional: a gate code, where to wait… ${values.note.length}/${RIDE_LIMITS.noteMax}`}
        error={errors.note}
        touched={touched.note}
      >
        <Textarea
          name="note"
          rows={2}
          value={values.note}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder="I'm at the north entrance"
          className="min-h-16"
        />
      </FormField>

      <Button type="submit" size="lg" fullWidth disabled={!quote} loading={isSubmitting}>
        {isSubmitting
          ? 'Booking…'
          : `${isLater ? 'Schedule ride' : 'Book ride'}${quote ? ` · ${formatMoney(quote.fare.estimate, quote.fare.currency)}` : ''}`}
      </Button>
    </form>
  );
}
