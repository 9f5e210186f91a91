import { cancellationPreviewResponseSchema, type CancellationPreview } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rides/:id/cancellation: what cancelling the ride now would cost the rider. */
export function getCancellationPreview(
  rideId: string,
  options?: RequestOptions,
): Promise<CancellationPreview> {
  return requestData(cancellationPreviewResponseSchema, GET(apiPath`/rides/${rideId}/cancellation`), options);
}

/**
 * The fee depends on the clock (the grace period runs out), so the preview is never kept: it is dropped as soon as
 * the confirmation closes and asked again the next time it opens.
 */
export function cancellationPreviewQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: queryKeys.ride.cancellation(rideId),
    queryFn: ({ signal }) => getCancellationPreview(rideId, { signal }),
    gcTime: 0,
    staleTime: 0,
  });
}

export function useCancellationPreview(rideId: string) {
  return useQuery(cancellationPreviewQueryOptions(rideId));
}
