import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cardDisputes, cardPayments, cardRefunds, providerEvents, users } from '../../db/schema.ts';
import type { CardPaymentRow } from './payments.repository.ts';

// What the card provider's webhooks read and change (docs/decisions/008, "Webhooks"): the applied events by id,
// the payment an event names (locked), its refunds, and its disputes.

export type CardRefundRow = typeof cardRefunds.$inferSelect;

/**
 * Claims an event id in the transaction that applies it: false when it was applied before (a replay). Two
 * deliveries of one event at once: the second waits on the first's row and, once that commits, finds it.
 */
export async function claimProviderEvent(
  tx: Database,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(providerEvents)
    .values({ ...event, provider: 'stripe', outcome: 'received' })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return inserted.length > 0;
}

export async function setProviderEventOutcome(tx: Database, eventId: string, outcome: string): Promise<void> {
  await tx.update(providerEvents).set({ outcome }).where(eq(providerEvents.eventId, eventId));
}

export async function findProviderEvent(db: Database, eventId: string) {
  const [row] = await db.select().from(providerEvents).where(eq(providerEvents.eventId, eventId));
  return row;
}

/** The payment a provider id names, locked until the transaction ends (a webhook and a settlement job in turn). */
export async function lockCardPaymentByProviderId(
  tx: Database,
  providerPaymentId: string,
): Promise<CardPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(cardPayments)
    .where(eq(cardPayments.providerPaymentId, providerPaymentId))
    .orderBy(asc(cardPayments.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function updateCardPaymentFrom(
  tx: Database,
  id: string,
  from: readonly CardPaymentRow['status'][],
  set: Partial<Pick<CardPaymentRow, 'status' | 'settlementError' | 'updatedAt'>>,
): Promise<boolean> {
  const moved = await tx
    .update(cardPayments)
    .set(set)
    .where(and(eq(cardPayments.id, id), inArray(cardPayments.status, [...from])))
    .returning({ id: cardPayments.id });
  return moved.length > 0;
}

/** A payment's refunds to the card, oldest first. */
export async function findCardRefunds(tx: Database, cardPaymentId: string): Promise<CardRefundRow[]> {
  return tx
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.cardPaymentId, cardPaymentId))
    .orderBy(asc(cardRefunds.createdAt), asc(cardRefunds.id));
}

export async function confirmCardRefund(tx: Database, id: string, at: Date): Promise<void> {
  await tx
    .update(cardRefunds)
    .set({ status: 'succeeded', error: null, updatedAt: at })
    .where(and(eq(cardRefunds.id, id), inArray(cardRefunds.status, ['pending', 'failed'])));
}

/** Records a dispute once per provider dispute id; false when it was known. */
export async function insertCardDispute(
  tx: Database,
  values: typeof cardDisputes.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(cardDisputes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: cardDisputes.id });
  return inserted.length > 0;
}

export async function findCardDisputes(db: Database, cardPaymentId: string) {
  return db.select().from(cardDisputes).where(eq(cardDisputes.cardPaymentId, cardPaymentId));
}

/** A dispute by the provider's id, locked until the transaction ends (its postings are made once). */
export async function lockCardDispute(tx: Database, providerDisputeId: string) {
  const [row] = await tx
    .select()
    .from(cardDisputes)
    .where(eq(cardDisputes.providerDisputeId, providerDisputeId))
    .for('update');
  return row;
}

export async function updateCardDispute(
  tx: Database,
  id: string,
  set: Partial<
    Pick<
      typeof cardDisputes.$inferSelect,
      'status' | 'closedAt' | 'withdrawalTransactionId' | 'reinstatementTransactionId'
    >
  >,
): Promise<void> {
  await tx.update(cardDisputes).set(set).where(eq(cardDisputes.id, id));
}

/** Every dispute with its payment and rider, open ones first, then newest (the admins' list). */
export async function listDisputesWithPayments(db: Database, limit: number) {
  return db
    .select({
      dispute: cardDisputes,
      payment: { rideId: cardPayments.rideId, purpose: cardPayments.purpose },
      rider: { id: users.id, name: users.name, email: users.email },
    })
    .from(cardDisputes)
    .innerJoin(cardPayments, eq(cardPayments.id, cardDisputes.cardPaymentId))
    .innerJoin(users, eq(users.id, cardPayments.userId))
    .orderBy(
      sql`(${cardDisputes.closedAt} is null) desc`,
      desc(cardDisputes.createdAt),
      desc(cardDisputes.id),
    )
    .limit(limit);
}
