import { useUpdatePayoutSettings } from '@ridebook/api-client';
import { formatMoney, notify, notifyError } from '@ridebook/ui';
import {
  WEEKDAY_NAMES,
  parseMajorUnits,
  payoutSettingsFormSchema,
  payoutSettingsToForm,
  type PayoutSettings,
} from '@ridebook/validation';
import { SETTINGS_MESSAGES } from './pricing-form.tsx';
import { SettingsForm, type SettingsField } from './settings-form.tsx';

function fields(currency: string): readonly SettingsField<keyof PayoutSettings>[] {
  return [
    {
      name: 'weeklyPayoutWeekday',
      label: 'Weekly payout day (1 = Monday … 7 = Sunday)',
      hint: (text) => WEEKDAY_NAMES[Number(text) - 1] ?? 'A weekday from 1 to 7 (UTC)',
    },
    {
      name: 'instantPayoutFee',
      label: `Cash-out fee (${currency})`,
      inputMode: 'decimal',
      hint: (text) => {
        const fee = parseMajorUnits(text, currency);
        return fee === null
          ? 'What "cash out now" costs a driver'
          : `= ${formatMoney(fee, currency)} per cash-out`;
      },
    },
  ];
}

/** When drivers are paid: the weekly payout day (one for the service until cities land) and the cash-out fee. */
export function PayoutsForm({ settings, currency }: { settings: PayoutSettings; currency: string }) {
  const save = useUpdatePayoutSettings({
    onSuccess: () => notify.success(SETTINGS_MESSAGES.payoutsSaved),
    onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
  });
  return (
    <SettingsForm
      title="Payouts"
      description="Drivers with a payout account are paid their whole balance every week on this day (UTC); cashing out sooner costs the fee."
      fields={fields(currency)}
      initialValues={payoutSettingsToForm(settings, currency)}
      schema={payoutSettingsFormSchema(currency)}
      save={(input) => save.mutateAsync(input)}
    />
  );
}
