import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';

export const RATING_LIMITS = { minStars: 1, maxStars: 5, commentMax: 500 } as const;

export const RATING_MESSAGES = {
  starsInvalid: `Choose a rating from ${RATING_LIMITS.minStars} to ${RATING_LIMITS.maxStars} stars`,
  commentTooLong: `Comments can be at most ${RATING_LIMITS.commentMax} characters`,
  rideNotCompleted: 'You can rate a ride only after it is completed',
  alreadyRated: 'You have already rated this ride',
} as const;

/** Whole stars only: a half star is not a choice the form offers, so 2.5 is refused like 0 or 6. */
const starsField = z
  .number({ error: RATING_MESSAGES.starsInvalid })
  .int({ error: RATING_MESSAGES.starsInvalid, abort: true })
  .min(RATING_LIMITS.minStars, { error: RATING_MESSAGES.starsInvalid })
  .max(RATING_LIMITS.maxStars, { error: RATING_MESSAGES.starsInvalid });

/** Optional; trimmed, and an empty comment (or null) is no comment. */
const commentField = z
  .string()
  .trim()
  .max(RATING_LIMITS.commentMax, { error: RATING_MESSAGES.commentTooLong })
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** POST /api/rides/:id/rating: the rider rates the driver, the driver rates the rider, once each. */
export const rateRideSchema = z.object({ stars: starsField, comment: commentField });
export type RateRideInput = z.input<typeof rateRideSchema>;
export type RateRideData = z.output<typeof rateRideSchema>;

/** One rating's content. */
export const ratingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** One direction of a ride's ratings: whether it was given, and its content when the caller may see it. */
export const rideRatingSideSchema = z.object({
  rated: z.boolean(),
  /** The rater themself and admins see the content; the other participant only sees `rated`. */
  rating: ratingSchema.nullable(),
});
export type RideRatingSide = z.infer<typeof rideRatingSideSchema>;

/** GET /api/rides/:id/ratings (and the answer of POST .../rating). */
export const rideRatingsSchema = z.object({
  /** The rider's rating of the driver. */
  byRider: rideRatingSideSchema,
  /** The driver's rating of the rider. */
  byDriver: rideRatingSideSchema,
  /** True when the caller is a participant of a completed ride who has not rated it yet. */
  canRate: z.boolean(),
});
export type RideRatings = z.infer<typeof rideRatingsSchema>;
export const rideRatingsResponseSchema = z.object({ data: rideRatingsSchema });

/** A user's average stars received (rounded to 2 decimals; null before the first rating) and how many. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /api/user/me/ratings?page&pageSize: newest first. */
export const receivedRatingsQuerySchema = pageQuerySchema;
/** What a client asks for (query strings arrive as text; the schema coerces them). */
export type ReceivedRatingsQuery = QueryParams<typeof receivedRatingsQuerySchema>;

/** Ratings the signed-in rider or driver received: content only, never who gave them or on which ride. */
export const receivedRatingsResponseSchema = pageResponseSchema(ratingSchema).extend({
  summary: ratingSummarySchema,
});
export type ReceivedRatings = z.infer<typeof receivedRatingsResponseSchema>;
