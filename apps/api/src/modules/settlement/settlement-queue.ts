import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, fromPglite, type Db, type JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../../db/database.ts';

// The durable queue of settlements (docs/decisions/021): pg-boss keeps its jobs in the same database as RideBook
// (its own `pgboss` schema, created and upgraded by pg-boss at start), on PGlite through pg-boss's PGlite adapter
// and on PostgreSQL through the app's pool. A job outlives the process that queued it: a crash leaves it queued
// (or, when it was running, expired and retried), and the next process with workers runs it.

/** What a settlement job does; each handler is safe to run again (guarded state changes, idempotency keys). */
export type SettlementJob =
  /** Capture or release a card payment in `capture_pending` / `void_pending`. */
  | { kind: 'card_payment'; cardPaymentId: string }
  /** Send a pending card refund to the provider. */
  | { kind: 'card_refund'; cardRefundId: string }
  /** Release the hold of a booking that failed (no card payment row was ever kept for it). */
  | { kind: 'release_hold'; providerPaymentId: string };

/** A driver payout to send to the payout provider (modules/payouts): the same queue, retries and recovery. */
export type PayoutJob = { kind: 'payout'; payoutId: string };

/** A daily reconciliation run to carry out (modules/reconciliation, decision 029). */
export type ReconciliationJob = { kind: 'reconciliation'; runId: string };

/** Every job of the queue. */
export type QueuedJob = SettlementJob | PayoutJob | ReconciliationJob;

/** Runs one job; `isLastAttempt` when a failure now leaves it for an admin. Throws to have it retried. */
export type SettlementHandler = (job: SettlementJob, isLastAttempt: boolean) => Promise<void>;
export type PayoutHandler = (job: PayoutJob, isLastAttempt: boolean) => Promise<void>;
export type ReconciliationHandler = (job: ReconciliationJob, isLastAttempt: boolean) => Promise<void>;

export const SETTLEMENT_QUEUE = 'settlement';

export type SettlementQueue = ReturnType<typeof createSettlementQueue>;

/** pg-boss's view of the app's database: the same PGlite instance, or the same pool. */
function jobDatabase(database: DatabaseHandle): { db: Db; backend?: 'pglite' } {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') return { db: fromPglite(client as PGlite), backend: 'pglite' };
  const pool = client as pg.Pool;
  return { db: { executeSql: (text, values) => pool.query(text, values) } };
}

export function createSettlementQueue(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  workers: number;
  retryLimit: number;
  retryDelaySeconds: number;
}) {
  const { log, workers } = options;
  const { db, backend } = jobDatabase(options.database);
  const boss = new PgBoss({
    db,
    ...(backend !== undefined && { backend }),
    schema: 'pgboss',
    // Maintenance (expiring jobs a crashed worker held, retention) only where jobs are run.
    supervise: workers > 0,
    schedule: false,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'settlement queue error'));
  let started: Promise<void> | undefined;
  let handler: SettlementHandler | undefined;
  let payoutHandler: PayoutHandler | undefined;
  let reconciliationHandler: ReconciliationHandler | undefined;

  /** Starts pg-boss once (creating or upgrading its schema) and makes sure the queue exists. */
  function ensureStarted(): Promise<void> {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(SETTLEMENT_QUEUE, {
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 3_600,
        // A worker killed mid-job leaves it active: after this it is expired and tried again.
        expireInSeconds: 120,
        // Kept a month, so a settlement's history can be read when a rider asks.
        deleteAfterSeconds: 30 * 24 * 3_600,
      });
    })();
    return started;
  }

  async function run(job: JobWithMetadata<QueuedJob>): Promise<void> {
    const isLastAttempt = job.retryCount >= job.retryLimit;
    if (job.data.kind === 'payout') {
      if (payoutHandler === undefined) throw new Error('no payout handler registered');
      return payoutHandler(job.data, isLastAttempt);
    }
    if (job.data.kind === 'reconciliation') {
      if (reconciliationHandler === undefined) throw new Error('no reconciliation handler registered');
      return reconciliationHandler(job.data, isLastAttempt);
    }
    if (handler === undefined) throw new Error('no settlement handler registered');
    await handler(job.data, isLastAttempt);
  }

  return {
    /** Who runs the jobs (the settlement service); set once, before `start`. */
    handle(settle: SettlementHandler): void {
      handler = settle;
    },

    /** Who sends driver payouts (the payouts service); set once, before `start`. */
    handlePayouts(pay: PayoutHandler): void {
      payoutHandler = pay;
    },

    /** Who runs reconciliations (the reconciliation service); set once, before `start`. */
    handleReconciliations(reconcile: ReconciliationHandler): void {
      reconciliationHandler = reconcile;
    },

    /**
     * Queues a job. With `id`, a job of that id is queued once whatever the repeats (an id already queued or run
     * answers null): the first settlement of a card payment uses the payment's own id.
     */
    async send(job: QueuedJob, id?: string): Promise<string | null> {
      await ensureStarted();
      return boss.send(SETTLEMENT_QUEUE, job, id === undefined ? {} : { id });
    },

    /** Starts this process's workers (none with SETTLEMENT_WORKERS=0). */
    async start(): Promise<void> {
      if (workers === 0) return;
      await ensureStarted();
      await boss.work<QueuedJob>(
        SETTLEMENT_QUEUE,
        { includeMetadata: true, batchSize: 1, localConcurrency: workers, pollingIntervalSeconds: 1 },
        async ([job]) => {
          // includeMetadata: the job carries its retry count and limit.
          if (job !== undefined) await run(job as JobWithMetadata<QueuedJob>);
        },
      );
    },

    /**
     * Runs the jobs due now in this process, one by one, until none is left (tests and the crash recovery use it
     * to settle without waiting for a poll). Failures are handed back to pg-boss, which schedules the retry.
     */
    async runDue(): Promise<number> {
      await ensureStarted();
      let count = 0;
      for (;;) {
        const [job] = await boss.fetch<QueuedJob>(SETTLEMENT_QUEUE, { includeMetadata: true });
        if (job === undefined) return count;
        count += 1;
        try {
          await run(job);
          await boss.complete(SETTLEMENT_QUEUE, job.id);
        } catch (error) {
          await boss.fail(SETTLEMENT_QUEUE, job.id, {
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    },

    /** Stops the workers, letting a running job finish; the database is closed after this. */
    async stop(): Promise<void> {
      if (started === undefined) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, close: false, timeout: 5_000 });
    },
  };
}
