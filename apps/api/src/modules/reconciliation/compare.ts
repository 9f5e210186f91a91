import type { ReconciliationDifference } from '@ridebook/validation';
import type { ProviderCharge, ProviderRefund } from '../payments/index.ts';
import type { ProviderTransfer } from '../payouts/index.ts';

// The comparison itself (docs/decisions/029), without a database or a network: RideBook's records of a day and the
// providers' lists, each pair compared once. Records whose settlement is still on its way (a capture, release,
// refund or payout queued and not answered yet) are the Settlements and Payouts pages' business, not differences.

export type RidebookCharge = {
  id: string;
  providerPaymentId: string;
  rideId: string | null;
  currency: string;
  status:
    | 'authorised'
    | 'captured'
    | 'voided'
    | 'capture_failed'
    | 'capture_pending'
    | 'void_pending'
    | 'void_failed';
  capturedAmount: number;
};

export type RidebookRefund = {
  id: string;
  providerRefundId: string | null;
  providerPaymentId: string;
  rideId: string | null;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
};

export type RidebookPayout = {
  id: string;
  providerTransferId: string | null;
  /** The idempotency key its current transfer is (or will be) made with. */
  transferKey: string;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'returned' | 'cancelled';
  /** What reached (or was to reach) the driver's account: amount minus fee. */
  transferred: number;
};

export type Difference = Omit<ReconciliationDifference, 'id'>;

export type Comparison = {
  checked: { charges: number; refunds: number; payouts: number };
  differences: Difference[];
};

/** What the provider should say of a RideBook card payment: money taken, or not (null: on its way, not compared). */
const EXPECTED_CHARGE: Record<RidebookCharge['status'], 'captured' | 'not_captured' | null> = {
  captured: 'captured',
  voided: 'not_captured',
  authorised: 'not_captured',
  capture_failed: 'not_captured',
  void_failed: 'not_captured',
  capture_pending: null,
  void_pending: null,
};

/** A record the provider holds and RideBook does not. */
function missingInRidebook(
  recordKind: Difference['recordKind'],
  theirs: { id: string; currency: string | null; amount: number; status: string },
): Difference {
  return {
    recordKind,
    kind: 'missing_in_ridebook',
    providerId: theirs.id,
    recordId: null,
    rideId: null,
    currency: theirs.currency,
    ridebookAmount: null,
    providerAmount: theirs.amount,
    ridebookState: null,
    providerState: theirs.status,
  };
}

function compareCharges(
  ridebook: Map<string, RidebookCharge>,
  provider: Map<string, ProviderCharge>,
  ids: Set<string>,
): { checked: number; differences: Difference[] } {
  let checked = 0;
  const differences: Difference[] = [];
  for (const id of ids) {
    const mine = ridebook.get(id);
    const theirs = provider.get(id);
    const base = {
      recordKind: 'charge' as const,
      providerId: id,
      recordId: mine?.id ?? null,
      rideId: mine?.rideId ?? null,
      currency: mine?.currency ?? theirs?.currency ?? null,
      ridebookAmount: mine === undefined ? null : mine.capturedAmount,
      providerAmount: theirs?.amount ?? null,
      ridebookState: mine?.status ?? null,
      providerState: theirs?.status ?? null,
    };
    if (mine === undefined) {
      // Only money the provider took is RideBook's concern: a hold that never settled moved nothing.
      if (theirs?.status !== 'captured') continue;
      checked += 1;
      differences.push({ ...base, kind: 'missing_in_ridebook' });
      continue;
    }
    const expected = EXPECTED_CHARGE[mine.status];
    if (expected === null) continue;
    checked += 1;
    if (expected === 'captured') {
      if (theirs === undefined) differences.push({ ...base, kind: 'missing_at_provider' });
      else if (theirs.status !== 'captured') differences.push({ ...base, kind: 'state_mismatch' });
      else if (theirs.amount !== mine.capturedAmount) differences.push({ ...base, kind: 'amount_mismatch' });
    } else if (theirs?.status === 'captured') {
      differences.push({ ...base, kind: 'state_mismatch' });
    }
  }
  return { checked, differences };
}

function compareRefunds(
  ridebook: RidebookRefund[],
  provider: Map<string, ProviderRefund>,
  inPeriod: (refund: ProviderRefund) => boolean,
): { checked: number; differences: Difference[] } {
  let checked = 0;
  const differences: Difference[] = [];
  const matched = new Set<string>();
  const pair = (mine: RidebookRefund, theirs: ProviderRefund | undefined) => {
    if (theirs !== undefined) matched.add(theirs.id);
    const base = {
      recordKind: 'refund' as const,
      providerId: theirs?.id ?? mine.providerRefundId,
      recordId: mine.id,
      rideId: mine.rideId,
      currency: mine.currency,
      ridebookAmount: mine.amount,
      providerAmount: theirs?.amount ?? null,
      ridebookState: mine.status,
      providerState: theirs?.status ?? null,
    };
    // A refund still on its way is compared once it is answered.
    if (mine.status === 'pending') return;
    checked += 1;
    const isDone = theirs?.status === 'succeeded';
    if (mine.status === 'failed') {
      if (isDone) differences.push({ ...base, kind: 'state_mismatch' });
      return;
    }
    if (theirs === undefined) differences.push({ ...base, kind: 'missing_at_provider' });
    else if (!isDone) differences.push({ ...base, kind: 'state_mismatch' });
    else if (theirs.amount !== mine.amount) differences.push({ ...base, kind: 'amount_mismatch' });
  };
  // By the provider's refund id first; a refund confirmed by a webhook without its id, by payment and amount.
  const withoutId: RidebookRefund[] = [];
  for (const mine of ridebook) {
    if (mine.providerRefundId === null) withoutId.push(mine);
    else pair(mine, provider.get(mine.providerRefundId));
  }
  for (const mine of withoutId) {
    const theirs = [...provider.values()].find(
      (candidate) =>
        !matched.has(candidate.id) &&
        candidate.paymentId === mine.providerPaymentId &&
        candidate.amount === mine.amount,
    );
    pair(mine, theirs);
  }
  for (const theirs of provider.values()) {
    if (matched.has(theirs.id) || !inPeriod(theirs) || theirs.status !== 'succeeded') continue;
    checked += 1;
    differences.push(missingInRidebook('refund', theirs));
  }
  return { checked, differences };
}

function comparePayouts(
  ridebook: RidebookPayout[],
  provider: ProviderTransfer[],
  inPeriod: (transfer: ProviderTransfer) => boolean,
): { checked: number; differences: Difference[] } {
  let checked = 0;
  const differences: Difference[] = [];
  const matched = new Set<string>();
  for (const mine of ridebook) {
    // By the transfer RideBook recorded, else by the key its job sends (an answer the job never got).
    const theirs =
      provider.find(
        (transfer) => mine.providerTransferId !== null && transfer.id === mine.providerTransferId,
      ) ?? provider.find((transfer) => transfer.reference === mine.transferKey);
    if (theirs !== undefined) matched.add(theirs.id);
    const base = {
      recordKind: 'payout' as const,
      providerId: theirs?.id ?? mine.providerTransferId,
      recordId: mine.id,
      rideId: null,
      currency: mine.currency,
      ridebookAmount: mine.transferred,
      providerAmount: theirs?.amount ?? null,
      ridebookState: mine.status,
      providerState: theirs?.status ?? null,
    };
    const isPaidThere = theirs?.status === 'paid';
    if (mine.status === 'paid') {
      checked += 1;
      if (theirs === undefined) differences.push({ ...base, kind: 'missing_at_provider' });
      else if (!isPaidThere) differences.push({ ...base, kind: 'state_mismatch' });
      else if (theirs.amount !== mine.transferred) differences.push({ ...base, kind: 'amount_mismatch' });
    } else if (mine.status === 'pending') {
      // On its way: compared once its job has the answer, unless the provider paid it already.
      if (isPaidThere) {
        checked += 1;
        differences.push({ ...base, kind: 'state_mismatch' });
      }
    } else {
      // failed, returned, cancelled: the amount is not (or no longer) with the driver.
      checked += 1;
      if (isPaidThere) differences.push({ ...base, kind: 'state_mismatch' });
    }
  }
  for (const theirs of provider) {
    if (matched.has(theirs.id) || !inPeriod(theirs) || theirs.status !== 'paid') continue;
    checked += 1;
    differences.push(missingInRidebook('payout', theirs));
  }
  return { checked, differences };
}

/**
 * Compares a period's records. `ridebook` holds RideBook's records created in the period and any the provider's
 * period names; `provider` holds the provider's objects of a wider window (a capture, refund or transfer made after
 * midnight of a payment made before it is still found), and only those created in the period (`inPeriod`) count as
 * missing in RideBook.
 */
export function compareRecords(input: {
  period: { from: Date; to: Date };
  ridebook: {
    charges: RidebookCharge[];
    /** RideBook's card payments created in the period (others are here because the provider's period names them). */
    chargeIdsInPeriod: Set<string>;
    refunds: RidebookRefund[];
    payouts: RidebookPayout[];
  };
  provider: { charges: ProviderCharge[]; refunds: ProviderRefund[]; transfers: ProviderTransfer[] };
}): Comparison {
  const { period, ridebook, provider } = input;
  const inPeriod = (object: { createdAt: Date }) =>
    object.createdAt.getTime() >= period.from.getTime() && object.createdAt.getTime() < period.to.getTime();
  const charges = compareCharges(
    new Map(ridebook.charges.map((charge) => [charge.providerPaymentId, charge])),
    new Map(provider.charges.map((charge) => [charge.id, charge])),
    new Set([...ridebook.chargeIdsInPeriod, ...provider.charges.filter(inPeriod).map((charge) => charge.id)]),
  );
  const refunds = compareRefunds(
    ridebook.refunds,
    new Map(provider.refunds.map((refund) => [refund.id, refund])),
    inPeriod,
  );
  const payouts = comparePayouts(ridebook.payouts, provider.transfers, inPeriod);
  return {
    checked: { charges: charges.checked, refunds: refunds.checked, payouts: payouts.checked },
    differences: [...charges.differences, ...refunds.differences, ...payouts.differences],
  };
}
