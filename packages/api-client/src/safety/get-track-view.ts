import { trackViewResponseSchema, type TrackView } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
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
export const trackViewQueryOptions = (token: string) =>
  endpointQueryOptions(queryKeys.safety.track(token), (options) => getTrackView(token, options), {
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data?.endedAt != null ? false : TRACK_VIEW_REFRESH_MS,
  });

export const useTrackView = (token: string) => useQuery(trackViewQueryOptions(token));
