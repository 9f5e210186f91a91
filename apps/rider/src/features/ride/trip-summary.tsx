import {
  formatDistance,
  formatDuration,
  formatMoney,
  formatMoneyRange,
  PAYMENT_METHOD_LABELS,
  PickupPointLine,
  TripStops,
} from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';

/** Where from, where to, the price and how it is paid: what the rider booked. */
export function TripSummary({ ride }: { ride: Ride }) {
  const { fare } = ride;
  const price = formatMoney(fare.final ?? fare.estimate, fare.currency);
  const range =
    fare.final === null && fare.low !== fare.high
      ? formatMoneyRange(fare.low, fare.high, fare.currency)
      : null;
  return (
    <section aria-labelledby="trip-heading" className="grid gap-4 rounded-xl border bg-card p-4">
      <h2 id="trip-heading" className="text-sm font-semibold text-muted-foreground">
        Trip
      </h2>
      <TripStops pickup={ride.pickup.address} destination={ride.destination.address} className="gap-3" />
      <PickupPointLine point={ride.pickupPoint} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{fare.final !== null ? 'Fare' : 'Estimated fare'}</dt>
          <dd className="font-medium tabular-nums">
            {price}
            {range && <span className="block text-xs font-normal text-muted-foreground">{range}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Payment</dt>
          <dd className="font-medium">{PAYMENT_METHOD_LABELS[ride.paymentMethod]}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Distance</dt>
          <dd className="font-medium">
            {formatDistance(ride.distanceMeters)} · {formatDuration(ride.durationSeconds)}
          </dd>
        </div>
        {ride.note && (
          <div className="col-span-full">
            <dt className="text-muted-foreground">Note for the driver</dt>
            <dd className="font-medium break-words">{ride.note}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
