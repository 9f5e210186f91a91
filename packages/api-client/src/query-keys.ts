/**
 * Every TanStack Query key starts with one of the seed's cache tags (spec section 7: USER, RIDE, DRIVER), so
 * `invalidateQueries({ queryKey: queryKeys.user.all() })` reaches everything tagged as user data, like the seed's
 * `invalidatesTags(['USER'])`. Build keys only through this factory.
 */
export const QUERY_TAGS = { user: 'USER', ride: 'RIDE', driver: 'DRIVER' } as const;

export const queryKeys = {
  user: {
    all: () => [QUERY_TAGS.user] as const,
    me: () => [QUERY_TAGS.user, 'me'] as const,
  },
  ride: {
    all: () => [QUERY_TAGS.ride] as const,
  },
  driver: {
    all: () => [QUERY_TAGS.driver] as const,
  },
} as const;
