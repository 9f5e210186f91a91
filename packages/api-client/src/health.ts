import { healthResponseSchema, type HealthResponse } from '@ridebook/validation';
import type { AxiosInstance } from 'axios';

/** GET /api/health/ready: whether the API and its database answer. */
export async function getReadiness(http: AxiosInstance): Promise<HealthResponse> {
  const response = await http.get<unknown>('/health/ready', {
    validateStatus: (status) => status === 200 || status === 503,
  });
  return healthResponseSchema.parse(response.data);
}
