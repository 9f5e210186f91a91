import {
  ERROR_CODES,
  MESSAGES,
  RATING_MESSAGES,
  pageInfo,
  type PageQuery,
  type RateRideData,
  type ReceivedRatings,
  type RideRatings,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { rideNotFound, findRide, type RideRow, type RidesService } from '../rides/index.ts';
import { toRating, toRideRatings, type RatingViewer } from './rating-view.ts';
import { NO_RATINGS, averageRatings } from '../rating-summaries/index.ts';
import { findReceivedRatings, findRideRatings, insertRating } from './ratings.repository.ts';

export type RatingsService = ReturnType<typeof createRatingsService>;

/**
 * Ratings both ways: after a completed ride its rider rates the driver and its driver rates the rider, once
 * each. A party sees what they gave and whether the other side rated; admins see both and may not rate.
 */
export function createRatingsService({
  db,
  clock,
  rides,
}: {
  db: Database;
  clock: Clock;
  /** Publishes the ride after a rating, so both parties' screens refresh. */
  rides: Pick<RidesService, 'publish'>;
}) {
  /** The caller's side of the ride; anyone else is told the ride does not exist (no probing of ids). */
  function viewerOf(user: AuthenticatedUser, ride: Pick<RideRow, 'riderId' | 'driverId'>): RatingViewer {
    if (user.role === 'admin') return 'admin';
    if (user.role === 'rider' && ride.riderId === user.id) return 'rider';
    if (user.role === 'driver' && ride.driverId === user.id) return 'driver';
    throw rideNotFound();
  }

  async function loadRide(id: string): Promise<RideRow> {
    const ride = await findRide(db, id);
    if (!ride) throw rideNotFound();
    return ride;
  }

  return {
    async rate(user: AuthenticatedUser, rideId: string, input: RateRideData): Promise<RideRatings> {
      const ride = await loadRide(rideId);
      const viewer = viewerOf(user, ride);
      if (viewer === 'admin') throw new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);
      if (ride.status !== 'completed' || ride.driverId === null) {
        throw new AppError(409, ERROR_CODES.RIDE_NOT_COMPLETED, RATING_MESSAGES.rideNotCompleted);
      }
      const inserted = await insertRating(db, {
        rideId,
        raterRole: viewer,
        raterId: user.id,
        rateeId: viewer === 'rider' ? ride.driverId : ride.riderId,
        stars: input.stars,
        comment: input.comment ?? null,
        createdAt: clock.now(),
      });
      if (!inserted) throw new AppError(409, ERROR_CODES.ALREADY_RATED, RATING_MESSAGES.alreadyRated);
      await rides.publish(rideId);
      return toRideRatings(await findRideRatings(db, rideId), viewer, true);
    },

    async forRide(user: AuthenticatedUser, rideId: string): Promise<RideRatings> {
      const ride = await loadRide(rideId);
      const viewer = viewerOf(user, ride);
      return toRideRatings(await findRideRatings(db, rideId), viewer, ride.status === 'completed');
    },

    /** The ratings the caller received, newest first, with their average and count; never who gave them. */
    async received(user: AuthenticatedUser, query: PageQuery): Promise<ReceivedRatings> {
      const [rows, averages] = await Promise.all([
        findReceivedRatings(db, user.id, query),
        averageRatings(db, [user.id]),
      ]);
      const summary = averages.get(user.id) ?? NO_RATINGS;
      return { data: rows.map(toRating), page: pageInfo(query, summary.count), summary };
    },
  };
}
