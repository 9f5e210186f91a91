import { cancellationPreviewResponseSchema, type CancellationPreview } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
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
export const cancellationPreviewQueryOptions = (rideId: string) =>
  endpointQueryOptions(
    queryKeys.ride.cancellation(rideId),
    (options) => getCancellationPreview(rideId, options),
    { gcTime: 0, staleTime: 0 },
  );

export const useCancellationPreview = (rideId: string) => useQuery(cancellationPreviewQueryOptions(rideId));
