import { DRIVER_ASSIGNED_STATUSES, ERROR_CODES, type RideStatus } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { rideNotFound, findRideDetails, type RideDetails, type RideParty } from '../rides/index.ts';

export type OwnRide = RideDetails & {
  /** The caller's side of the ride. */
  party: 'rider' | 'driver';
  /** The caller as the ride knows them (their name goes into the e-mails, their phone to the admins). */
  user: RideParty;
};

/**
 * The caller's own ride while a driver is on it (accepted, arrived, picked up, in transit): the time when sharing
 * the trip and SOS make sense. Someone else's ride answers 404 like a missing one; a ride of theirs that has no
 * driver yet or has ended answers 409 with `notInProgressMessage`.
 */
export async function findOwnRideInProgress(
  db: Database,
  user: AuthenticatedUser,
  rideId: string,
  notInProgressMessage: string,
): Promise<OwnRide> {
  const details = await findRideDetails(db, rideId);
  if (!details) throw rideNotFound();
  const { ride, rider, driver } = details;
  let own: OwnRide;
  if (user.role === 'rider' && ride.riderId === user.id) own = { ...details, party: 'rider', user: rider };
  else if (user.role === 'driver' && driver !== null && ride.driverId === user.id)
    own = { ...details, party: 'driver', user: driver };
  else throw rideNotFound();
  if (!(DRIVER_ASSIGNED_STATUSES as readonly RideStatus[]).includes(ride.status)) {
    throw new AppError(409, ERROR_CODES.RIDE_NOT_IN_PROGRESS, notInProgressMessage);
  }
  return own;
}
