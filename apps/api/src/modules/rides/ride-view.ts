import type { Ride } from '@ridebook/validation';
import type { RideDetails } from './rides.repository.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A ride as its participants and admins see it (the one shape of every ride answer and `ride.updated`). */
export function toRide({ ride, rider, driver, rated, tip, events }: RideDetails): Ride {
  return {
    id: ride.id,
    status: ride.status,
    pickup: { address: ride.pickupAddress, lat: ride.pickupLat, lng: ride.pickupLng },
    pickupPoint: ride.pickupPoint,
    destination: { address: ride.destinationAddress, lat: ride.destinationLat, lng: ride.destinationLng },
    distanceMeters: ride.distanceMeters,
    durationSeconds: ride.durationSeconds,
    route: ride.route,
    fare: { ...ride.fare, final: ride.finalFare },
    paymentMethod: ride.paymentMethod,
    note: ride.note,
    scheduledAt: iso(ride.scheduledAt),
    requestedAt: iso(ride.requestedAt),
    acceptedAt: iso(ride.acceptedAt),
    arrivedAt: iso(ride.arrivedAt),
    pickedUpAt: iso(ride.pickedUpAt),
    startedAt: iso(ride.startedAt),
    completedAt: iso(ride.completedAt),
    cancelledAt: iso(ride.cancelledAt),
    cancelledBy: ride.cancelledBy,
    cancellationReason: ride.cancellationReason,
    cancellationFee: ride.cancellationFee,
    cashCollectedAt: iso(ride.cashCollectedAt),
    tip,
    rider,
    driver,
    rated,
    events: events.map((event) => ({
      status: event.status,
      actor: event.actor,
      at: event.at.toISOString(),
      lat: event.lat,
      lng: event.lng,
      note: event.note,
    })),
    createdAt: ride.createdAt.toISOString(),
  };
}
