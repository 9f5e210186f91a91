import { useUpdatePricingSettings } from '@ridebook/api-client';
import { formatMoney, notify, notifyError } from '@ridebook/ui';
import { pricingSettingsSchema, type PricingSettings } from '@ridebook/validation';
import { SettingsForm, toNumber, type SettingsField } from './settings-form.tsx';

type PricingField = keyof PricingSettings;

export const SETTINGS_MESSAGES = {
  pricingSaved: 'Pricing saved. New quotes use it now.',
  dispatchSaved: 'Dispatch settings saved. The next ride request uses them.',
  failed: 'We could not save the settings. Please check the fields and try again.',
} as const;

function centsHint(currency: string) {
  return (text: string) => {
    const cents = Number(text);
    return text.trim() !== '' && Number.isInteger(cents) && /^[A-Z]{3}$/.test(currency)
      ? `Entered in cents: ${formatMoney(cents, currency)}`
      : 'Entered in cents';
  };
}

const MONEY_FIELDS: readonly [PricingField, string][] = [
  ['baseFare', 'Base fare'],
  ['perKm', 'Price per km'],
  ['perMinute', 'Price per minute'],
  ['minimumFare', 'Minimum fare'],
  ['bookingFee', 'Booking fee'],
  ['cancellationFee', 'Cancellation fee'],
];

/** The fare rules: what a trip costs, the fees, and the platform's share. */
export function PricingForm({ settings }: { settings: PricingSettings }) {
  const save = useUpdatePricingSettings({
    onSuccess: () => notify.success(SETTINGS_MESSAGES.pricingSaved),
    onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
  });
  const fields: SettingsField<PricingField>[] = [
    { name: 'currency', label: 'Currency', inputMode: 'text', hint: () => 'A three-letter code such as USD' },
    ...MONEY_FIELDS.map(([name, label]) => ({ name, label, hint: centsHint(settings.currency) })),
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
      initialValues={
        Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])) as Record<
          PricingField,
          string
        >
      }
      schema={pricingSettingsSchema}
      toSettings={(values) => ({
        ...(Object.fromEntries(Object.entries(values).map(([key, text]) => [key, toNumber(text)])) as Record<
          PricingField,
          number
        >),
        currency: values.currency.trim().toUpperCase(),
      })}
      save={(input) => save.mutateAsync(input)}
    />
  );
}
