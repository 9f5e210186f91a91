import type { RideOffer } from '@ridebook/validation';
import { formatDistance, formatDuration, formatMoney, PickupPointLine } from '@ridebook/ui';
import { PaymentBadge, RiderIdentity, TripStops } from '../rides/index.ts';

/** What an offer and an open request share: everything a driver weighs before accepting. */
export type RideRequestSummary = Pick<
  RideOffer,
  | 'pickup'
  | 'pickupPoint'
  | 'destination'
  | 'pickupDistanceMeters'
  | 'pickupEtaSeconds'
  | 'tripDistanceMeters'
  | 'tripDurationSeconds'
  | 'fare'
  | 'paymentMethod'
  | 'rider'
  | 'note'
>;

/** The rider, the fare (and the driver's share), how to pay, how far to the pickup and how long the trip is. */
export function RideRequestDetails({ request }: { request: RideRequestSummary }) {
  const { fare } = request;
  return (
    <div className="grid gap-4">
      <div className="flex items-start justify-between gap-3">
        <RiderIdentity name={request.rider.name} rating={request.rider.rating} />
        <div className="shrink-0 text-right">
          <p className="text-2xl font-bold tracking-tight tabular-nums">
            {formatMoney(fare.estimate, fare.currency)}
          </p>
          <p className="text-xs text-muted-foreground">
            You earn{' '}
            <span className="font-semibold text-foreground">
              {formatMoney(fare.driverEarnings, fare.currency)}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <PaymentBadge method={request.paymentMethod} />
        <span className="text-muted-foreground">
          Pickup {formatDistance(request.pickupDistanceMeters)} away ·{' '}
          {formatDuration(request.pickupEtaSeconds)}
        </span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <span className="text-muted-foreground">
          Trip {formatDistance(request.tripDistanceMeters)} · {formatDuration(request.tripDurationSeconds)}
        </span>
      </div>
      <TripStops
        pickup={{ label: 'Pickup', address: request.pickup.address }}
        destination={{ label: 'Destination', address: request.destination.address }}
      />
      <PickupPointLine point={request.pickupPoint} />
      {request.note && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Note from the rider: </span>
          {request.note}
        </p>
      )}
    </div>
  );
}
