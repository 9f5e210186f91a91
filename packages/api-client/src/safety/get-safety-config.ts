import { safetyConfigResponseSchema, type SafetyConfig } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /safety/config: the emergency number to offer a call to (the deployment's EMERGENCY_PHONE_NUMBER). */
export function getSafetyConfig(options?: RequestOptions): Promise<SafetyConfig> {
  return requestData(safetyConfigResponseSchema, GET('/safety/config'), options);
}

/** Set by the deployment: it does not change while an app runs. */
export const safetyConfigQueryOptions = () =>
  endpointQueryOptions(queryKeys.safety.config(), getSafetyConfig, { staleTime: Infinity });

export const useSafetyConfig = () => useQuery(safetyConfigQueryOptions());
