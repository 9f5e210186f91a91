import { z } from 'zod';
import { MAIL_DELIVERIES } from './admin-mail.ts';

/** A dependency's state: answering, not answering, or not configured (no REDIS_URL: one process, in memory). */
export const DEPENDENCY_STATUSES = ['ok', 'failed', 'not-configured'] as const;
export type DependencyStatus = (typeof DEPENDENCY_STATUSES)[number];

/** The adapters this deployment runs with, chosen by its environment (README "Configuration"). */
export const systemAdaptersSchema = z.object({
  database: z.enum(['postgres', 'pglite']),
  events: z.enum(['memory', 'redis']),
  mail: z.enum(MAIL_DELIVERIES),
  storage: z.enum(['local', 's3']),
  payments: z.enum(['sandbox', 'stripe']),
});
export type SystemAdapters = z.infer<typeof systemAdaptersSchema>;

/** An API process, as its last heartbeat described it. */
export const systemProcessSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The process that answered this request. */
  isCurrent: z.boolean(),
});
export type SystemProcess = z.infer<typeof systemProcessSchema>;

/**
 * One sampling interval of the key metrics, summed over the processes online (rates and counts) or their worst
 * (p95 latency, event-loop lag: percentiles cannot be added).
 */
export const systemSampleSchema = z.object({
  at: z.iso.datetime(),
  requestsPerSecond: z.number().nonnegative(),
  /** Null when no request was answered in the interval. */
  p95LatencyMs: z.number().nonnegative().nullable(),
  websockets: z.object({ rider: z.number().int(), driver: z.number().int(), admin: z.number().int() }),
  offers: z.object({ sent: z.number().int(), accepted: z.number().int(), expired: z.number().int() }),
  eventLoopLagMs: z.number().nonnegative(),
});
export type SystemSample = z.infer<typeof systemSampleSchema>;

/** GET /api/admin/system: the admin System page (docs/decisions/022-operating-ridebook.md). Admins only. */
export const adminSystemResponseSchema = z.object({
  checks: z.object({
    database: z.enum(DEPENDENCY_STATUSES),
    redis: z.enum(DEPENDENCY_STATUSES),
    migrations: z.enum(DEPENDENCY_STATUSES),
  }),
  adapters: systemAdaptersSchema,
  processes: z.array(systemProcessSchema),
  /** Oldest first, one every `sampleSeconds`. */
  samples: z.array(systemSampleSchema),
  sampleSeconds: z.number().int().min(1),
});
export type AdminSystemResponse = z.infer<typeof adminSystemResponseSchema>;
