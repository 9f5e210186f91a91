import type { FastifyBaseLogger } from 'fastify';
import {
  ERROR_CODES,
  RECONCILIATION_MESSAGES,
  type ReconciliationDifference,
  type ReconciliationRun,
  type ReconciliationRunDetail,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { PayoutProvider } from '../payouts/index.ts';
import type { ReconciliationJob, SettlementQueue } from '../settlement/index.ts';
import { compareRecords } from './compare.ts';
import {
  completeRun,
  findQueuedRunIds,
  findRidebookCharges,
  findRidebookPayouts,
  findRidebookRefunds,
  findRun,
  insertRun,
  listDifferences,
  listRuns,
  recordRunFailure,
  type ReconciliationDifferenceRow,
  type ReconciliationRunRow,
} from './reconciliation.repository.ts';

// The daily reconciliation (docs/decisions/029). A run compares one UTC day: RideBook's card payments (tips among
// them), refunds to cards and payouts with what the card and payout providers list, and keeps the differences. Runs
// are jobs of the durable settlement queue (decision 021): the schedule queues yesterday's once (whichever process
// gets there first), an admin's "Run now" queues any day up to today; a provider that cannot be read is retried
// with backoff, and after the last retry the run is failed with the provider's words.

const DAY_MS = 86_400_000;
/** How far around the day the providers' lists are read: a capture, refund or transfer made after midnight still pairs. */
const WINDOW_MS = DAY_MS;
const LIST_LIMIT = 30;
/** The payout a transfer's key names: `payout-<id>` or `payout-<id>-r<round>`. */
const PAYOUT_KEY = /^payout-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-r\d+)?$/i;

/** `2026-11-26` of an instant (UTC). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

function periodOf(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00Z`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

function failureWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'The provider could not be read.';
}

function toRun(row: ReconciliationRunRow): ReconciliationRun {
  return {
    id: row.id,
    day: row.day,
    status: row.status,
    trigger: row.trigger,
    paymentProvider: row.paymentProvider,
    payoutProvider: row.payoutProvider,
    checked: { charges: row.checkedCharges, refunds: row.checkedRefunds, payouts: row.checkedPayouts },
    differenceCount: row.differenceCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toDifference(row: ReconciliationDifferenceRow): ReconciliationDifference {
  return {
    id: row.id,
    recordKind: row.recordKind,
    kind: row.kind,
    providerId: row.providerId,
    recordId: row.recordId,
    rideId: row.rideId,
    currency: row.currency,
    ridebookAmount: row.ridebookAmount,
    providerAmount: row.providerAmount,
    ridebookState: row.ridebookState,
    providerState: row.providerState,
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;

export function createReconciliationService(options: {
  db: Database;
  clock: Clock;
  paymentProvider: PaymentProvider;
  payoutProvider: PayoutProvider;
  queue: SettlementQueue;
  log: FastifyBaseLogger;
}) {
  const { db, clock, paymentProvider, payoutProvider, queue, log } = options;

  /** Reads both sides of a day and compares them. Throws when a provider cannot be read. */
  async function compareDay(day: string) {
    const period = periodOf(day);
    const window = {
      from: new Date(period.from.getTime() - WINDOW_MS),
      to: new Date(period.to.getTime() + WINDOW_MS),
    };
    const [activity, transfers] = await Promise.all([
      paymentProvider.listActivity(window),
      payoutProvider.listTransfers(window),
    ]);
    const inPeriod = (object: { createdAt: Date }) =>
      object.createdAt >= period.from && object.createdAt < period.to;
    const chargesInPeriod = activity.charges.filter(inPeriod);
    const refundsInPeriod = activity.refunds.filter(inPeriod);
    const transfersInPeriod = transfers.filter(inPeriod);
    const [charges, refunds, payouts] = await Promise.all([
      findRidebookCharges(
        db,
        paymentProvider.kind,
        period,
        chargesInPeriod.map((charge) => charge.id),
      ),
      findRidebookRefunds(db, paymentProvider.kind, period, {
        refundIds: refundsInPeriod.map((refund) => refund.id),
        paymentIds: refundsInPeriod.flatMap((refund) =>
          refund.paymentId === null ? [] : [refund.paymentId],
        ),
      }),
      findRidebookPayouts(db, payoutProvider.kind, period, {
        transferIds: transfersInPeriod.map((transfer) => transfer.id),
        payoutIds: transfersInPeriod.flatMap((transfer) => {
          const id = PAYOUT_KEY.exec(transfer.reference ?? '')?.[1];
          return id === undefined ? [] : [id];
        }),
      }),
    ]);
    return compareRecords({
      period,
      ridebook: {
        charges,
        chargeIdsInPeriod: new Set(
          charges.filter((charge) => inPeriod(charge)).map((charge) => charge.providerPaymentId),
        ),
        refunds,
        payouts,
      },
      provider: { charges: activity.charges, refunds: activity.refunds, transfers },
    });
  }

  /** The job: carries out a queued run once; a provider failure is kept on the run and thrown to be retried. */
  async function run(job: ReconciliationJob, isLastAttempt: boolean): Promise<void> {
    const queued = await findRun(db, job.runId);
    if (queued?.status !== 'queued') return;
    let comparison: Awaited<ReturnType<typeof compareDay>>;
    try {
      comparison = await compareDay(queued.day);
    } catch (error) {
      await recordRunFailure(db, queued.id, { error: failureWords(error), isLastAttempt, now: clock.now() });
      log.error({ err: error, runId: queued.id }, 'reconciliation could not read a provider');
      throw error;
    }
    await completeRun(db, queued.id, { ...comparison, now: clock.now() });
    if (comparison.differences.length > 0)
      log.warn(
        { runId: queued.id, day: queued.day, differences: comparison.differences.length },
        'reconciliation found differences',
      );
  }
  queue.handleReconciliations(run);

  async function queueRun(values: {
    day: string;
    trigger: ReconciliationRunRow['trigger'];
    actorId: string | null;
  }): Promise<ReconciliationRunRow | undefined> {
    const row = await insertRun(db, {
      ...values,
      status: 'queued',
      paymentProvider: paymentProvider.kind,
      payoutProvider: payoutProvider.kind,
      createdAt: clock.now(),
    });
    if (row !== undefined) await queue.send({ kind: 'reconciliation', runId: row.id }, row.id);
    return row;
  }

  return {
    /**
     * The schedule: queues yesterday's run (UTC) once, whichever process asks first; every process may call it
     * every hour. Answers whether it queued one.
     */
    async scheduleDaily(): Promise<boolean> {
      const yesterday = utcDay(new Date(clock.now().getTime() - DAY_MS));
      return (await queueRun({ day: yesterday, trigger: 'schedule', actorId: null })) !== undefined;
    },

    /** Admins' "Run now": a run of `day` (today when left out) queued at once, audited; answered while queued. */
    async runNow(adminId: string, day: string | undefined): Promise<ReconciliationRunDetail> {
      const today = utcDay(clock.now());
      const chosen = day ?? today;
      if (chosen > today) {
        throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, RECONCILIATION_MESSAGES.dayInFuture, [
          { path: 'day', message: RECONCILIATION_MESSAGES.dayInFuture },
        ]);
      }
      const row = await queueRun({ day: chosen, trigger: 'admin', actorId: adminId });
      if (row === undefined) throw new Error('an admin run was refused as a repeat');
      await recordAudit(db, {
        actorId: adminId,
        action: 'reconciliation.run',
        targetType: 'reconciliation',
        targetId: row.id,
        details: { day: chosen },
        at: row.createdAt,
      });
      return { ...toRun(row), differences: [] };
    },

    /** At start: queues every run still queued (one already queued under its id is not queued again). */
    async recover(): Promise<number> {
      let queued = 0;
      for (const id of await findQueuedRunIds(db)) {
        if ((await queue.send({ kind: 'reconciliation', runId: id }, id)) !== null) queued += 1;
      }
      return queued;
    },

    /** Admins: the latest runs, newest first. */
    async list(): Promise<ReconciliationRun[]> {
      return (await listRuns(db, LIST_LIMIT)).map(toRun);
    },

    /** Admins: one run and its differences. */
    async get(id: string): Promise<ReconciliationRunDetail> {
      const row = await findRun(db, id);
      if (row === undefined)
        throw new AppError(
          404,
          ERROR_CODES.RECONCILIATION_RUN_NOT_FOUND,
          RECONCILIATION_MESSAGES.runNotFound,
        );
      return { ...toRun(row), differences: (await listDifferences(db, id)).map(toDifference) };
    },
  };
}
