import { rideRefundResponseSchema, type RefundRideInput, type RideRefund } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

export type RefundRideVariables = RefundRideInput & { rideId: string };

/**
 * POST /admin/rides/:id/refund: an admin refunds all or part of a completed ride's fare, or with `purpose: 'tip'`
 * its tip, to the rider's wallet or card (audited). 409 REFUND_NOT_ALLOWED says why (more than is left, not
 * completed, not paid by card, no tip).
 */
export async function refundRide(
  rideId: string,
  input: RefundRideInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<RideRefund> {
  const response = await http.post<unknown>(`/admin/rides/${encodeURIComponent(rideId)}/refund`, input, {
    signal,
  });
  return parseResponse(rideRefundResponseSchema, response).data;
}

/** Refunds, then invalidates the ride (with its receipt), the ride lists and the audit log. */
export function useRefundRide(options: MutationHookOptions<RideRefund, RefundRideVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<RideRefund, ApiClientError, RefundRideVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => refundRide(rideId, input),
    onSuccess: async (...args) => {
      const [refund] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(refund.rideId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
