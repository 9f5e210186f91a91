import { Input } from '@ridebook/ui';
import { useId, type ComponentProps } from 'react';

/** A labelled input of a list's toolbar (dates, amounts, ids): as wide as its column of the filter grid. */
export function FilterInput({
  label,
  className,
  ...props
}: { label: string } & Omit<ComponentProps<typeof Input>, 'id'>) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input id={id} className={className ?? 'h-9 w-full text-sm'} {...props} />
    </div>
  );
}

/** "From" and "To" dates of a list filter (yyyy-mm-dd, as the URL and the API take them). */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  return (
    <>
      <FilterInput
        label="From"
        type="date"
        value={from}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <FilterInput
        label="To"
        type="date"
        value={to}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
