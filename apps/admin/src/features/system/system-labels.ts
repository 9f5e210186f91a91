import type { AdminSystemResponse, DependencyStatus, SystemAdapters } from '@ridebook/validation';

type Check = keyof AdminSystemResponse['checks'];

export const CHECK_LABELS: Record<Check, string> = {
  database: 'Database',
  redis: 'Redis',
  migrations: 'Migrations',
};

/** What each state means for each dependency, in the operator's words. */
export const STATUS_LABELS: Record<Check, Record<DependencyStatus, string>> = {
  database: { ok: 'Answering', failed: 'Not answering', 'not-configured': 'Not configured' },
  redis: { ok: 'Answering', failed: 'Not answering', 'not-configured': 'Not used (one process)' },
  migrations: { ok: 'All applied', failed: 'Not all applied', 'not-configured': 'Not configured' },
};

export const ADAPTER_LABELS: {
  [Key in keyof SystemAdapters]: { name: string; values: Record<SystemAdapters[Key], string> };
} = {
  database: { name: 'Database', values: { postgres: 'PostgreSQL', pglite: 'PGlite (embedded)' } },
  events: { name: 'Event bus', values: { redis: 'Redis', memory: 'In memory' } },
  mail: { name: 'Mail', values: { smtp: 'SMTP', outbox: 'Outbox (not sent)' } },
  storage: { name: 'Document storage', values: { s3: 'S3', local: 'Local disk' } },
  payments: { name: 'Payments', values: { stripe: 'Stripe', sandbox: 'Sandbox' } },
};

/** A chart's time axis: the clock time of each sample. */
export function sampleTime(value: unknown): string {
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(
    new Date(String(value)),
  );
}
