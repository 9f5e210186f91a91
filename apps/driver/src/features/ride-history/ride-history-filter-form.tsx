import { Button, currencySymbol, FormField, Input, NativeSelect } from '@ridebook/ui';
import { Filter, X } from 'lucide-react';
import { DATE_LIMITS } from '@ridebook/validation';
import { useState, type FormEvent } from 'react';
import {
  NO_FILTERS,
  STATUS_FILTERS,
  validateFilters,
  type HistoryFilterErrors,
  type HistoryFilters,
} from './ride-history-filters.ts';

/**
 * Date range, status and fare range. Applied on submit (checked by the API's contract first), so a half-typed
 * amount never sends a query; Clear goes back to every ride. The fares are in `currency` (the driver's city's),
 * named in their labels once known.
 */
export function RideHistoryFilterForm({
  applied,
  currency,
  onApply,
}: {
  applied: HistoryFilters;
  currency: string | undefined;
  onApply: (filters: HistoryFilters) => void;
}) {
  const inCurrency = currency ? ` (${currencySymbol(currency)})` : '';
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<HistoryFilterErrors>({});
  const set = (key: keyof HistoryFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onApply(NO_FILTERS);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Filter rides"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs"
    >
      <div className="grid grid-cols-2 items-start gap-4 lg:grid-cols-5">
        <FormField label="From" error={errors.from}>
          <Input
            type="date"
            name="from"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={draft.from}
            onChange={set('from')}
          />
        </FormField>
        <FormField label="To" error={errors.to}>
          <Input
            type="date"
            name="to"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={draft.to}
            onChange={set('to')}
          />
        </FormField>
        <FormField label="Status" error={errors.status} className="col-span-2 lg:col-span-1">
          <NativeSelect name="status" value={draft.status} onChange={set('status')}>
            <option value="">All statuses</option>
            {Object.entries(STATUS_FILTERS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={`Min fare${inCurrency}`} error={errors.minFare}>
          <Input inputMode="decimal" name="minFare" value={draft.minFare} onChange={set('minFare')} />
        </FormField>
        <FormField label={`Max fare${inCurrency}`} error={errors.maxFare}>
          <Input inputMode="decimal" name="maxFare" value={draft.maxFare} onChange={set('maxFare')} />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit">
          <Filter aria-hidden="true" />
          Apply Filters
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          <X aria-hidden="true" />
          Clear
        </Button>
      </div>
    </form>
  );
}
