import type { Database } from '../../db/database.ts';
import {
  insertEntries,
  insertTransaction,
  type LedgerAccount,
  type LedgerTransactionKind,
} from './ledger.repository.ts';

/** One line of a posting: a positive amount grows the account, a negative one shrinks it. */
export type LedgerLine = { account: LedgerAccount; userId?: string | null; amount: number };

export type LedgerPosting = {
  kind: LedgerTransactionKind;
  rideId?: string | null;
  /** Who caused it (the rider who tipped); null or absent for the system. */
  actorId?: string | null;
  currency: string;
  description: string;
  /** From the caller's clock. */
  at: Date;
  entries: LedgerLine[];
};

/** A posting the ledger must never hold: a bug in the caller, not a user's mistake. */
export class LedgerPostingError extends Error {
  override name = 'LedgerPostingError';
}

const PER_USER_ACCOUNTS: ReadonlySet<LedgerAccount> = new Set([
  'rider_wallet',
  'driver_earnings',
  'driver_cash',
]);

/**
 * Refuses, before any database work, a posting that is empty, unbalanced, has an entry of zero or of a fraction
 * of a cent, or names a user on a platform account (or none on a per-user one). The database checks the balance
 * again at commit (migration 0003).
 */
export function checkPosting(posting: Pick<LedgerPosting, 'entries'>): void {
  const { entries } = posting;
  if (entries.length === 0) throw new LedgerPostingError('a ledger transaction needs entries');
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new LedgerPostingError(`a ledger entry must be a non-zero whole amount (got ${entry.amount})`);
    }
    const hasUser = entry.userId !== undefined && entry.userId !== null;
    if (hasUser !== PER_USER_ACCOUNTS.has(entry.account)) {
      throw new LedgerPostingError(
        hasUser ? `${entry.account} is a platform account` : `${entry.account} needs its user`,
      );
    }
    sum += entry.amount;
  }
  if (sum !== 0) throw new LedgerPostingError(`a ledger transaction must balance (sum ${sum})`);
}

/**
 * Posts one balanced transaction in the caller's database transaction. Returns its id, or null when the ride
 * already has a posting of this kind (a retry or a race): nothing is posted twice and the caller does not fail.
 */
export async function postTransaction(tx: Database, posting: LedgerPosting): Promise<string | null> {
  checkPosting(posting);
  const header = await insertTransaction(tx, {
    kind: posting.kind,
    rideId: posting.rideId ?? null,
    actorId: posting.actorId ?? null,
    currency: posting.currency,
    description: posting.description,
    createdAt: posting.at,
  });
  if (!header) return null;
  await insertEntries(
    tx,
    posting.entries.map((entry) => ({
      transactionId: header.id,
      account: entry.account,
      userId: entry.userId ?? null,
      amount: entry.amount,
      createdAt: posting.at,
    })),
  );
  return header.id;
}
