import { trackViewResponseSchema, type TrackView } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** How often a shared trip's page asks again while the ride goes on (it has no socket: it is public). */
export const TRACK_VIEW_REFRESH_MS = 10_000;

/** GET /track/:token: a shared trip, read-only and without sign-in; 404 TRIP_LINK_INVALID for a dead link. */
export function getTrackView(token: string, options?: RequestOptions): Promise<TrackView> {
  return requestData(trackViewResponseSchema, GET(apiPath`/track/${token}`), options);
}

/** Refreshed every TRACK_VIEW_REFRESH_MS until the ride has ended (or the link stopped working). */
export function trackViewQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.safety.track(token),
    queryFn: ({ signal }) => getTrackView(token, { signal }),
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data?.endedAt != null ? false : TRACK_VIEW_REFRESH_MS,
  });
}

export function useTrackView(token: string) {
  return useQuery(trackViewQueryOptions(token));
}
