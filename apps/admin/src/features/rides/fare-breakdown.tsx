import { formatMoney, PAYMENT_METHOD_LABELS } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';

/** How the fare was made up, what was finally charged, and how it was paid. */
export function FareBreakdown({ ride }: { ride: Ride }) {
  const { fare } = ride;
  const money = (amount: number) => formatMoney(amount, fare.currency);
  const lines = [
    { label: 'Base fare', amount: fare.breakdown.baseFare },
    { label: 'Distance', amount: fare.breakdown.distance },
    { label: 'Time', amount: fare.breakdown.time },
    { label: 'Minimum fare top-up', amount: fare.breakdown.minimumFareTopUp },
    { label: 'Booking fee', amount: fare.breakdown.bookingFee },
  ].filter((line) => line.amount !== 0 || line.label !== 'Minimum fare top-up');
  const extras = [
    { label: 'Final fare', value: fare.final === null ? 'Not final yet' : money(fare.final) },
    ...(ride.tip > 0 ? [{ label: 'Tip', value: money(ride.tip) }] : []),
    ...(ride.cancellationFee > 0 ? [{ label: 'Cancellation fee', value: money(ride.cancellationFee) }] : []),
    { label: 'Payment', value: PAYMENT_METHOD_LABELS[ride.paymentMethod] },
    ...(ride.paymentMethod === 'cash'
      ? [{ label: 'Cash collected', value: ride.cashCollectedAt ? 'Yes' : 'Not yet' }]
      : []),
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="tabular-nums">{money(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
        <dt>Estimate</dt>
        <dd className="tabular-nums">{money(fare.estimate)}</dd>
      </div>
      {extras.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="font-medium tabular-nums">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
