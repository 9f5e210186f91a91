import { desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { rideRatings } from '../../db/schema.ts';

export type RatingRow = typeof rideRatings.$inferSelect;
export type NewRating = Omit<typeof rideRatings.$inferInsert, 'id'>;
export type RatingParty = RatingRow['raterRole'];

/** The ride's ratings (at most one per side). */
export async function findRideRatings(db: Database, rideId: string): Promise<RatingRow[]> {
  return db.select().from(rideRatings).where(eq(rideRatings.rideId, rideId));
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
