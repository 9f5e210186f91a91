import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery, RatingSummary } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { rideRatings } from '../../db/schema.ts';

export type RatingRow = typeof rideRatings.$inferSelect;
export type NewRating = Omit<typeof rideRatings.$inferInsert, 'id'>;
export type RatingParty = RatingRow['raterRole'];

/** What a user without any rating shows. */
export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/** An average of whole stars, rounded half up to 2 decimals. */
export function roundAverage(totalStars: number, count: number): number {
  return Math.round((totalStars * 100) / count) / 100;
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

/** The ride's ratings (at most one per side). */
export async function findRideRatings(db: Database, rideId: string): Promise<RatingRow[]> {
  return db.select().from(rideRatings).where(eq(rideRatings.rideId, rideId));
}

/** Which sides have rated the ride. */
export async function findRaterParties(db: Database, rideId: string): Promise<RatingParty[]> {
  const rows = await db
    .select({ raterRole: rideRatings.raterRole })
    .from(rideRatings)
    .where(eq(rideRatings.rideId, rideId));
  return rows.map((row) => row.raterRole);
}

/**
 * Stores the rating unless this side already rated the ride (`ride_ratings_ride_rater_idx`); `undefined` means
 * it had, whether by an earlier request or one racing this one.
 */
export async function insertRating(db: Database, values: NewRating): Promise<RatingRow | undefined> {
  const [row] = await db
    .insert(rideRatings)
    .values(values)
    .onConflictDoNothing({ target: [rideRatings.rideId, rideRatings.raterRole] })
    .returning();
  return row;
}

/** One page of the ratings a user received, newest first: content only. */
export async function findReceivedRatings(db: Database, rateeId: string, page: PageQuery) {
  return db
    .select({ stars: rideRatings.stars, comment: rideRatings.comment, createdAt: rideRatings.createdAt })
    .from(rideRatings)
    .where(eq(rideRatings.rateeId, rateeId))
    .orderBy(desc(rideRatings.createdAt), desc(rideRatings.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}
