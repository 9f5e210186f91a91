import { useUpdatePricingSettings } from '@ridebook/api-client';
import { formatMoney, notify, notifyError } from '@ridebook/ui';
import {
  currencyDigits,
  parseMajorUnits,
  PRICING_MONEY_FIELDS,
  pricingSettingsFormSchema,
  pricingSettingsToForm,
  type PricingSettings,
} from '@ridebook/validation';
import { SettingsForm, type SettingsField } from './settings-form.tsx';

type PricingField = keyof PricingSettings;

export const SETTINGS_MESSAGES = {
  pricingSaved: 'Pricing saved. New quotes use it now.',
  dispatchSaved: 'Dispatch settings saved. The next ride request uses them.',
  payoutsSaved: 'Payout settings saved. The next payout uses them.',
  failed: 'We could not save the settings. Please check the fields and try again.',
} as const;

/** Money is typed in the currency's major units ("2.50"); the hint reads it back as money ("$2.50"). */
function amountHint(currency: string) {
  const known = /^[A-Z]{3}$/.test(currency);
  const unit = known ? `In ${currency}` : 'An amount';
  const example = known && currencyDigits(currency) === 0 ? '250' : '2.50';
  return (text: string) => {
    const minor = known ? parseMajorUnits(text, currency) : null;
    return minor !== null && text.trim() !== ''
      ? `${unit}: ${formatMoney(minor, currency)}`
      : `${unit}, e.g. ${example}`;
  };
}

const MONEY_LABELS: Record<(typeof PRICING_MONEY_FIELDS)[number], string> = {
  baseFare: 'Base fare',
  perKm: 'Price per km',
  perMinute: 'Price per minute',
  minimumFare: 'Minimum fare',
  bookingFee: 'Booking fee',
  cancellationFee: 'Cancellation fee',
};

/**
 * The fare rules: what a trip costs, the fees, and the platform's share; of one city (`cityId`, its currency is the
 * city's), or of the default city without one.
 */
export function PricingForm({ settings, cityId }: { settings: PricingSettings; cityId?: string }) {
  const save = useUpdatePricingSettings(
    {
      onSuccess: () => notify.success(SETTINGS_MESSAGES.pricingSaved),
      onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
    },
    cityId,
  );
  const fields: SettingsField<PricingField>[] = [
    { name: 'currency', label: 'Currency', inputMode: 'text', hint: () => 'A three-letter code such as USD' },
    ...PRICING_MONEY_FIELDS.map((name) => ({
      name,
      label: MONEY_LABELS[name],
      inputMode: 'decimal' as const,
      hint: amountHint(settings.currency),
    })),
    {
      name: 'cancellationGraceMinutes',
      label: 'Free cancellation (minutes)',
      hint: () => 'How long after the driver sets off a rider may still cancel for free',
    },
    {
      name: 'commissionPercent',
      label: 'Commission (%)',
      hint: () => 'The platform keeps this share of each fare',
    },
  ];
  return (
    <SettingsForm
      title="Pricing"
      description="A trip costs the base fare plus the price per km and per minute, at least the minimum fare, plus the booking fee."
      fields={fields}
      initialValues={pricingSettingsToForm(settings)}
      schema={pricingSettingsFormSchema}
      save={(input) => save.mutateAsync(input)}
    />
  );
}
