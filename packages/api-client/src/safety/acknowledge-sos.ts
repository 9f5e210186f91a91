import { adminSosAlertResponseSchema, type AdminSosAlert } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /admin/sos/:id/acknowledge: open -> acknowledged (409 SOS_STATUS_CONFLICT otherwise); returns the alert. */
export function acknowledgeSos(alertId: string, options?: RequestOptions): Promise<AdminSosAlert> {
  return requestData(adminSosAlertResponseSchema, POST(apiPath`/admin/sos/${alertId}/acknowledge`), options);
}

/** Acknowledges (the variable is the alert's id), then invalidates every SOS list. */
export function useAcknowledgeSos(options: MutationHookOptions<AdminSosAlert, string> = {}) {
  return useEndpointMutation(acknowledgeSos, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.safety.sos()),
  });
}
