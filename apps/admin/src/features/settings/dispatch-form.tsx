import { useUpdateDispatchSettings } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import { dispatchSettingsSchema, type DispatchSettings } from '@ridebook/validation';
import { SETTINGS_MESSAGES } from './pricing-form.tsx';
import { SettingsForm, toNumber, type SettingsField } from './settings-form.tsx';

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

/** "1500, 3000" -> [1500, 3000]; anything unreadable becomes NaN, which the schema refuses. */
function parseRadii(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number);
}

/** How a ride request finds a driver: batch size, the countdown, the growing search radius. */
export function DispatchForm({ settings }: { settings: DispatchSettings }) {
  const save = useUpdateDispatchSettings({
    onSuccess: () => notify.success(SETTINGS_MESSAGES.dispatchSaved),
    onError: (error) => notifyError(error, SETTINGS_MESSAGES.failed),
  });
  return (
    <SettingsForm
      title="Dispatch"
      description="A request is offered to a few nearby drivers at a time, widening the search radius round by round."
      fields={FIELDS}
      initialValues={{
        batchSize: String(settings.batchSize),
        offerTimeoutSeconds: String(settings.offerTimeoutSeconds),
        radiusStepsMeters: settings.radiusStepsMeters.join(', '),
        maxBatches: String(settings.maxBatches),
        positionStaleSeconds: String(settings.positionStaleSeconds),
        scheduledLeadMinutes: String(settings.scheduledLeadMinutes),
      }}
      schema={dispatchSettingsSchema}
      toSettings={(values) => ({
        batchSize: toNumber(values.batchSize),
        offerTimeoutSeconds: toNumber(values.offerTimeoutSeconds),
        radiusStepsMeters: parseRadii(values.radiusStepsMeters),
        maxBatches: toNumber(values.maxBatches),
        positionStaleSeconds: toNumber(values.positionStaleSeconds),
        scheduledLeadMinutes: toNumber(values.scheduledLeadMinutes),
      })}
      save={(input) => save.mutateAsync(input as DispatchSettings)}
    />
  );
}
