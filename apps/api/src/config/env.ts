import path from 'node:path';
import { z } from 'zod';

/** The repository's `apps` folder, where the four built front-ends live in one-origin mode. */
const DEFAULT_APPS_DIR = path.resolve(import.meta.dirname, '../../..');

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 1 to 65535')
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, 'must be a whole number from 1 to 65535');

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a PostgreSQL URL such as postgres://user:password@host:5432/database');

const commaSeparatedOrigins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
    'must be a comma-separated list of origins such as https://rider.example.com (scheme and host, no path)',
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APPS_DIR: z.string().min(1).default(DEFAULT_APPS_DIR),
  SERVE_APPS: booleanFlag.default(true),
  CORS_ORIGINS: commaSeparatedOrigins.default([]),
});

export type Env = z.infer<typeof envSchema>;

/** Thrown when the environment is invalid; its message is one readable line per problem. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses and validates the environment once, at start. Empty strings count as unset. */
export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const defined = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(defined);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = defined[name];
    const shown = name === 'DATABASE_URL' || given === undefined ? '' : ` (got "${given}")`;
    return `Invalid environment: ${name} ${issue.message}${shown}`;
  });
  throw new EnvError(lines.join('\n'));
}
