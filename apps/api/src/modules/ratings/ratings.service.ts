import {
  ERROR_CODES,
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
import { type RidesService, findRide } from '../rides/index.ts';
import { toRating, toRideRatings } from './rating-view.ts';
import { NO_RATINGS, averageRatings } from '../rating-summaries/index.ts';
import { findReceivedRatings, findRideRatings, insertRating } from './ratings.repository.ts';
import { authorizeRide } from '../access/index.ts';

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
  return {
    async rate(user: AuthenticatedUser, rideId: string, input: RateRideData): Promise<RideRatings> {
      const { ride, relation: viewer } = authorizeRide(user, await findRide(db, rideId), 'rating.give');
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
      const { ride, relation: viewer } = authorizeRide(user, await findRide(db, rideId), 'rating.read');
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
