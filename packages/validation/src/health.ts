import { z } from 'zod';

/** GET /api/health/live and GET /api/health/ready. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Every error body the API sends: `{ message, code, errors?: [{ path, message }] }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
