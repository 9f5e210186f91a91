import { adminSosAlertResponseSchema, type AdminSosAlert, type ResolveSosInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

export type ResolveSosVariables = ResolveSosInput & { alertId: string };

/** POST /admin/sos/:id/resolve: open or acknowledged -> resolved, with what was done; returns the alert. */
export function resolveSos(
  alertId: string,
  input: ResolveSosInput,
  options?: RequestOptions,
): Promise<AdminSosAlert> {
  return requestData(
    adminSosAlertResponseSchema,
    POST(apiPath`/admin/sos/${alertId}/resolve`, input),
    options,
  );
}

/** Resolves, then invalidates every SOS list. */
export function useResolveSos(options: MutationHookOptions<AdminSosAlert, ResolveSosVariables> = {}) {
  return useEndpointMutation(({ alertId, ...input }) => resolveSos(alertId, input), options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.safety.sos()),
  });
}
