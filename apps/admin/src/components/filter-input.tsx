import { Input } from '@ridebook/ui';
import { DATE_LIMITS, dateProblem } from '@ridebook/validation';
import { useId, type ComponentProps } from 'react';

/** A labelled input of a list's toolbar (dates, amounts, ids): as wide as its column of the filter grid, with the
 * reason when its value is refused. */
export function FilterInput({
  label,
  error,
  className,
  ...props
}: { label: string; error?: string | null } & Omit<ComponentProps<typeof Input>, 'id'>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input
        id={id}
        className={className ?? 'h-9 w-full text-sm'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * "From" and "To" dates of a list filter (yyyy-mm-dd, as the URL and the API take them), checked by the API's own
 * date rule: a date outside DATE_LIMITS says so here (and is not sent).
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const problem = (value: string) => (value === '' ? null : dateProblem(value, 'day'));
  return (
    <>
      <FilterInput
        label="From"
        type="date"
        min={DATE_LIMITS.min}
        max={DATE_LIMITS.max}
        value={from}
        error={problem(from)}
        onChange={(event) => onChange({ from: event.target.value })}
      />
      <FilterInput
        label="To"
        type="date"
        min={DATE_LIMITS.min}
        max={DATE_LIMITS.max}
        value={to}
        error={problem(to)}
        onChange={(event) => onChange({ to: event.target.value })}
      />
    </>
  );
}
