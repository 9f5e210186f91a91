import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { canonicalTimeZone } from '@ridebook/validation';
import {
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  mapAttribution,
  mapStyleUrl,
  mapTileUrl,
} from '../modules/map/index.ts';

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

/** A whole number from `min` to `max`, given as a string. */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

const absoluteHttpUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL such as https://ridebook.example.com')
  .transform((value) => value.replace(/\/+$/, ''));

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465');

const redisUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a Redis URL such as redis://127.0.0.1:6379');

/** A local emergency number (911, 112, 999, 000...): digits, optionally a leading + and spaces or hyphens. */
const emergencyPhoneNumber = z
  .string()
  .trim()
  .max(20, { error: 'must be a phone number such as 911 or 112', abort: true })
  .regex(/^\+?\d(?:[\d\s-]*\d)?$/, 'must be a phone number such as 911 or 112');

const TIME_ZONE_MESSAGE = 'must be an IANA time zone such as America/Los_Angeles or Europe/London';

/** An IANA time zone the runtime knows, kept as its canonical name (`utc` -> `UTC`). */
const timeZoneName = z
  .string()
  .trim()
  .transform((value, context) => {
    const canonical = canonicalTimeZone(value);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  });

/** proxy-addr's names of address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  'must be the number of proxies in front of the API (0 for none) or a comma-separated list of their addresses such as 127.0.0.1,10.0.0.0/8';

/**
 * Which proxies' X-Forwarded-For / -Proto / -Host the API believes: a hop count (`1`: the one load balancer in front
 * of it) or the proxies' addresses and CIDR ranges. Never "every address": a client could then claim any address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    } else {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    }
    context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

/** The demo city's simulated drivers when demo data is on. */
const DEFAULT_SIMULATED_DRIVERS = 30;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty` (readable lines) or `json`. Unset: pretty in development on a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),

    // Operating it (README "Operating RideBook").
    /** Bearer token that reads /api/metrics on the public port. Unset: metrics only on METRICS_PORT. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
    /** A second, internal port answering /metrics (and /api/metrics) without a token. Unset: none. */
    METRICS_PORT: port.optional(),
    /** The interface of METRICS_PORT: this machine only unless told otherwise. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APPS_DIR: z.string().min(1).default(DEFAULT_APPS_DIR),
    SERVE_APPS: booleanFlag.default(true),
    CORS_ORIGINS: commaSeparatedOrigins.default([]),
    /** The proxies whose forwarded headers are believed (client address, scheme). Unset: none (required in production). */
    TRUST_PROXY: trustProxy.optional(),

    // Connection limits (README "Configuration"): a slow or idle client cannot hold a socket.
    /** The whole request (headers and body) must arrive within this; Node's 300 s default is off under Fastify. */
    HTTP_REQUEST_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(30_000),
    /** The request headers must arrive within this (Node's default 60 s lets slow-header clients hold sockets). */
    HTTP_HEADERS_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(10_000),
    /** An idle kept-alive connection closes after this; keep it above the load balancer's idle timeout. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber(1_000, 600_000).default(72_000),
    /** A socket with no traffic at all closes after this (WebSockets excepted: they ping). */
    HTTP_IDLE_TIMEOUT_MS: wholeNumber(1_000, 3_600_000).default(120_000),
    /** Open WebSockets per user; a new one beyond it closes the user's oldest (code 4008). */
    WS_MAX_SOCKETS_PER_USER: wholeNumber(1, 100).default(5),

    // Accounts and sessions (docs: README "Environment").
    /** Signs access tokens (HS256). Unset: a random secret is generated once and kept in the database. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    ACCESS_TOKEN_TTL_SECONDS: wholeNumber(1, 86_400).default(900),
    /**
     * How long a request may reuse the checked state of its session and account without reading the database
     * again; every sign-out, password change, block or suspension empties it in all processes at once. 0: off.
     */
    AUTH_CACHE_TTL_MS: wholeNumber(0, 60_000).default(5_000),
    /** How long a remembered session lasts without use; a session without remember-me lasts a day. */
    REFRESH_TOKEN_TTL_DAYS: wholeNumber(1, 365).default(30),
    /** Wrong passwords for one account from all addresses per window before every address waits from its first. */
    LOGIN_RATE_LIMIT_PER_ACCOUNT: wholeNumber(1, 100_000).default(10),
    /** Wrong passwords from one address for one account before its delays start (1 s, doubling). */
    LOGIN_FREE_FAILURES: wholeNumber(0, 1_000).default(5),
    /** The longest sign-in delay. */
    LOGIN_MAX_DELAY_MINUTES: wholeNumber(1, 1_440).default(15),
    LOGIN_RATE_LIMIT_PER_IP: wholeNumber(1, 100_000).default(100),
    LOGIN_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(1, 1_440).default(15),
    PASSWORD_RESET_TTL_MINUTES: wholeNumber(1, 1_440).default(30),
    /** Place searches and fare estimates per address per minute for visitors who are not signed in. */
    PUBLIC_RATE_LIMIT_PER_MINUTE: wholeNumber(1, 100_000).default(60),
    /**
     * Where the public site lives: the base of every link the API makes (e-mails, trip links). Required in
     * production; elsewhere `http://localhost:<PORT>` (or HOST when it names one interface). Never the request's.
     */
    PUBLIC_SITE_URL: absoluteHttpUrl.optional(),
    /** Send e-mail through this SMTP server. Unset: e-mail goes to the database outbox (admins read it). */
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: z.string().min(3).default('RideBook <no-reply@ridebook.demo>'),
    /** Creates the demo accounts on a start with no users. Default: on, except in production. */
    SEED_DEMO_DATA: booleanFlag.optional(),

    // The ride engine (docs: README "Environment", docs/decisions/006-ride-engine.md).
    /** Geo index and event bus in Redis, for several API processes. Unset: in-process (one process). */
    REDIS_URL: redisUrl.optional(),
    /** Prefix of this deployment's Redis keys and channels, so several can share one server. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, colons, dots or hyphens')
      .default('rb:'),
    PLACES_PROVIDER: z.enum(['builtin', 'photon', 'nominatim']).default('builtin'),
    /** Base URL of the Photon or Nominatim server (required with those providers). */
    PLACES_URL: absoluteHttpUrl.optional(),
    // The apps' maps (README "Maps", docs/decisions/033): a vector style, else raster tiles, else a plain basemap.
    /** A MapLibre style URL (OpenFreeMap, a self-hosted Protomaps style). Unset: the raster tiles. */
    MAP_STYLE_URL: mapStyleUrl.optional(),
    /** A style drawn for the dark theme (the apps then do not invert the map's colours). Unset: MAP_STYLE_URL's. */
    MAP_STYLE_URL_DARK: mapStyleUrl.optional(),
    /** Raster tiles ({z}/{x}/{y}): the map without a style, and the fallback when the style cannot load. */
    MAP_TILE_URL: mapTileUrl.default(OSM_TILE_URL),
    /** The credit line shown on the map (HTML), the tile provider's. */
    MAP_ATTRIBUTION: mapAttribution.default(OSM_ATTRIBUTION),
    ROUTING_PROVIDER: z.enum(['builtin', 'osrm']).default('builtin'),
    /** Base URL of the OSRM server (required with ROUTING_PROVIDER=osrm). */
    ROUTING_URL: absoluteHttpUrl.optional(),
    /** The built-in router: straight-line distance x this factor, driven at CITY_SPEED_KMH. */
    ROUTE_DETOUR_FACTOR: z.coerce
      .number()
      .min(1, 'must be a number from 1 to 3')
      .max(3, 'must be a number from 1 to 3')
      .default(1.3),
    CITY_SPEED_KMH: wholeNumber(5, 120).default(25),
    /** How often each process looks for due dispatch work (next offer batch, scheduled rides); 0 turns it off. */
    DISPATCH_INTERVAL_MS: wholeNumber(0, 60_000).default(1_000),
    /** Simulated drivers moving around the demo city. Default: on when demo data is seeded. */
    SIMULATED_DRIVERS: wholeNumber(0, 500).optional(),

    /**
     * The operator's time zone: where the reports' days, weeks and months begin (drivers' earnings and "today",
     * the admin's analytics and exports) until a ride's city says otherwise (docs/decisions/023).
     */
    DEFAULT_TIME_ZONE: timeZoneName.default('America/Los_Angeles'),

    // Safety (docs: README "Environment").
    /** The police / emergency number the apps offer to call during an SOS. */
    EMERGENCY_PHONE_NUMBER: emergencyPhoneNumber.default('911'),

    // Payments (docs: README "Configuration", docs/decisions/008-payments.md).
    /** The card provider: the built-in sandbox (test cards, no money moves) or Stripe. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /** Stripe's secret key (sk_test_... or sk_live_...); required with PAYMENT_PROVIDER=stripe. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key such as sk_test_...')
      .optional(),
    /** Stripe's publishable key (pk_test_... or pk_live_...): the rider app's Payment Element uses it. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key such as pk_test_...')
      .optional(),
    /** The signing secret of the webhook endpoint (whsec_...): events without its signature are refused. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret such as whsec_...')
      .optional(),
    /** Where Stripe's API answers (a local stand-in in tests). */
    STRIPE_API_BASE: absoluteHttpUrl.default('https://api.stripe.com'),
    /** How drivers are paid: the built-in sandbox (offline, no money moves) or Stripe Connect (Express accounts). */
    PAYOUT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),

    // Driver documents (docs: README "Configuration", docs/decisions/020-driver-documents.md).
    /** S3-compatible object storage for drivers' documents. Unset: a private folder under DATA_DIR. */
    DOCUMENTS_S3_BUCKET: z.string().trim().min(3).optional(),
    /** The object storage's endpoint (MinIO, R2, ...); unset: AWS S3 of DOCUMENTS_S3_REGION. */
    DOCUMENTS_S3_ENDPOINT: absoluteHttpUrl.optional(),
    DOCUMENTS_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    DOCUMENTS_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted servers need. */
    DOCUMENTS_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /**
     * Settlement workers in this process (docs/decisions/021): jobs from the durable queue run at the card provider
     * at once. 0: this process only queues settlements and another process (or a later start) runs them.
     */
    SETTLEMENT_WORKERS: wholeNumber(0, 20).default(1),
    /** How many times a failing settlement is tried again (with exponential backoff) before an admin must retry it. */
    SETTLEMENT_RETRY_LIMIT: wholeNumber(0, 50).default(8),
    /** The first retry's delay in seconds; each next one doubles, up to an hour. */
    SETTLEMENT_RETRY_DELAY_SECONDS: wholeNumber(1, 3_600).default(30),
  })
  .superRefine((env, context) => {
    if (env.PLACES_PROVIDER !== 'builtin' && env.PLACES_URL === undefined)
      context.addIssue({
        code: 'custom',
        path: ['PLACES_URL'],
        message: `is required when PLACES_PROVIDER=${env.PLACES_PROVIDER}`,
      });
    if (env.ROUTING_PROVIDER === 'osrm' && env.ROUTING_URL === undefined)
      context.addIssue({
        code: 'custom',
        path: ['ROUTING_URL'],
        message: 'is required when ROUTING_PROVIDER=osrm',
      });
    if (env.NODE_ENV === 'production' && env.PUBLIC_SITE_URL === undefined)
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_SITE_URL'],
        message:
          'is required in production: the address of the public site, such as https://ridebook.example.com (links in e-mails are built from it)',
      });
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === undefined)
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'is required in production: the number of proxies in front of the API (1 for one load balancer, 0 for none) or their addresses',
      });
    if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY === undefined)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_PUBLISHABLE_KEY === undefined)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: "is required when PAYMENT_PROVIDER=stripe (riders enter cards in Stripe's own fields)",
      });
    if (
      env.PAYMENT_PROVIDER === 'stripe' &&
      env.NODE_ENV === 'production' &&
      env.STRIPE_WEBHOOK_SECRET === undefined
    )
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: "is required in production with Stripe: payments' outcomes arrive by webhook",
      });
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      const isLive = /^(sk|rk|pk)_live_/.test(env[name] ?? '');
      // Real money only from a production deployment whose public site is served over https.
      const isLiveAllowed =
        env.NODE_ENV === 'production' && env.PUBLIC_SITE_URL?.startsWith('https://') === true;
      if (isLive && !isLiveAllowed)
        context.addIssue({
          code: 'custom',
          path: [name],
          message:
            'is a live key (real money): live keys are refused unless NODE_ENV=production and PUBLIC_SITE_URL is https; use a test key (sk_test_/pk_test_) here',
        });
    }
    const secretMode = /^(?:sk|rk)_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? '')?.[1];
    const publishableMode = /^pk_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
    if (secretMode !== undefined && publishableMode !== undefined && secretMode !== publishableMode)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key: use a pair from the same mode`,
      });
    if (env.PAYOUT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY === undefined)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYOUT_PROVIDER=stripe',
      });
    if (
      env.DOCUMENTS_S3_BUCKET !== undefined &&
      (env.DOCUMENTS_S3_ACCESS_KEY_ID === undefined) !== (env.DOCUMENTS_S3_SECRET_ACCESS_KEY === undefined)
    )
      context.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_S3_SECRET_ACCESS_KEY'],
        message:
          'and DOCUMENTS_S3_ACCESS_KEY_ID go together (or leave both unset to use the default AWS credentials)',
      });
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
      context.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: `must not be longer than HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS})`,
      });
  });

export type Env = Omit<
  z.infer<typeof envSchema>,
  'SEED_DEMO_DATA' | 'SIMULATED_DRIVERS' | 'PUBLIC_SITE_URL' | 'TRUST_PROXY'
> & {
  SEED_DEMO_DATA: boolean;
  SIMULATED_DRIVERS: number;
  /** The public site's URL, configured or (outside production) derived from HOST and PORT. */
  PUBLIC_SITE_URL: string;
  /** Fastify's `trustProxy`: false (no proxy believed), a hop count, or the proxies' addresses. */
  TRUST_PROXY: false | number | string[];
};

/** Outside production, without PUBLIC_SITE_URL: this process's own address, from its configuration. */
export function defaultSiteUrl({ HOST, PORT }: { HOST: string; PORT: number }): string {
  const anyInterface = HOST === '0.0.0.0' || HOST === '::';
  const host = anyInterface ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

/** Never echoed in an error message: they may hold a password. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'REDIS_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'DOCUMENTS_S3_SECRET_ACCESS_KEY',
]);

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
  if (result.success) {
    const { SEED_DEMO_DATA, SIMULATED_DRIVERS, PUBLIC_SITE_URL, TRUST_PROXY, ...env } = result.data;
    const seedDemoData = SEED_DEMO_DATA ?? env.NODE_ENV !== 'production';
    return {
      ...env,
      PUBLIC_SITE_URL: PUBLIC_SITE_URL ?? defaultSiteUrl(env),
      TRUST_PROXY: TRUST_PROXY === undefined || TRUST_PROXY === 0 ? false : TRUST_PROXY,
      SEED_DEMO_DATA: seedDemoData,
      SIMULATED_DRIVERS:
        SIMULATED_DRIVERS ?? (seedDemoData && env.NODE_ENV !== 'test' ? DEFAULT_SIMULATED_DRIVERS : 0),
    };
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = defined[name];
    const isSecret = SECRET_VARIABLES.has(name);
    const shown = isSecret || given === undefined ? '' : ` (got "${given}")`;
    return `Invalid environment: ${name} ${issue.message}${shown}`;
  });
  throw new EnvError(lines.join('\n'));
}
