import { healthResponseSchema, type HealthResponse } from '@ridebook/validation';
import { getHttpClient, type RequestOptions } from './http-client.ts';

/** GET /api/health/ready: whether the API and its database answer. */
export async function getReadiness({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<HealthResponse> {
  const response = await http.get<unknown>('/health/ready', {
    signal,
    validateStatus: (status) => status === 200 || status === 503,
  });
  return healthResponseSchema.parse(response.data);
}
