import type { Rating, RideRatings } from '@ridebook/validation';
import type { RatingParty, RatingRow } from './ratings.repository.ts';

/** Who is looking at a ride's ratings: one of its two parties, or an admin. */
export type RatingViewer = RatingParty | 'admin';

export function toRating(row: Pick<RatingRow, 'stars' | 'comment' | 'createdAt'>): Rating {
  return { stars: row.stars, comment: row.comment, createdAt: row.createdAt.toISOString() };
}

/**
 * A ride's ratings as `viewer` may see them: a party sees the content of the rating they gave and only whether
 * the other side rated (so neither can retaliate for a low rating); admins see both in full.
 */
export function toRideRatings(
  rows: readonly RatingRow[],
  viewer: RatingViewer,
  isCompleted: boolean,
): RideRatings {
  const side = (party: RatingParty) => {
    const row = rows.find((candidate) => candidate.raterRole === party);
    const isVisible = viewer === 'admin' || viewer === party;
    return { rated: row !== undefined, rating: row && isVisible ? toRating(row) : null };
  };
  const byRider = side('rider');
  const byDriver = side('driver');
  const hasRated = viewer === 'rider' ? byRider.rated : byDriver.rated;
  return { byRider, byDriver, canRate: viewer !== 'admin' && isCompleted && !hasRated };
}
