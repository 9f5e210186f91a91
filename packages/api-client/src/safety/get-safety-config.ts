import { safetyConfigResponseSchema, type SafetyConfig } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /safety/config: the emergency number to offer a call to (the deployment's EMERGENCY_PHONE_NUMBER). */
export async function getSafetyConfig({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<SafetyConfig> {
  const response = await http.get<unknown>('/safety/config', { signal });
  return parseResponse(safetyConfigResponseSchema, response).data;
}

/** Set by the deployment: it does not change while an app runs. */
export function safetyConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.safety.config(),
    queryFn: ({ signal }) => getSafetyConfig({ signal }),
    staleTime: Infinity,
  });
}

export function useSafetyConfig() {
  return useQuery(safetyConfigQueryOptions());
}
