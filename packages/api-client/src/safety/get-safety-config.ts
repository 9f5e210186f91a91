import { safetyConfigResponseSchema, type SafetyConfig } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /safety/config: the emergency number to offer a call to (the deployment's EMERGENCY_PHONE_NUMBER). */
export function getSafetyConfig(options?: RequestOptions): Promise<SafetyConfig> {
  return requestData(safetyConfigResponseSchema, GET('/safety/config'), options);
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
