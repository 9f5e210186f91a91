import type { Database } from '../../db/database.ts';
import { postTransaction } from './post-transaction.ts';
import { cancellationFeePosting, rideFarePosting, tipPosting, type LedgerRide } from './ride-postings.ts';

// The postings of a ride, each made in the transaction that changes the ride. Each returns the transaction's id,
// or null when there was nothing to post or it was already posted (the once-per-ride index).

export async function postRideFare(tx: Database, ride: LedgerRide, at: Date): Promise<string | null> {
  const posting = rideFarePosting(ride, at);
  return posting === null ? null : postTransaction(tx, posting);
}

export async function postCancellationFee(
  tx: Database,
  ride: LedgerRide,
  at: Date,
  actorId: string | null,
): Promise<string | null> {
  const posting = cancellationFeePosting(ride, at, actorId);
  return posting === null ? null : postTransaction(tx, posting);
}

export async function postTip(
  tx: Database,
  ride: LedgerRide,
  amount: number,
  at: Date,
  actorId: string,
): Promise<string | null> {
  return postTransaction(tx, tipPosting(ride, amount, at, actorId));
}
