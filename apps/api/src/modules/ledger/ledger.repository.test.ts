import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerAccountSchema, ledgerTransactionKindSchema } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import {
  LEDGER_ACCOUNT_KINDS,
  LEDGER_TRANSACTION_KINDS,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema.ts';
import { acceptedRide, todayAtTen } from '../../test/money-support.ts';
import {
  buildRideTestContext,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { findRide } from '../rides/index.ts';
import { accountBalance, findRideLedger, findRideTip } from './ledger.repository.ts';
import { LedgerPostingError, postTransaction, type LedgerPosting } from './post-transaction.ts';
import { postRideFare, postTip } from './ride-ledger.ts';

/** The database's own message (drizzle wraps driver errors as their `cause`). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  throw new Error('expected the database to refuse');
}

async function countRows(db: Database) {
  const [transactions] = await db.select({ total: count() }).from(ledgerTransactions);
  const [entries] = await db.select({ total: count() }).from(ledgerEntries);
  return { transactions: transactions?.total, entries: entries?.total };
}

describe.skipIf(isTestDatabaseMissing)('ledger', () => {
  let context: RideTestContext;
  let riderId: string;
  const at = todayAtTen();
  const topUp = (userId: string, amount: number): LedgerPosting => ({
    kind: 'wallet_top_up',
    actorId: userId,
    currency: 'USD',
    description: 'Wallet top-up',
    at,
    entries: [
      { account: 'card_clearing', amount: -amount },
      { account: 'rider_wallet', userId, amount },
    ],
  });

  beforeEach(async () => {
    context = await buildRideTestContext();
    context.clock.set(at);
    riderId = (await signedInRider(context.app)).account.id;
  });
  afterEach(async () => {
    await context.app.close();
  });

  it('names the same accounts and kinds as the shared contract', () => {
    expect(ledgerAccountSchema.options).toEqual([...LEDGER_ACCOUNT_KINDS]);
    expect(ledgerTransactionKindSchema.options).toEqual([...LEDGER_TRANSACTION_KINDS]);
  });

  it('posts a balanced transaction and sums account balances from its entries', async () => {
    const id = await context.db.transaction((tx) => postTransaction(tx, topUp(riderId, 2_500)));
    expect(id).toEqual(expect.any(String));
    await context.db.transaction((tx) => postTransaction(tx, topUp(riderId, 500)));
    expect(await accountBalance(context.db, 'rider_wallet', riderId)).toBe(3_000);
    expect(await accountBalance(context.db, 'card_clearing', null)).toBe(-3_000);
    expect(await accountBalance(context.db, 'driver_earnings', riderId)).toBe(0);
    expect(await countRows(context.db)).toEqual({ transactions: 2, entries: 4 });
  });

  it('refuses an unbalanced or empty set before touching the database', async () => {
    const untouchable = new Proxy({} as Database, {
      get: () => {
        throw new Error('the database was touched');
      },
    });
    const unbalanced = {
      ...topUp(riderId, 100),
      entries: [{ account: 'card_clearing' as const, amount: -100 }],
    };
    await expect(postTransaction(untouchable, unbalanced)).rejects.toThrow(LedgerPostingError);
    await expect(postTransaction(untouchable, { ...unbalanced, entries: [] })).rejects.toThrow(
      LedgerPostingError,
    );
    await expect(postTransaction(context.db, unbalanced)).rejects.toThrow('must balance');
    expect(await countRows(context.db)).toEqual({ transactions: 0, entries: 0 });
  });

  it('is append-only: the database refuses to update or delete entries and transactions', async () => {
    await context.db.transaction((tx) => postTransaction(tx, topUp(riderId, 1_000)));
    expect(await refusal(context.db.execute(sql`update ledger_entries set amount = amount * 2`))).toMatch(
      /append-only: UPDATE on ledger_entries refused/,
    );
    expect(await refusal(context.db.execute(sql`delete from ledger_entries`))).toMatch(
      /append-only: DELETE on ledger_entries refused/,
    );
    expect(
      await refusal(context.db.execute(sql`update ledger_transactions set description = 'edited'`)),
    ).toMatch(/append-only: UPDATE on ledger_transactions refused/);
    expect(await refusal(context.db.execute(sql`delete from ledger_transactions`))).toMatch(
      /append-only: DELETE on ledger_transactions refused/,
    );
    expect(await accountBalance(context.db, 'rider_wallet', riderId)).toBe(1_000);
    expect(await countRows(context.db)).toEqual({ transactions: 1, entries: 2 });
  });

  it('refuses, at commit, a transaction whose entries do not sum to zero, and keeps none of it', async () => {
    const message = await refusal(
      context.db.execute(sql`
        with header as (
          insert into ledger_transactions (kind, currency, description, created_at)
          values ('refund', 'USD', 'A refund from nowhere', now())
          returning id
        )
        insert into ledger_entries (transaction_id, account, user_id, amount, created_at)
        select id, 'rider_wallet', ${riderId}, 700, now() from header`),
    );
    expect(message).toMatch(/does not balance \(sum 700\)/);
    // Entries inserted one by one are checked at commit, not per row: a balanced pair goes through.
    await context.db.transaction(async (tx) => {
      const [header] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'refund', currency: 'USD', description: 'A refund', createdAt: at })
        .returning();
      if (!header) throw new Error('no header');
      await tx.execute(sql`insert into ledger_entries (transaction_id, account, user_id, amount, created_at)
        values (${header.id}, 'rider_wallet', ${riderId}, 700, now())`);
      await tx.execute(sql`insert into ledger_entries (transaction_id, account, user_id, amount, created_at)
        values (${header.id}, 'card_clearing', null, -700, now())`);
    });
    expect(await countRows(context.db)).toEqual({ transactions: 1, entries: 2 });
  });

  it('posts a ride’s fare and tip once, whatever the retries and races, without failing a caller', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const { id } = await acceptedRide(rider, driver, 'card');
    const row = await findRide(context.db, id);
    if (!row) throw new Error('ride missing');
    const ride = { ...row, finalFare: 2_100 };

    const fares = await Promise.all(
      Array.from({ length: 5 }, () => context.db.transaction((tx) => postRideFare(tx, ride, at))),
    );
    expect(fares.filter((posted) => posted !== null)).toHaveLength(1);
    expect(await context.db.transaction((tx) => postRideFare(tx, ride, at))).toBeNull();

    const tips = await Promise.all(
      [300, 500].map((amount) =>
        context.db.transaction((tx) => postTip(tx, ride, amount, at, rider.account.id)),
      ),
    );
    expect(tips.filter((posted) => posted !== null)).toHaveLength(1);

    const ledger = await findRideLedger(context.db, id);
    expect(ledger.map((transaction) => [transaction.kind, transaction.entries.length])).toEqual([
      ['ride_fare', 3],
      ['tip', 2],
    ]);
    const tip = await findRideTip(context.db, id);
    expect([300, 500]).toContain(tip);
    expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(1_560 + tip);
    expect(await accountBalance(context.db, 'card_clearing', null)).toBe(-2_100 - tip);
    const [fareRow] = await context.db
      .select({ total: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.rideId, id));
    expect(fareRow?.total).toBe(2);
  });
});
