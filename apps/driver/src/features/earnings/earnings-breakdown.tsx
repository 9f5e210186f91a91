import { Card, CardContent, CardHeader, cn, formatMoney } from '@ridebook/ui';
import type { DriverEarnings } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { cashDebtDetail, totalEarnings } from './earnings-totals.ts';

type Line = { label: string; detail: string; amount: number; isTotal?: boolean };

/**
 * Where the money of the period came from and went: fares (80% to the driver), tips, fees, refunds (the driver's part
 * of what riders were given back) and commission, cash; then
 * the cash debt, which is not the period's but what the driver owes RideBook today.
 */
export function EarningsBreakdown({ earnings }: { earnings: DriverEarnings }) {
  const { totals, currency } = earnings;
  const lines: Line[] = [
    { label: 'Fares', detail: 'You keep 80% of each fare', amount: totals.fares },
    { label: 'Tips', detail: 'All of every tip is yours', amount: totals.tips },
    { label: 'Cancellation fees', detail: 'Your share of fees riders paid', amount: totals.cancellationFees },
    {
      label: 'Refunds',
      detail: 'Your part of what riders were given back',
      amount: totals.refunds,
    },
    {
      label: 'Total earnings',
      detail: 'Fares, tips and fees, less refunds',
      amount: totalEarnings(earnings),
      isTotal: true,
    },
    {
      label: 'Fees (commission)',
      detail: "RideBook's 20% and booking fees, less its part of refunds; not included above",
      amount: totals.commission,
    },
    { label: 'Cash collected', detail: 'Paid to you in cash by riders', amount: totals.cashCollected },
    {
      label: 'Commission owed on cash',
      detail: "RideBook's part of the cash you hold",
      amount: totals.cashCommissionOwed,
    },
    {
      label: 'Net payout',
      detail: totals.net < 0 ? 'You owe RideBook this amount' : 'What RideBook owes you',
      amount: totals.net,
      isTotal: true,
    },
    {
      label: 'Cash debt',
      detail: cashDebtDetail(earnings),
      amount: earnings.cashDebt ?? 0,
      isTotal: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardHeading>Breakdown</CardHeading>
      </CardHeader>
      <CardContent>
        <dl className="grid">
          {lines.map((line) => (
            <div
              key={line.label}
              className={cn(
                'flex items-baseline justify-between gap-4 border-b py-2.5 last:border-b-0',
                line.isTotal && 'font-semibold',
              )}
            >
              <dt className="min-w-0">
                {line.label}
                <span className="block text-xs font-normal text-muted-foreground">{line.detail}</span>
              </dt>
              <dd className="shrink-0 tabular-nums">{formatMoney(line.amount, currency)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
