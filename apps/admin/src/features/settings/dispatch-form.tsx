import { useUpdateDispatchSettings } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import {
  dispatchSettingsFormSchema,
  dispatchSettingsToForm,
  type DispatchSettings,
} from '@ridebook/validation';
import { SETTINGS_MESSAGES } from './pricing-form.tsx';
import { SettingsForm, type SettingsField } from './settings-form.tsx';

type DispatchField = keyof DispatchSettings;

const FIELDS: readonly SettingsField<DispatchField>[] = [
  {
    name: 'batchSize',
    label: 'Drivers offered per round',
    hint: () => 'The nearest available drivers, 1 to 20',
  },
  {
    name: 'offerTimeoutSeconds',
    label: 'Offer countdown (seconds)',
    hint: () => 'How long a driver has to accept',
  },
  {
    name: 'radiusStepsMeters',
    label: 'Search radius steps (metres)',
    inputMode: 'text',
    hint: () => 'Comma-separated, each larger than the one before, e.g. 1500, 3000, 6000',
  },
  { name: 'maxBatches', label: 'Rounds before "no driver found"', hint: () => '1 to 20' },
  {
    name: 'positionStaleSeconds',
    label: 'Position too old after (seconds)',
    hint: () => 'Drivers silent longer are skipped',
  },
  {
    name: 'scheduledLeadMinutes',
    label: 'Scheduled rides start matching (minutes before)',
    hint: () => '0 to 60',
  },
];

/**
 * How a ride request finds a driver: batch size, the countdown, the growing search radius; of one city
 * (`cityId`), or of the default city without one.
 */
export function DispatchForm({ settings, cityId }: { settings: DispatchSettings; cityId?: string }) {
  const save = useUpdateDispatchSettings(
    {
      onSuccess: () => notify.success(SETTINGS_MESSAGES.dispatchSaved),
      onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
    },
    cityId,
  );
  return (
    <SettingsForm
      title="Dispatch"
      description="A request is offered to a few nearby drivers at a time, widening the search radius round by round."
      fields={FIELDS}
      initialValues={dispatchSettingsToForm(settings)}
      schema={dispatchSettingsFormSchema}
      save={(input) => save.mutateAsync(input)}
    />
  );
}
