import { getErrorMessage, usePaymentMethods, useWallet } from '@ridebook/api-client';
import {
  Button,
  cardLabel,
  currencySymbol,
  formatMoney,
  FormField,
  Input,
  Skeleton,
  zodFormikValidate,
} from '@ridebook/ui';
import { PAYMENT_LIMITS, walletTopUpSchema, type FormValues } from '@ridebook/validation';
import { useFormik } from 'formik';
import { TOP_UP_TOASTS, useTopUp } from './use-top-up.ts';

/** Dollars as typed ("25", "7.50") -> cents; NaN when it is not a number. */
export function dollarsToCents(text: string): number {
  return text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100);
}

// The form holds the amount only; the card and the payment's key are the page's.
const validateTopUp = zodFormikValidate<
  typeof walletTopUpSchema,
  Pick<FormValues<typeof walletTopUpSchema>, 'amount'>
>(walletTopUpSchema);
const TOP_UP_PRESETS = ['10', '25', '50'] as const;

/** 2500 minor units of GBP -> "£25": the top-up's amounts are whole units of the wallet's currency. */
function wholeAmount(units: number, currency: string): string {
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(units);
}

/**
 * GET /rider/wallet?currency: balance, held for booked wallet rides, and what a new booking can use; top-up by card.
 * One wallet per currency; without `currency`, the default city's.
 */
export function WalletBalance({ currency }: { currency?: string | undefined } = {}) {
  const wallet = useWallet({ currency });
  if (wallet.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">We couldn't load your wallet.</p>
        <Button variant="outline" size="sm" onClick={() => void wallet.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = wallet.data;
  const figures = [
    { label: 'Balance', amount: data?.balance },
    { label: 'Held for booked rides', amount: data?.held },
    { label: 'Available', amount: data?.available },
  ];
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="grid content-start gap-1 rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground sm:text-sm">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums sm:text-2xl">
              {data && figure.amount !== undefined ? (
                formatMoney(figure.amount, data.currency)
              ) : (
                <Skeleton className="h-7 w-16" />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <TopUpForm currency={data?.currency} />
    </div>
  );
}

function TopUpForm({ currency }: { currency: string | undefined }) {
  // Until the wallet has loaded, its amounts read in dollars (the demo city's); the request then names no currency.
  const shownCurrency = currency ?? 'USD';
  const cards = usePaymentMethods();
  const defaultCard = cards.data?.find((card) => card.isDefault);
  const topUp = useTopUp(currency);
  const formik = useFormik<{ amount: string }>({
    initialValues: { amount: '' },
    validate: ({ amount }) => validateTopUp({ amount: dollarsToCents(amount) }),
    onSubmit: async ({ amount }, helpers) => {
      const isToppedUp = await topUp.submit({
        amount: dollarsToCents(amount),
        paymentMethodId: defaultCard?.id,
      });
      if (isToppedUp) helpers.resetForm();
    },
  });

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Top up" className="grid gap-3">
      <div role="group" aria-label="Suggested top-ups" className="flex flex-wrap gap-2">
        {TOP_UP_PRESETS.map((preset) => (
          <Button
            key={preset}
            type="button"
            variant="outline"
            aria-pressed={formik.values.amount === preset}
            className={formik.values.amount === preset ? 'border-primary bg-primary/10' : undefined}
            onClick={() => void formik.setFieldValue('amount', preset)}
          >
            {wholeAmount(Number(preset), shownCurrency)}
          </Button>
        ))}
      </div>
      <FormField
        label={`Top-up amount (${currencySymbol(shownCurrency)})`}
        hint={
          defaultCard
            ? `From ${wholeAmount(PAYMENT_LIMITS.topUpMin / 100, shownCurrency)} to ${wholeAmount(PAYMENT_LIMITS.topUpMax / 100, shownCurrency)}, charged to ${cardLabel(defaultCard)}.`
            : 'Add a card above to top up your wallet.'
        }
        error={formik.errors.amount}
        touched={formik.touched.amount}
      >
        <Input
          name="amount"
          inputMode="decimal"
          value={formik.values.amount}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </FormField>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={!defaultCard}
        loading={formik.isSubmitting || topUp.isResuming}
      >
        {formik.isSubmitting || topUp.isResuming ? 'Topping up…' : 'Top up wallet'}
      </Button>
      {topUp.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(topUp.error, TOP_UP_TOASTS.failed)}
        </p>
      )}
    </form>
  );
}
