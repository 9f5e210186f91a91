import { ERROR_CODES, isDriverAssignedStatus } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { type RideDetails, type RideParty, rideNotFound, findRideDetails } from '../rides/index.ts';
import { authorizeRide } from '../access/index.ts';

export type OwnRide = RideDetails & {
  /** The caller's side of the ride. */
  party: 'rider' | 'driver';
  /** The caller as the ride knows them (their name goes into the e-mails, their phone to the admins). */
  user: RideParty;
};

/**
 * The caller's own ride while a driver is on it (accepted, arrived, picked up, in transit): the time when sharing
 * the trip and SOS make sense. Who may act is the access policy's (someone else's ride answers 404 like a missing
 * one); a ride of theirs that has no driver yet or has ended answers 409 with `notInProgressMessage`.
 */
export async function findOwnRideInProgress(
  db: Database,
  user: AuthenticatedUser,
  rideId: string,
  action: 'sos.raise' | 'share.create',
  notInProgressMessage: string,
): Promise<OwnRide> {
  const details = await findRideDetails(db, rideId);
  if (!details) throw rideNotFound();
  const { relation: party } = authorizeRide(user, details.ride, action);
  const partyUser = party === 'rider' ? details.rider : details.driver;
  if (partyUser === null) throw rideNotFound();
  const own: OwnRide = { ...details, party, user: partyUser };
  const { ride } = details;
  if (!isDriverAssignedStatus(ride.status)) {
    throw new AppError(409, ERROR_CODES.RIDE_NOT_IN_PROGRESS, notInProgressMessage);
  }
  return own;
}
