import { healthResponseSchema, type HealthResponse } from '@ridebook/validation';
import type { RequestOptions } from './http-client.ts';
import { sendRequest } from './request.ts';

/** GET /api/health/ready: whether the API and its database answer. */
export async function getReadiness(options?: RequestOptions): Promise<HealthResponse> {
  const validateStatus = (status: number) => status === 200 || status === 503;
  const response = await sendRequest({ path: '/health/ready', validateStatus }, options);
  return healthResponseSchema.parse(response.data);
}
