import { Card, CardContent, CardHeader, formatMoney } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { PaymentBadge } from '../rides/index.ts';

/** What the rider paid for the ride, how it was made up, and the tip. */
export function RideFareCard({ ride }: { ride: Ride }) {
  const { fare } = ride;
  const money = (cents: number) => formatMoney(cents, fare.currency);
  const parts = [
    { label: 'Base fare', amount: fare.breakdown.baseFare },
    { label: 'Distance', amount: fare.breakdown.distance },
    { label: 'Time', amount: fare.breakdown.time },
    { label: 'Minimum fare top-up', amount: fare.breakdown.minimumFareTopUp },
    { label: 'Booking fee', amount: fare.breakdown.bookingFee },
    { label: 'Cancellation fee', amount: ride.cancellationFee },
    { label: 'Tip', amount: ride.tip },
  ].filter((part) => part.amount > 0 || part.label === 'Tip');
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardHeading>Fare</CardHeading>
        <PaymentBadge method={ride.paymentMethod} />
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-4 border-b pb-3">
            <dt className="font-medium">{fare.final === null ? 'Estimated fare' : 'Final fare'}</dt>
            <dd className="text-xl font-bold tabular-nums">{money(fare.final ?? fare.estimate)}</dd>
          </div>
          {parts.map((part) => (
            <div key={part.label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{part.label}</dt>
              <dd className="tabular-nums">{money(part.amount)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
