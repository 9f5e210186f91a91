import { adminSosAlertResponseSchema, type AdminSosAlert } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /admin/sos/:id/acknowledge: open -> acknowledged (409 SOS_STATUS_CONFLICT otherwise); returns the alert. */
export async function acknowledgeSos(
  alertId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminSosAlert> {
  const response = await http.post<unknown>(
    `/admin/sos/${encodeURIComponent(alertId)}/acknowledge`,
    undefined,
    {
      signal,
    },
  );
  return parseResponse(adminSosAlertResponseSchema, response).data;
}

/** Acknowledges (the variable is the alert's id), then invalidates every SOS list. */
export function useAcknowledgeSos(options: MutationHookOptions<AdminSosAlert, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminSosAlert, ApiClientError, string>({
    ...options,
    mutationFn: (alertId) => acknowledgeSos(alertId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.safety.sos() });
      await options.onSuccess?.(...args);
    },
  });
}
