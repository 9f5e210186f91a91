import { Button, currencySymbol, FormField, Input, NativeSelect, useDebouncedValue } from '@ridebook/ui';
import { DATE_LIMITS, RIDE_STATUS_LABELS, RIDE_STATUSES } from '@ridebook/validation';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { HistoryFilters } from './history-search-params.ts';

const TYPING_DEBOUNCE_MS = 300;

export type FilterErrors = Partial<Record<'from' | 'to' | 'minFare' | 'maxFare', string>>;

/**
 * Search, date range, fare range and status. Typed text (search, fares) reaches the address after a pause in typing;
 * a date or a status at once. The fares are in `currency` (the rider's), named in their labels once known.
 */
export function RideHistoryFilters({
  filters,
  errors,
  currency,
  onChange,
  onClear,
  canClear,
}: {
  filters: HistoryFilters;
  errors: FilterErrors;
  currency: string | undefined;
  onChange: (change: Partial<HistoryFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const inCurrency = currency ? ` (${currencySymbol(currency)})` : '';
  const q = useTypedFilter(filters.q, (value) => onChange({ q: value }));
  const minFare = useTypedFilter(filters.minFare, (value) => onChange({ minFare: value }));
  const maxFare = useTypedFilter(filters.maxFare, (value) => onChange({ maxFare: value }));

  return (
    <section aria-label="Filters" className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FormField label="Search" className="col-span-2">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              placeholder="Pickup, destination or driver"
              value={q.value}
              onChange={(event) => q.setValue(event.target.value)}
              className="pl-9"
            />
          </div>
        </FormField>
        <FormField label="Status">
          <NativeSelect
            value={filters.status}
            onChange={(event) => onChange({ status: event.target.value as HistoryFilters['status'] })}
          >
            <option value="">All statuses</option>
            {RIDE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RIDE_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex items-end">
          <Button variant="outline" className="w-full" onClick={onClear} disabled={!canClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
        <FormField label="From" error={errors.from}>
          <Input
            type="date"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </FormField>
        <FormField label="To" error={errors.to}>
          <Input
            type="date"
            min={DATE_LIMITS.min}
            max={DATE_LIMITS.max}
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </FormField>
        <FormField label={`Minimum fare${inCurrency}`} error={errors.minFare}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={minFare.value}
            onChange={(event) => minFare.setValue(event.target.value)}
          />
        </FormField>
        <FormField label={`Maximum fare${inCurrency}`} error={errors.maxFare}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={maxFare.value}
            onChange={(event) => maxFare.setValue(event.target.value)}
          />
        </FormField>
      </div>
    </section>
  );
}

/**
 * A text filter as typed, handed on once typing pauses (and only when it changed). A change from outside (Clear
 * filters, Back) replaces what was typed.
 */
function useTypedFilter(applied: string, apply: (value: string) => void) {
  const [value, setValue] = useState(applied);
  const settled = useDebouncedValue(value, TYPING_DEBOUNCE_MS);
  const handedOn = useRef(applied);
  useEffect(() => {
    if (settled === handedOn.current) return;
    handedOn.current = settled;
    apply(settled);
    // Only a settled change is handed on; `apply` is a new function after every address update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if (applied === handedOn.current) return;
    handedOn.current = applied;
    setValue(applied);
  }, [applied]);
  return { value, setValue };
}
