import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { cardPayments, cardRefunds, rides } from '../../db/schema.ts';
import type { Clock } from '../../shared/clock.ts';
import { ERROR_CODES, SETTLEMENT_MESSAGES, type Settlement } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { RidePayments } from '../payments/index.ts';
import { findRide } from '../rides/index.ts';
import type { SettlementJob, SettlementQueue } from './settlement-queue.ts';

// Settlement (docs/decisions/021): what a queued job does at the card provider, what recovery queues at start,
// and what admins see and retry. Every provider call carries an idempotency key derived from the row it settles,
// and every state change is guarded by the state it leaves, so a job run twice settles once.

type SettlementKind = Settlement['kind'];

const PENDING = { capture: 'capture_pending', void: 'void_pending' } as const;
const FAILED = { capture: 'capture_failed', void: 'void_failed' } as const;

/** The words kept for an admin: the error's message only (never a request, so never card data), bounded. */
function failureWords(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500) || 'The provider refused the request.';
}

export type SettlementService = ReturnType<typeof createSettlementService>;

export function createSettlementService(options: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  payments: RidePayments;
  queue: SettlementQueue;
  log: FastifyBaseLogger;
}) {
  const { db, clock, provider, payments, queue, log } = options;

  async function settleCardPayment(id: string, isLastAttempt: boolean): Promise<void> {
    const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
    if (payment === undefined) return;
    const kind =
      payment.status === 'capture_pending' ? 'capture' : payment.status === 'void_pending' ? 'void' : null;
    if (kind !== null) {
      try {
        if (kind === 'capture') {
          await provider.capture(payment.providerPaymentId, payment.capturedAmount, `capture-${payment.id}`);
        } else {
          await provider.void(payment.providerPaymentId, `void-${payment.id}`);
        }
      } catch (error) {
        await db
          .update(cardPayments)
          .set({
            settlementAttempts: sql`${cardPayments.settlementAttempts} + 1`,
            settlementError: failureWords(error),
            ...(isLastAttempt && { status: FAILED[kind] }),
            updatedAt: clock.now(),
          })
          .where(and(eq(cardPayments.id, id), eq(cardPayments.status, PENDING[kind])));
        log.error({ err: error, cardPaymentId: id, rideId: payment.rideId }, `card ${kind} failed`);
        throw error;
      }
      await db
        .update(cardPayments)
        .set({
          status: kind === 'capture' ? 'captured' : 'voided',
          settlementError: null,
          updatedAt: clock.now(),
        })
        .where(and(eq(cardPayments.id, id), eq(cardPayments.status, PENDING[kind])));
    }
    // A ride's fare above its hold: charged once the hold is captured (again, harmlessly, when a job repeats).
    if (
      payment.purpose === 'ride' &&
      payment.rideId !== null &&
      (kind === 'capture' || payment.status === 'captured')
    ) {
      const ride = await findRide(db, payment.rideId);
      const extra = (ride?.finalFare ?? 0) - payment.capturedAmount;
      if (ride?.status === 'completed' && extra > 0) await payments.chargeExtra(ride, payment, extra);
    }
  }

  async function settleCardRefund(id: string, isLastAttempt: boolean): Promise<void> {
    const [refund] = await db
      .select({ refund: cardRefunds, providerPaymentId: cardPayments.providerPaymentId })
      .from(cardRefunds)
      .innerJoin(cardPayments, eq(cardPayments.id, cardRefunds.cardPaymentId))
      .where(eq(cardRefunds.id, id));
    if (refund?.refund.status !== 'pending') return;
    try {
      const { refundId } = await provider.refund(
        refund.providerPaymentId,
        refund.refund.amount,
        `refund-${id}`,
      );
      await db
        .update(cardRefunds)
        .set({ status: 'succeeded', providerRefundId: refundId, error: null, updatedAt: clock.now() })
        .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'pending')));
    } catch (error) {
      await db
        .update(cardRefunds)
        .set({
          attempts: sql`${cardRefunds.attempts} + 1`,
          error: failureWords(error),
          ...(isLastAttempt && { status: 'failed' as const }),
          updatedAt: clock.now(),
        })
        .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'pending')));
      log.error({ err: error, cardRefundId: id }, 'card refund failed');
      throw error;
    }
  }

  async function run(job: SettlementJob, isLastAttempt: boolean): Promise<void> {
    if (job.kind === 'card_payment') return settleCardPayment(job.cardPaymentId, isLastAttempt);
    if (job.kind === 'card_refund') return settleCardRefund(job.cardRefundId, isLastAttempt);
    await provider.void(job.providerPaymentId, `void-${job.providerPaymentId}`);
  }
  queue.handle(run);

  return {
    /**
     * At start: settles what a stopped process left. A ride that ended with its hold still `authorised` (stopped
     * between the ride's commit and the settlement's claim) is claimed now; every pending settlement is queued
     * (a job already queued or run under the same id is not queued again; one a killed worker held is expired and
     * retried by the queue itself).
     */
    async recover(): Promise<number> {
      const unsettled = await db
        .select({ ride: rides })
        .from(cardPayments)
        .innerJoin(rides, eq(rides.id, cardPayments.rideId))
        .where(
          and(
            eq(cardPayments.purpose, 'ride'),
            eq(cardPayments.status, 'authorised'),
            inArray(rides.status, ['completed', 'cancelled']),
          ),
        );
      for (const { ride } of unsettled) {
        if (ride.status === 'completed') await payments.settleCompletedRide(ride);
        else await payments.settleEndedRide(ride);
      }
      const pendingPayments = await db
        .select({ id: cardPayments.id })
        .from(cardPayments)
        .where(inArray(cardPayments.status, ['capture_pending', 'void_pending']));
      const pendingRefunds = await db
        .select({ id: cardRefunds.id })
        .from(cardRefunds)
        .where(eq(cardRefunds.status, 'pending'));
      let queued = 0;
      for (const { id } of pendingPayments) {
        if ((await queue.send({ kind: 'card_payment', cardPaymentId: id }, id)) !== null) queued += 1;
      }
      for (const { id } of pendingRefunds) {
        if ((await queue.send({ kind: 'card_refund', cardRefundId: id }, id)) !== null) queued += 1;
      }
      return queued;
    },

    /** Pending and failed settlements, failed first, newest first: what an admin watches and retries. */
    async list(): Promise<Settlement[]> {
      const paymentRows = await db
        .select()
        .from(cardPayments)
        .where(notInArray(cardPayments.status, ['authorised', 'captured', 'voided']))
        .orderBy(desc(cardPayments.updatedAt))
        .limit(200);
      const refundRows = await db
        .select({ refund: cardRefunds, payment: cardPayments })
        .from(cardRefunds)
        .innerJoin(cardPayments, eq(cardPayments.id, cardRefunds.cardPaymentId))
        .where(ne(cardRefunds.status, 'succeeded'))
        .orderBy(desc(cardRefunds.updatedAt))
        .limit(200);
      const settlements: Settlement[] = [
        ...paymentRows.map((row) => {
          const kind: SettlementKind =
            row.status === 'void_pending' || row.status === 'void_failed' ? 'void' : 'capture';
          return {
            id: row.id,
            kind,
            state: row.status === FAILED[kind] ? ('failed' as const) : ('pending' as const),
            rideId: row.rideId,
            purpose: row.purpose,
            amount: kind === 'void' ? row.amount : row.capturedAmount,
            currency: row.currency,
            attempts: row.settlementAttempts,
            lastError: row.settlementError,
            updatedAt: row.updatedAt.toISOString(),
          };
        }),
        ...refundRows.map(({ refund, payment }) => ({
          id: refund.id,
          kind: 'refund' as const,
          state: refund.status === 'failed' ? ('failed' as const) : ('pending' as const),
          rideId: payment.rideId,
          purpose: payment.purpose,
          amount: refund.amount,
          currency: payment.currency,
          attempts: refund.attempts,
          lastError: refund.error,
          updatedAt: refund.updatedAt.toISOString(),
        })),
      ];
      return settlements.sort(
        (a, b) =>
          Number(b.state === 'failed') - Number(a.state === 'failed') ||
          b.updatedAt.localeCompare(a.updatedAt),
      );
    },

    /** An admin tries a failed settlement again: back to pending with a fresh job (its retries start over). */
    async retry(id: string): Promise<Settlement> {
      const now = clock.now();
      const [payment] = await db
        .update(cardPayments)
        .set({
          status: sql`case ${cardPayments.status} when 'capture_failed' then 'capture_pending'::card_payment_status else 'void_pending'::card_payment_status end`,
          updatedAt: now,
        })
        .where(and(eq(cardPayments.id, id), inArray(cardPayments.status, ['capture_failed', 'void_failed'])))
        .returning({ id: cardPayments.id });
      const [refund] =
        payment === undefined
          ? await db
              .update(cardRefunds)
              .set({ status: 'pending', updatedAt: now })
              .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'failed')))
              .returning({ id: cardRefunds.id })
          : [];
      if (payment === undefined && refund === undefined) {
        const known = (await this.list()).some((item) => item.id === id);
        throw known
          ? new AppError(409, ERROR_CODES.SETTLEMENT_NOT_FAILED, SETTLEMENT_MESSAGES.settlementNotFailed)
          : new AppError(404, ERROR_CODES.SETTLEMENT_NOT_FOUND, SETTLEMENT_MESSAGES.settlementNotFound);
      }
      const settlement = (await this.list()).find((item) => item.id === id);
      if (settlement === undefined) throw new Error(`settlement ${id} vanished after its retry`);
      await queue.send(
        payment === undefined
          ? { kind: 'card_refund', cardRefundId: id }
          : { kind: 'card_payment', cardPaymentId: id },
      );
      return settlement;
    },

    /** Runs the jobs due now in this process (tests; an operator's one-off). */
    runDue: () => queue.runDue(),
  };
}
