import { rideRefundResponseSchema, type RefundRideInput, type RideRefund } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

export type RefundRideVariables = RefundRideInput & { rideId: string };

/**
 * POST /admin/rides/:id/refund: an admin refunds all or part of a completed ride's fare, or with `purpose: 'tip'`
 * its tip, to the rider's wallet or card (audited). 409 REFUND_NOT_ALLOWED says why (more than is left, not
 * completed, not paid by card, no tip).
 */
export function refundRide(
  rideId: string,
  input: RefundRideInput,
  options?: RequestOptions,
): Promise<RideRefund> {
  return requestData(rideRefundResponseSchema, POST(apiPath`/admin/rides/${rideId}/refund`, input), options);
}

/** Refunds, then invalidates the ride (with its receipt), the ride lists and the audit log. */
export function useRefundRide(options: MutationHookOptions<RideRefund, RefundRideVariables> = {}) {
  return useEndpointMutation(({ rideId, ...input }) => refundRide(rideId, input), options, {
    onSuccess: (queryClient, refund) =>
      invalidate(
        queryClient,
        queryKeys.ride.detail(refund.rideId),
        queryKeys.ride.lists(),
        queryKeys.audit.all(),
      ),
  });
}
