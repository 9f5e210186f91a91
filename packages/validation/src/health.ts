import { z } from 'zod';

/** GET /api/health/live and GET /api/health/ready. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
