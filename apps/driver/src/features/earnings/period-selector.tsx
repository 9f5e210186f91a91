import { Button } from '@ridebook/ui';
import { EARNINGS_PERIODS, PERIOD_DEFINITIONS, type EarningsPeriod } from './earnings-periods.ts';

/** Daily, weekly or monthly: one pressed button at a time. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: EarningsPeriod;
  onChange: (period: EarningsPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Period" className="inline-flex w-fit gap-1 rounded-xl bg-muted p-1">
      {EARNINGS_PERIODS.map((period) => (
        <Button
          key={period}
          size="sm"
          variant={period === value ? 'default' : 'ghost'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {PERIOD_DEFINITIONS[period].label}
        </Button>
      ))}
    </div>
  );
}
