import { adminSosAlertResponseSchema, type AdminSosAlert, type ResolveSosInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

export type ResolveSosVariables = ResolveSosInput & { alertId: string };

/** POST /admin/sos/:id/resolve: open or acknowledged -> resolved, with what was done; returns the alert. */
export async function resolveSos(
  alertId: string,
  input: ResolveSosInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminSosAlert> {
  const response = await http.post<unknown>(`/admin/sos/${encodeURIComponent(alertId)}/resolve`, input, {
    signal,
  });
  return parseResponse(adminSosAlertResponseSchema, response).data;
}

/** Resolves, then invalidates every SOS list. */
export function useResolveSos(options: MutationHookOptions<AdminSosAlert, ResolveSosVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminSosAlert, ApiClientError, ResolveSosVariables>({
    ...options,
    mutationFn: ({ alertId, ...input }) => resolveSos(alertId, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.safety.sos() });
      await options.onSuccess?.(...args);
    },
  });
}
