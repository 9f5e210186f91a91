import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RatingSummary } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { qualified } from '../../db/qualified.ts';
import { rideRatings } from '../../db/schema.ts';

/** The side of a ride that gave a rating. */
type RatingParty = (typeof rideRatings.$inferSelect)['raterRole'];

/** What a user without any rating shows. */
export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/** An average of whole stars, rounded half up to 2 decimals. */
export function roundAverage(totalStars: number, count: number): number {
  return Math.round((totalStars * 100) / count) / 100;
}

/**
 * The stars a user received, as two scalar subqueries over `ride_ratings_ratee_idx` for use inside another query
 * (`userId` is that query's column): their sum (null when never rated) and how many. Round with `ratingOf`.
 */
export function receivedStars(userId: AnyColumn): { total: SQL<number | null>; count: SQL<number> } {
  const of = (aggregate: SQL) =>
    sql`(select ${aggregate} from ${rideRatings} where ${qualified(rideRatings.rateeId)} = ${qualified(userId)})`;
  return {
    total: of(sql`sum(${qualified(rideRatings.stars)})::int`) as SQL<number | null>,
    count: of(sql`count(*)::int`) as SQL<number>,
  };
}

/** What `receivedStars` read, as a summary. */
export function ratingOf(total: number | null, count: number): RatingSummary {
  return total === null || count === 0 ? NO_RATINGS : { average: roundAverage(total, count), count };
}

/**
 * Whether the ride's `role` side has rated it: a subquery over `ride_ratings_ride_rater_idx` for use inside a
 * query of `rides` (`rideId` is its column).
 */
export function hasRated(rideId: AnyColumn, role: RatingParty): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${rideRatings} where ${qualified(rideRatings.rideId)} = ${qualified(rideId)} and ${qualified(rideRatings.raterRole)} = ${role})`;
}

/**
 * Each user's average stars received and how many ratings it is of: one aggregate over `ride_ratings_ratee_idx`
 * for all of them. Every requested id is in the answer (`NO_RATINGS` for those never rated). The sums stay
 * integers in SQL and are rounded here, so every database rounds the same way.
 */
export async function averageRatings(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(userIds)];
  const averages = new Map<string, RatingSummary>(ids.map((id) => [id, NO_RATINGS]));
  if (ids.length === 0) return averages;
  const rows = await db
    .select({
      rateeId: rideRatings.rateeId,
      totalStars: sql<number>`sum(${rideRatings.stars})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(rideRatings)
    .where(inArray(rideRatings.rateeId, ids))
    .groupBy(rideRatings.rateeId);
  for (const row of rows) {
    averages.set(row.rateeId, { average: roundAverage(row.totalStars, row.count), count: row.count });
  }
  return averages;
}
