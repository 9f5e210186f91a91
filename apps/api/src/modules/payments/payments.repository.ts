import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { REFUND_LEDGER_KINDS, type RefundPurpose } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { cardPayments, ledgerEntries, ledgerTransactions, paymentMethods, rides } from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type CardPaymentRow = typeof cardPayments.$inferSelect;

/** Rides still able to cost money: their wallet holds count against the balance. */
const OPEN_RIDE_STATUSES = [
  'scheduled',
  'requested',
  'accepted',
  'arrived',
  'picked_up',
  'in_transit',
] as const;

// Saved cards.

/** The user's cards, the default first, then newest first. */
export async function findPaymentMethods(db: Database, userId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findPaymentMethod(
  db: Database,
  userId: string,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return row;
}

export async function findDefaultPaymentMethod(
  db: Database,
  userId: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  return row;
}

export async function insertPaymentMethod(
  db: Database,
  values: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  if (!row) throw new Error('insert into payment_methods returned no row');
  return row;
}

export async function deletePaymentMethod(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning({ id: paymentMethods.id });
  return deleted.length > 0;
}

/** Makes `id` the user's only default card (the partial unique index allows one). */
export async function setDefaultPaymentMethod(tx: Database, userId: string, id: string): Promise<void> {
  await tx
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
  await tx
    .update(paymentMethods)
    .set({ isDefault: true })
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
}

// Payments at the card provider.

export async function insertCardPayment(
  db: Database,
  values: typeof cardPayments.$inferInsert,
): Promise<CardPaymentRow> {
  const [row] = await db.insert(cardPayments).values(values).returning();
  if (!row) throw new Error('insert into card_payments returned no row');
  return row;
}

/** Records a payment unless the ride already has one for that purpose (a settlement job run again). */
export async function insertCardPaymentOnce(
  db: Database,
  values: typeof cardPayments.$inferInsert,
): Promise<void> {
  await db.insert(cardPayments).values(values).onConflictDoNothing();
}

/** The card as a payment records it: which saved card, and its brand and last 4 as receipts name it. */
export function chargedCard(
  card: PaymentMethodRow,
): Pick<CardPaymentRow, 'paymentMethodId' | 'brand' | 'last4'> {
  return { paymentMethodId: card.id, brand: card.brand, last4: card.last4 };
}

/**
 * Moves a payment on only from `from` (a guarded UPDATE): of two processes settling one ride, one wins and only it
 * calls the provider. False when the payment was not in `from`.
 */
export async function transitionCardPayment(
  db: Database,
  id: string,
  from: CardPaymentRow['status'],
  set: Partial<
    Pick<CardPaymentRow, 'status' | 'capturedAmount' | 'updatedAt' | 'settlementAttempts' | 'settlementError'>
  >,
): Promise<boolean> {
  const moved = await db
    .update(cardPayments)
    .set(set)
    .where(and(eq(cardPayments.id, id), eq(cardPayments.status, from)))
    .returning({ id: cardPayments.id });
  return moved.length > 0;
}

/** Records a refund to the card; the check constraint refuses more than was captured. */
export async function addCardRefund(db: Database, id: string, amount: number, at: Date): Promise<void> {
  await db
    .update(cardPayments)
    .set({ refundedAmount: sql`${cardPayments.refundedAmount} + ${amount}`, updatedAt: at })
    .where(eq(cardPayments.id, id));
}

/** The rider's top-up already recorded for this provider payment (a re-sent top-up), if any. */
export async function findTopUpPayment(
  db: Database,
  userId: string,
  providerPaymentId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.userId, userId),
        eq(cardPayments.purpose, 'wallet_top_up'),
        eq(cardPayments.providerPaymentId, providerPaymentId),
      ),
    );
  return row;
}

/** The card hold made at the ride's booking, if it was paid by card. */
export async function findRideHold(db: Database, rideId: string): Promise<CardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.rideId, rideId), eq(cardPayments.purpose, 'ride')));
  return row;
}

/** The captured card payments of the ride's fare (the hold, then any detour extra; not the tip), oldest first. */
export async function findCapturedFarePayments(db: Database, rideId: string): Promise<CardPaymentRow[]> {
  return db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.rideId, rideId),
        inArray(cardPayments.purpose, ['ride', 'ride_extra']),
        eq(cardPayments.status, 'captured'),
      ),
    )
    .orderBy(asc(cardPayments.createdAt), asc(cardPayments.id));
}

/** The tip's card payment, captured (a tip is charged on its own; none on a wallet ride's tip). */
export async function findCapturedTipPayment(
  db: Database,
  rideId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.rideId, rideId),
        eq(cardPayments.purpose, 'tip'),
        eq(cardPayments.status, 'captured'),
      ),
    );
  return row;
}

/**
 * The cards that paid the ride (its hold) and its tip: brand and last 4 as recorded with the payment, else (a
 * payment recorded before migration 0006) as the saved card has them, while it is still saved.
 */
export async function findRideChargedCards(
  db: Database,
  rideId: string,
): Promise<Array<{ purpose: CardPaymentRow['purpose']; brand: string | null; last4: string | null }>> {
  return db
    .select({
      purpose: cardPayments.purpose,
      brand: sql<string | null>`coalesce(${cardPayments.brand}, ${paymentMethods.brand})`,
      last4: sql<string | null>`coalesce(${cardPayments.last4}, ${paymentMethods.last4})`,
    })
    .from(cardPayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, cardPayments.paymentMethodId))
    .where(and(eq(cardPayments.rideId, rideId), inArray(cardPayments.purpose, ['ride', 'tip'])));
}

// The wallet (balances are sums of ledger entries; docs/decisions/007).

/** The upper bounds of the rider's open wallet rides: what their bookings may still take from the wallet. */
export async function sumWalletHolds(db: Database, riderId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum((${rides.fare} ->> 'high')::int), 0)::float8` })
    .from(rides)
    .where(
      and(
        eq(rides.riderId, riderId),
        eq(rides.paymentMethod, 'wallet'),
        eq(rides.currency, currency),
        inArray(rides.status, [...OPEN_RIDE_STATUSES]),
      ),
    );
  return row?.total ?? 0;
}

const walletEntry = (riderId: string, currency: string) =>
  and(
    eq(ledgerEntries.account, 'rider_wallet'),
    eq(ledgerEntries.userId, riderId),
    eq(ledgerTransactions.currency, currency),
  );

export async function countWalletMovements(db: Database, riderId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(walletEntry(riderId, currency));
  return row?.total ?? 0;
}

/** One page of the rider's wallet entries with their transactions, newest first. */
export async function findWalletMovements(
  db: Database,
  riderId: string,
  currency: string,
  page: { page: number; pageSize: number },
) {
  return (
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        amount: ledgerEntries.amount,
        description: ledgerTransactions.description,
        cardBrand: cardPayments.brand,
        cardLast4: cardPayments.last4,
        rideId: ledgerTransactions.rideId,
        at: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      // A top-up's card payment is recorded in the same transaction, at the same instant, as its ledger posting.
      .leftJoin(
        cardPayments,
        and(
          eq(ledgerTransactions.kind, 'wallet_top_up'),
          eq(cardPayments.userId, riderId),
          eq(cardPayments.purpose, 'wallet_top_up'),
          eq(cardPayments.createdAt, ledgerTransactions.createdAt),
          eq(cardPayments.currency, ledgerTransactions.currency),
          eq(cardPayments.amount, ledgerEntries.amount),
        ),
      )
      .where(walletEntry(riderId, currency))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
  );
}

// Refunds and cash.

/** Holds the ride's row until the transaction ends: two refunds at once cannot both pass the limit. */
export async function lockRide(tx: Database, rideId: string) {
  const [row] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  return row;
}

/**
 * What went back to the rider for the ride's fare or its tip so far (the refunds' entries on the wallet or the
 * card), and what of it the driver gave back. Fare and tip refunds are told apart by their ledger kind
 * (REFUND_LEDGER_KINDS: `refund` and `tip_refund`).
 */
export async function sumRideRefunds(
  db: Database,
  rideId: string,
  purpose: RefundPurpose,
): Promise<{ total: number; driverShare: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} in ('rider_wallet', 'card_clearing')), 0)::float8`,
      driverShare: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'driver_earnings'), 0)::float8`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerTransactions.rideId, rideId), eq(ledgerTransactions.kind, REFUND_LEDGER_KINDS[purpose])),
    );
  return { total: row?.total ?? 0, driverShare: row?.driverShare ?? 0 };
}

/**
 * What the driver owes the platform now: the cash they hold (driver_cash, negative) less the shares of those cash
 * fares that are theirs, i.e. the platform's share of their cash fares, minus any settlement posted to driver_cash.
 */
export async function sumDriverCashDebt(db: Database, driverId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({
      held: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'driver_cash'), 0)::float8`,
      ownShare: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'driver_earnings' and ${ledgerTransactions.kind} = 'ride_fare' and ${rides.paymentMethod} = 'cash'), 0)::float8`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(ledgerEntries.userId, driverId), eq(ledgerTransactions.currency, currency)));
  return Math.max(0, (row?.held ?? 0) - (row?.ownShare ?? 0));
}
