import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { driverPayoutAccounts, ledgerEntries, ledgerTransactions, payouts, users } from '../../db/schema.ts';

// Payout accounts and payouts (SQL only). The balance owed to a driver is a ledger sum (docs/decisions/007): their
// `driver_earnings` and `driver_cash` entries together, so a cash fare's platform share (driver_cash) is netted
// against what they earned, and payouts (kind `payout`) take from it.

export type PayoutAccountRow = typeof driverPayoutAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export async function findPayoutAccount(
  db: Database,
  driverId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(driverPayoutAccounts)
    .where(eq(driverPayoutAccounts.driverId, driverId));
  return row;
}

/** The driver's account, kept once: a repeat (or a race) keeps the first and answers it. */
export async function insertPayoutAccount(
  db: Database,
  values: Pick<PayoutAccountRow, 'driverId' | 'provider' | 'providerAccountId' | 'status'> & { now: Date },
): Promise<PayoutAccountRow> {
  const { now, ...row } = values;
  await db
    .insert(driverPayoutAccounts)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const kept = await findPayoutAccount(db, values.driverId);
  if (kept === undefined) throw new Error(`payout account of ${values.driverId} vanished`);
  return kept;
}

export async function updatePayoutAccountStatus(
  db: Database,
  driverId: string,
  status: PayoutAccountRow['status'],
  now: Date,
): Promise<void> {
  await db
    .update(driverPayoutAccounts)
    .set({ status, updatedAt: now })
    .where(eq(driverPayoutAccounts.driverId, driverId));
}

/** The driver ids with an account the provider pays to: who gets a weekly payout. */
export async function findEnabledPayoutAccounts(db: Database): Promise<PayoutAccountRow[]> {
  return db.select().from(driverPayoutAccounts).where(eq(driverPayoutAccounts.status, 'enabled'));
}

const sumOf = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${condition}), 0)::float8`;

/**
 * The driver's balance in one currency (their city's) from the ledger, all time: `available` = every driver_earnings and driver_cash entry of theirs;
 * `earned` their earnings (kinds other than payouts), `cashCollected` the cash fares they kept, `paidOut` what
 * payouts took (fees included; the cash debt a payout nets moves between their two accounts and cancels out).
 */
export async function sumPayoutBalance(db: Database, driverId: string, currency: string) {
  const isPayout = sql`${ledgerTransactions.kind} = 'payout'`;
  const [row] = await db
    .select({
      available: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8`,
      earned: sumOf(sql`${ledgerEntries.account} = 'driver_earnings' and not (${isPayout})`),
      cashHeld: sumOf(sql`${ledgerEntries.account} = 'driver_cash' and not (${isPayout})`),
      payouts: sumOf(isPayout),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.userId, driverId),
        eq(ledgerTransactions.currency, currency),
        inArray(ledgerEntries.account, ['driver_earnings', 'driver_cash']),
      ),
    );
  return {
    available: row?.available ?? 0,
    earned: row?.earned ?? 0,
    cashCollected: 0 - (row?.cashHeld ?? 0),
    paidOut: 0 - (row?.payouts ?? 0),
  };
}

/** Inserts a payout; undefined when the driver already has one for this reference (a repeat or a race). */
export async function insertPayout(
  db: Database,
  values: typeof payouts.$inferInsert,
): Promise<PayoutRow | undefined> {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPayoutByReference(
  db: Database,
  driverId: string,
  reference: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.driverId, driverId), eq(payouts.reference, reference)));
  return row;
}

export async function findPayout(db: Database, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/** The driver's latest payouts, newest first. */
export async function listDriverPayouts(db: Database, driverId: string, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.driverId, driverId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** Every payout with its driver, failed first, then newest first (the admins' list). */
export async function listPayoutsWithDrivers(db: Database, limit: number) {
  return db
    .select({ payout: payouts, driver: { id: users.id, name: users.name, email: users.email } })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.driverId))
    .orderBy(sql`(${payouts.status} = 'failed') desc`, desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

export async function findPayoutWithDriver(db: Database, id: string) {
  const [row] = await db
    .select({ payout: payouts, driver: { id: users.id, name: users.name, email: users.email } })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.driverId))
    .where(eq(payouts.id, id));
  return row;
}

export async function findPendingPayoutIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'pending'));
  return rows.map((row) => row.id);
}

/** The provider took it: paid (only from pending, so a repeated job changes nothing). */
export async function markPayoutPaid(db: Database, id: string, transferId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ status: 'paid', providerTransferId: transferId, error: null, paidAt: now, updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')));
}

/** A failed attempt: counted with the provider's words; `failed` when it was the last one. */
export async function recordPayoutFailure(
  db: Database,
  id: string,
  values: { error: string; isLastAttempt: boolean; now: Date },
): Promise<void> {
  await db
    .update(payouts)
    .set({
      attempts: sql`${payouts.attempts} + 1`,
      error: values.error,
      ...(values.isLastAttempt && { status: 'failed' as const }),
      updatedAt: values.now,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')));
}

/** An admin's retry: a failed payout back to pending; false when it was not failed. */
export async function reopenFailedPayout(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({ status: 'pending', updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'failed')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

/** A payout locked until the transaction ends (a return, a cancel and the job's claim in turn). */
export async function lockPayout(db: Database, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

export async function findPayoutByTransferId(
  db: Database,
  transferId: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerTransferId, transferId));
  return row;
}

/**
 * The job's claim before it first calls the provider: from then on the driver cannot cancel. False when the payout
 * is no longer pending (cancelled while the job waited).
 */
export async function claimPayoutSend(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({ sendStartedAt: sql`coalesce(${payouts.sendStartedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

/** A payout's money back in the driver's balance: returned (the provider) or cancelled (the driver). */
export async function markPayoutReturned(
  db: Database,
  id: string,
  values: { status: 'returned' | 'cancelled'; returnTransactionId: string; error: string | null; now: Date },
): Promise<void> {
  await db
    .update(payouts)
    .set({
      status: values.status,
      returnTransactionId: values.returnTransactionId,
      error: values.error,
      updatedAt: values.now,
    })
    .where(eq(payouts.id, id));
}

/** An admin sends a returned payout again: a new round, its new posting, pending for its job. */
export async function reopenReturnedPayout(
  db: Database,
  id: string,
  values: { ledgerTransactionId: string; cashDebtNetted: number; now: Date },
): Promise<void> {
  await db
    .update(payouts)
    .set({
      status: 'pending',
      cashDebtNetted: values.cashDebtNetted,
      round: sql`${payouts.round} + 1`,
      ledgerTransactionId: values.ledgerTransactionId,
      providerTransferId: null,
      sendStartedAt: null,
      attempts: 0,
      error: null,
      paidAt: null,
      updatedAt: values.now,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'returned')));
}
