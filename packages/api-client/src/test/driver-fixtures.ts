import {
  availabilitySchema,
  openRideRequestSchema,
  rideOfferSchema,
  type Availability,
  type OpenRideRequest,
  type RideOffer,
} from '@ridebook/validation';
import { RIDE_ID, RIDE_RIDER, rideAt } from './ride-fixtures.ts';

/* What the driver's side of the API answers about the demo ride (./ride-fixtures.ts), parsed by the real schemas. */

/** An ISO instant `seconds` from now: offers count down against the real clock. */
export function secondsFromNow(seconds: number): string {
  return new Date(Date.now() + seconds * 1_000).toISOString();
}

/** The demo ride offered to Dan, 1.2 km away: $8.72 of its $12.40 is his (the fare less the fee, less 20%). */
export function anOffer(overrides: Partial<RideOffer> = {}, secondsLeft = 15): RideOffer {
  const ride = rideAt('requested');
  return rideOfferSchema.parse({
    id: 'offer-1',
    rideId: RIDE_ID,
    pickup: ride.pickup,
    pickupPoint: ride.pickupPoint,
    destination: ride.destination,
    pickupDistanceMeters: 1_240,
    pickupEtaSeconds: 190,
    tripDistanceMeters: ride.distanceMeters,
    tripDurationSeconds: ride.durationSeconds,
    fare: { currency: ride.fare.currency, estimate: ride.fare.estimate, driverEarnings: 872 },
    paymentMethod: ride.paymentMethod,
    rider: { name: RIDE_RIDER.name, rating: RIDE_RIDER.rating },
    note: ride.note,
    expiresAt: secondsFromNow(secondsLeft),
    ...overrides,
  });
}

/** The same ride as an open request near the driver: no countdown, the time it was booked. */
export function anOpenRequest(overrides: Partial<OpenRideRequest> = {}): OpenRideRequest {
  const { id: _id, expiresAt: _expiresAt, ...offer } = anOffer();
  return openRideRequestSchema.parse({
    ...offer,
    requestedAt: rideAt('requested').requestedAt,
    ...overrides,
  });
}

/** A driver who may go online but has not. */
export function anAvailability(overrides: Partial<Availability> = {}): Availability {
  return availabilitySchema.parse({
    online: false,
    onlineSince: null,
    secondsOnlineToday: 0,
    lastPositionAt: null,
    activeRideId: null,
    canGoOnline: true,
    blockedReason: null,
    ...overrides,
  });
}

/** Online for the last 65 minutes, with a fresh position. */
export function anOnlineAvailability(overrides: Partial<Availability> = {}): Availability {
  return anAvailability({
    online: true,
    onlineSince: secondsFromNow(-65 * 60),
    secondsOnlineToday: 65 * 60,
    lastPositionAt: secondsFromNow(0),
    ...overrides,
  });
}
