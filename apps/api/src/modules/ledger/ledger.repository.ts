import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { qualified } from '../../db/qualified.ts';
import {
  type LEDGER_ACCOUNT_KINDS,
  type LEDGER_TRANSACTION_KINDS,
  ledgerEntries,
  ledgerTransactions,
  rides,
} from '../../db/schema.ts';

export type LedgerAccount = (typeof LEDGER_ACCOUNT_KINDS)[number];
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type RideLedgerTransaction = LedgerTransactionRow & { entries: LedgerEntryRow[] };

/**
 * Inserts a transaction's header; `undefined` when the ride already has one of this kind (the once-per-ride
 * index): the conflict waits for a concurrent insert to commit and then does nothing, so a race never fails.
 */
export async function insertTransaction(
  tx: Database,
  values: typeof ledgerTransactions.$inferInsert,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await tx.insert(ledgerTransactions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertEntries(
  tx: Database,
  values: Array<typeof ledgerEntries.$inferInsert>,
): Promise<void> {
  await tx.insert(ledgerEntries).values(values);
}

/**
 * The balance of one account (a per-user kind with its user, or a platform kind with `null`) in one currency:
 * amounts of different currencies never add up (a rider's wallet holds one balance per currency). Without
 * `currency`, every currency's entries are summed: only for an account known to hold one (tests of one city).
 */
export async function accountBalance(
  db: Database,
  account: LedgerAccount,
  userId: string | null,
  currency?: string,
): Promise<number> {
  const ofAccount = and(
    eq(ledgerEntries.account, account),
    userId === null ? isNull(ledgerEntries.userId) : eq(ledgerEntries.userId, userId),
  );
  const total = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8`;
  const [row] =
    currency === undefined
      ? await db.select({ total }).from(ledgerEntries).where(ofAccount)
      : await db
          .select({ total })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(and(ofAccount, eq(ledgerTransactions.currency, currency)));
  return row?.total ?? 0;
}

/** The ride's transactions with their entries, oldest first. */
export async function findRideLedger(db: Database, rideId: string): Promise<RideLedgerTransaction[]> {
  const rows = await db
    .select({ transaction: ledgerTransactions, entry: ledgerEntries })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.rideId, rideId))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id));
  const byId = new Map<string, RideLedgerTransaction>();
  for (const { transaction, entry } of rows) {
    const held = byId.get(transaction.id) ?? { ...transaction, entries: [] };
    held.entries.push(entry);
    byId.set(transaction.id, held);
  }
  return [...byId.values()];
}

/**
 * The ride's tip (what reached the driver, 0 when none) as a subquery inside a query of `rides` (`rideId` is its
 * column): the one rule for a tip, used by the ride detail's statement and by `findRideTips`.
 */
export function rideTip(rideId: AnyColumn): SQL<number> {
  const [amount, transactionId, id, kind, ride, account] = [
    ledgerEntries.amount,
    ledgerEntries.transactionId,
    ledgerTransactions.id,
    ledgerTransactions.kind,
    ledgerTransactions.rideId,
    ledgerEntries.account,
  ].map(qualified);
  return sql<number>`coalesce((select sum(${amount}) from ${ledgerTransactions} inner join ${ledgerEntries} on ${transactionId} = ${id} where ${kind} = 'tip' and ${ride} = ${qualified(rideId)} and ${account} = 'driver_earnings'), 0)::float8`;
}

/** The rides' tips (what reached the driver), by ride id; rides without a tip are absent. */
export async function findRideTips(db: Database, rideIds: string[]): Promise<Map<string, number>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({ rideId: rides.id, tip: rideTip(rides.id) })
    .from(rides)
    .where(inArray(rides.id, rideIds));
  return new Map(rows.flatMap((row) => (row.tip > 0 ? [[row.rideId, row.tip]] : [])));
}

/** The ride's tip (what reached the driver), 0 when none. */
export async function findRideTip(db: Database, rideId: string): Promise<number> {
  return (await findRideTips(db, [rideId])).get(rideId) ?? 0;
}
