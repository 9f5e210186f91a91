import { eq, sql } from 'drizzle-orm';
import type { Wallet } from '@ridebook/validation';
import { cardPayments, ledgerEntries } from '../db/schema.ts';
import type { TestBrowser } from './browser.ts';
import type { RideTestContext } from './ride-support.ts';

// Helpers of the payments tests: what the wallet says, what the provider mirror holds, and the ledger's totals.

const sumOfAmounts = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8`;

export async function walletOf(rider: TestBrowser): Promise<Wallet> {
  return (await rider.get('/api/rider/wallet')).json<{ data: Wallet }>().data;
}

export async function cardPaymentsOf(context: RideTestContext, rideId: string) {
  return context.db.select().from(cardPayments).where(eq(cardPayments.rideId, rideId));
}

/** The sum of every ledger entry, and how many transactions do not balance: both zero in a sound ledger. */
export async function ledgerTotals(context: RideTestContext) {
  const [all] = await context.db.select({ total: sumOfAmounts }).from(ledgerEntries);
  const unbalanced = await context.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return { total: all?.total ?? Number.NaN, unbalanced: unbalanced.length };
}

/** Every rider wallet's balance. */
export async function walletBalances(context: RideTestContext): Promise<number[]> {
  const rows = await context.db
    .select({ balance: sumOfAmounts })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'rider_wallet'))
    .groupBy(ledgerEntries.userId);
  return rows.map((row) => row.balance);
}
