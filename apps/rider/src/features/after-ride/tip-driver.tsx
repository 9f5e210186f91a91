import { useTipRide } from '@ridebook/api-client';
import { Button, cn, formatMoney, FormField, Input, notify } from '@ridebook/ui';
import { tipSchema, type Ride } from '@ridebook/validation';
import { useFormik } from 'formik';
import { HandCoins } from 'lucide-react';
import { toastError } from '../../lib/toast-error.ts';
import { firstName } from '../ride/index.ts';
import { AfterRideCard } from './after-ride-card.tsx';

export const TIP_TOASTS = {
  sent: (tip: string, name: string) => `Thanks! Your ${tip} tip goes to ${name}.`,
  failed: "We couldn't add your tip. Please try again.",
} as const;

/** One-tap amounts, in dollars; any other amount from $1 to $100 can be typed. */
const TIP_PRESETS = ['2', '5', '10'] as const;

type TipValues = { amount: string };

/** Dollars as typed ("5", "7.50") -> cents; NaN when it is not a number. */
export function tipCents(amount: string): number {
  return amount.trim() === '' ? Number.NaN : Math.round(Number(amount) * 100);
}

/** The tip form's check: the API's own rule (tipSchema, $1 to $100 in cents) on the typed amount. */
export function validateTip({ amount }: TipValues): Partial<TipValues> {
  const checked = tipSchema.safeParse({ amount: tipCents(amount) });
  return checked.success ? {} : { amount: checked.error.issues[0]?.message };
}

/** After a completed ride: a tip for the driver, once ($1 to $100, all of it goes to them); then what was given. */
export function TipDriver({ ride }: { ride: Ride }) {
  const name = ride.driver ? firstName(ride.driver.name) : 'your driver';
  return (
    <AfterRideCard icon={HandCoins} title={`Tip ${name}`} headingId="tip-heading">
      {ride.tip > 0 ? (
        <p className="text-sm" data-testid="tip-given">
          You tipped {formatMoney(ride.tip, ride.fare.currency)}. All of it goes to {name}.
        </p>
      ) : (
        <TipForm ride={ride} name={name} />
      )}
    </AfterRideCard>
  );
}

function TipForm({ ride, name }: { ride: Ride; name: string }) {
  const tip = useTipRide({
    onSuccess: (tipped) =>
      void notify.success(TIP_TOASTS.sent(formatMoney(tipped.tip, tipped.fare.currency), name), {
        id: 'tip',
      }),
    onError: (error) => void toastError(error, TIP_TOASTS.failed, { id: 'tip' }),
  });
  const form = useFormik<TipValues>({
    initialValues: { amount: '' },
    validate: validateTip,
    onSubmit: ({ amount }) =>
      tip.mutateAsync({ rideId: ride.id, amount: tipCents(amount) }).catch(() => undefined),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4">
      <div role="group" aria-label="Suggested tips" className="flex flex-wrap gap-2">
        {TIP_PRESETS.map((preset) => (
          <Button
            key={preset}
            type="button"
            variant="outline"
            aria-pressed={form.values.amount === preset}
            className={cn(form.values.amount === preset && 'border-primary bg-primary/10')}
            onClick={() => void form.setFieldValue('amount', preset)}
          >
            ${preset}
          </Button>
        ))}
      </div>
      <FormField
        label="Tip amount ($)"
        hint="From $1 to $100. All of it goes to your driver."
        error={form.errors.amount}
        touched={form.touched.amount ?? form.submitCount > 0}
      >
        <Input
          name="amount"
          type="number"
          inputMode="decimal"
          min={1}
          max={100}
          step="0.01"
          value={form.values.amount}
          // Kept as typed (formik would turn a number input's text into a number).
          onChange={(event) => void form.setFieldValue('amount', event.target.value)}
          onBlur={form.handleBlur}
          className="max-w-40"
        />
      </FormField>
      <Button type="submit" className="justify-self-start" loading={tip.isPending}>
        {tip.isPending ? 'Adding tip…' : 'Add tip'}
      </Button>
    </form>
  );
}
