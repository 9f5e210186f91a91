// The rating-summaries feature's public surface: users' average stars and whether a ride was rated, read by
// rides, dispatch and the money summaries (apart from ratings, which depends on rides).
export {
  averageRatings,
  hasRated,
  NO_RATINGS,
  ratingOf,
  receivedStars,
  roundAverage,
} from './rating-summaries.ts';
