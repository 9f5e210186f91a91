import { aCancelledRide, aCompletedRide, rideListRowOf } from '@ridebook/api-client/testing';
import { riderRideRowSchema, type Ride, type RiderRideRow } from '@ridebook/validation';

/*
 * The rider app's own test data. The demo ride itself (places, quote, ride at each step) comes from
 * '@ridebook/api-client/testing', shared with the driver app and the client.
 */

// The SOS tests (features/safety) still import these from here.
export { aCompletedRide, anAcceptedRide, aRequestedRide, RIDE_ID } from '@ridebook/api-client/testing';

/** The accepted ride, cancelled by its rider after the grace period: a $5.00 fee. */
export function aRiderCancelledRide(overrides: Partial<Ride> = {}): Ride {
  return aCancelledRide({ cancellationFee: 500, ...overrides });
}

/** The completed demo ride as a row of the rider's history. */
export function aRiderRideRow(overrides: Partial<RiderRideRow> = {}): RiderRideRow {
  const ride = aCompletedRide();
  return riderRideRowSchema.parse({
    ...rideListRowOf(ride),
    driverName: ride.driver?.name ?? null,
    ...overrides,
  });
}
