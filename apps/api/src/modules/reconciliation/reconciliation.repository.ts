import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  cardPayments,
  cardRefunds,
  payouts,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/schema.ts';
import { transferKey } from '../payouts/index.ts';
import type { RidebookCharge, RidebookPayout, RidebookRefund } from './compare.ts';

// Reconciliation runs, their differences, and the records of RideBook a run compares (SQL only).

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconciliationDifferenceRow = typeof reconciliationDifferences.$inferSelect;
type Period = { from: Date; to: Date };
type Provider = 'sandbox' | 'stripe';

/** Inserts a run; undefined when the schedule already has one for that day (another process, or a repeat). */
export async function insertRun(
  db: Database,
  values: typeof reconciliationRuns.$inferInsert,
): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db.insert(reconciliationRuns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRun(db: Database, id: string): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
  return row;
}

export async function listRuns(db: Database, limit: number): Promise<ReconciliationRunRow[]> {
  return db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.createdAt), desc(reconciliationRuns.id))
    .limit(limit);
}

export async function findQueuedRunIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.status, 'queued'));
  return rows.map((row) => row.id);
}

export async function listDifferences(db: Database, runId: string): Promise<ReconciliationDifferenceRow[]> {
  return db
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.runId, runId))
    .orderBy(asc(reconciliationDifferences.recordKind), asc(reconciliationDifferences.kind));
}

/** A failed attempt: its words kept on the run (still queued: the queue retries), or the run failed at the last. */
export async function recordRunFailure(
  db: Database,
  id: string,
  values: { error: string; isLastAttempt: boolean; now: Date },
): Promise<void> {
  await db
    .update(reconciliationRuns)
    .set({
      error: values.error,
      ...(values.isLastAttempt && { status: 'failed' as const, finishedAt: values.now }),
    })
    .where(and(eq(reconciliationRuns.id, id), eq(reconciliationRuns.status, 'queued')));
}

/** Completes a queued run with its differences, in one transaction; false when it was not queued (a repeat). */
export async function completeRun(
  db: Database,
  id: string,
  values: {
    checked: { charges: number; refunds: number; payouts: number };
    differences: Omit<typeof reconciliationDifferences.$inferInsert, 'runId'>[];
    now: Date;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(reconciliationRuns)
      .set({
        status: 'completed',
        checkedCharges: values.checked.charges,
        checkedRefunds: values.checked.refunds,
        checkedPayouts: values.checked.payouts,
        differenceCount: values.differences.length,
        error: null,
        finishedAt: values.now,
      })
      .where(and(eq(reconciliationRuns.id, id), eq(reconciliationRuns.status, 'queued')))
      .returning({ id: reconciliationRuns.id });
    if (moved.length === 0) return false;
    if (values.differences.length > 0) {
      await tx
        .insert(reconciliationDifferences)
        .values(values.differences.map((difference) => ({ ...difference, runId: id })));
    }
    return true;
  });
}

const within = (column: Parameters<typeof gte>[0], period: Period): SQL | undefined =>
  and(gte(column, period.from), lt(column, period.to));

/** `condition`, or the rows named by `ids` (none when the list is empty). */
const orIn = (condition: SQL | undefined, column: Parameters<typeof inArray>[0], ids: string[]) =>
  ids.length === 0 ? condition : or(condition, inArray(column, ids));

/** The provider's card payments made in the period, and those the provider's lists name (made before it). */
export async function findRidebookCharges(
  db: Database,
  provider: Provider,
  period: Period,
  providerIds: string[],
): Promise<(RidebookCharge & { createdAt: Date })[]> {
  return db
    .select({
      id: cardPayments.id,
      providerPaymentId: cardPayments.providerPaymentId,
      rideId: cardPayments.rideId,
      currency: cardPayments.currency,
      status: cardPayments.status,
      capturedAmount: cardPayments.capturedAmount,
      createdAt: cardPayments.createdAt,
    })
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.provider, provider),
        orIn(within(cardPayments.createdAt, period), cardPayments.providerPaymentId, providerIds),
      ),
    )
    .orderBy(asc(cardPayments.createdAt));
}

/**
 * Refunds to the provider's cards made in the period, those the provider's refunds name by id, and those confirmed
 * without an id (a webhook) of a payment one of them gives back from.
 */
export async function findRidebookRefunds(
  db: Database,
  provider: Provider,
  period: Period,
  named: { refundIds: string[]; paymentIds: string[] },
): Promise<RidebookRefund[]> {
  let condition = orIn(within(cardRefunds.createdAt, period), cardRefunds.providerRefundId, named.refundIds);
  if (named.paymentIds.length > 0)
    condition = or(
      condition,
      and(isNull(cardRefunds.providerRefundId), inArray(cardPayments.providerPaymentId, named.paymentIds)),
    );
  return db
    .select({
      id: cardRefunds.id,
      providerRefundId: cardRefunds.providerRefundId,
      providerPaymentId: cardPayments.providerPaymentId,
      rideId: cardPayments.rideId,
      currency: cardPayments.currency,
      status: cardRefunds.status,
      amount: cardRefunds.amount,
    })
    .from(cardRefunds)
    .innerJoin(cardPayments, eq(cardPayments.id, cardRefunds.cardPaymentId))
    .where(and(eq(cardPayments.provider, provider), condition))
    .orderBy(asc(cardRefunds.createdAt), asc(cardRefunds.id));
}

/** Payouts through the provider made in the period, and those its transfers name (by transfer id or payout id). */
export async function findRidebookPayouts(
  db: Database,
  provider: Provider,
  period: Period,
  named: { transferIds: string[]; payoutIds: string[] },
): Promise<RidebookPayout[]> {
  let condition = orIn(within(payouts.createdAt, period), payouts.providerTransferId, named.transferIds);
  condition = orIn(condition, payouts.id, named.payoutIds);
  const rows = await db
    .select({
      id: payouts.id,
      providerTransferId: payouts.providerTransferId,
      currency: payouts.currency,
      status: payouts.status,
      amount: payouts.amount,
      fee: payouts.fee,
      round: payouts.round,
    })
    .from(payouts)
    .where(and(eq(payouts.provider, provider), condition))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  return rows.map(({ amount, fee, round, ...row }) => ({
    ...row,
    transferred: amount - fee,
    transferKey: transferKey({ id: row.id, round }),
  }));
}
