import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rideOffers, rideRatings, rides } from '../../db/schema.ts';

/** The driver's answered offers since `since`: accepted, and all that ended by an answer or the countdown. */
export async function countOfferAnswers(
  db: Database,
  driverId: string,
  since: Date,
): Promise<{ accepted: number; answered: number }> {
  const [row] = await db
    .select({
      accepted: sql<number>`(count(*) filter (where ${eq(rideOffers.status, 'accepted')}))::int`,
      answered: sql<number>`count(*)::int`,
    })
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.driverId, driverId),
        inArray(rideOffers.status, ['accepted', 'declined', 'expired']),
        gte(rideOffers.createdAt, since),
      ),
    );
  return { accepted: row?.accepted ?? 0, answered: row?.answered ?? 0 };
}

/** Rides the user completed (as rider or driver), in [from, to) when a window is given (a driver's local day). */
export async function countCompletedRides(
  db: Database,
  user: { id: string; role: 'rider' | 'driver' },
  window?: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(rides)
    .where(
      and(
        user.role === 'driver' ? eq(rides.driverId, user.id) : eq(rides.riderId, user.id),
        eq(rides.status, 'completed'),
        window === undefined ? undefined : gte(rides.completedAt, window.from),
        window === undefined ? undefined : lt(rides.completedAt, window.to),
      ),
    );
  return row?.total ?? 0;
}

/** The stars a user gave: their total and count (averaged by the caller, rounded like every average). */
export async function sumStarsGiven(
  db: Database,
  raterId: string,
): Promise<{ totalStars: number; count: number }> {
  const [row] = await db
    .select({
      totalStars: sql<number>`coalesce(sum(${rideRatings.stars}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(rideRatings)
    .where(eq(rideRatings.raterId, raterId));
  return { totalStars: row?.totalStars ?? 0, count: row?.count ?? 0 };
}
