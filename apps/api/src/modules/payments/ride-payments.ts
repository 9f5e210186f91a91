import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  walletInsufficientMessage,
  type PaymentMethod,
} from '@ridebook/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { accountBalance } from '../ledger/index.ts';
import type { RideRow } from '../rides/index.ts';
import { lockUser } from '../users/index.ts';
import type { SettlementQueue } from '../settlement/index.ts';
import { confirmAuthenticatedPayment, refuseUntilAuthenticated } from './authenticated-payment.ts';
import { authenticationRequired, callProvider, cardDeclined, paymentFieldError } from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  chargedCard,
  findDefaultPaymentMethod,
  findPaymentMethod,
  findRideHold,
  insertCardPayment,
  insertCardPaymentOnce,
  sumWalletHolds,
  transitionCardPayment,
  type CardPaymentRow,
  type PaymentMethodRow,
} from './payments.repository.ts';

/** A card hold made for a booking, before its ride exists. */
export type BookingHold = { paymentId: string; card: PaymentMethodRow; amount: number; currency: string };

/** A tip captured on a card, before it is posted. */
export type TipCharge = { paymentId: string; card: PaymentMethodRow; amount: number };

export type RidePayments = ReturnType<typeof createRidePayments>;

/**
 * Where rides meet money at the card provider and the wallet (docs/decisions/008): a card ride holds its quote's
 * upper bound at booking, captures the final fare at completion and releases the hold (or takes the cancellation
 * fee from it) when it ends otherwise; a wallet ride must fit in what the wallet has not promised to other rides.
 * Ledger postings stay where they are (the fare with the completion, the fee with the cancellation).
 */
export function createRidePayments(options: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  queue: SettlementQueue;
  log: FastifyBaseLogger;
}) {
  const { db, clock, provider, queue, log } = options;

  /**
   * After the change that asked for it committed: the card payment (now `capture_pending` or `void_pending`) is
   * settled by a queued job, keyed by the payment's id so it is queued once (docs/decisions/021). Should the
   * process stop before this, the settlement recovery at the next start queues it.
   */
  async function queueSettlement(cardPaymentId: string): Promise<void> {
    await queue.send({ kind: 'card_payment', cardPaymentId }, cardPaymentId);
  }

  /**
   * A detour priced above the hold: the difference is a second charge on the same card, charged by the hold's
   * settlement job once the hold is captured. Safe to run again: the provider keys are the ride's, and the
   * extra payment is recorded once per ride.
   */
  async function chargeExtra(ride: RideRow, hold: CardPaymentRow, amount: number): Promise<void> {
    const card =
      hold.paymentMethodId === null
        ? undefined
        : await findPaymentMethod(db, ride.riderId, hold.paymentMethodId);
    if (!card) {
      log.error({ rideId: ride.id, amount }, 'no card left for the fare above the hold');
      return;
    }
    const result = await provider.authorise({
      card: { token: card.providerToken, customer: card.providerCustomer },
      amount,
      currency: ride.currency,
      description: `RideBook ride ${ride.id} (fare above the hold)`,
      idempotencyKey: `ride-extra-${ride.id}`,
    });
    if (result.outcome !== 'authorised') {
      log.error({ rideId: ride.id, amount, outcome: result.outcome }, 'the fare above the hold was refused');
      return;
    }
    await provider.capture(result.paymentId, amount, `capture-extra-${ride.id}`);
    const now = clock.now();
    await insertCardPaymentOnce(db, {
      userId: ride.riderId,
      rideId: ride.id,
      purpose: 'ride_extra',
      ...chargedCard(card),
      provider: provider.kind,
      providerPaymentId: result.paymentId,
      status: 'captured',
      currency: ride.currency,
      amount,
      capturedAmount: amount,
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * Whether `recordBooking` writes anything: a wallet check or a card hold. A booking it writes nothing for (cash)
   * needs no transaction around the ride's insert.
   */
  const recordsBooking = (paymentMethod: PaymentMethod, hold: BookingHold | null) =>
    paymentMethod === 'wallet' || hold !== null;

  return {
    provider,
    queue,
    recordsBooking,
    queueSettlement,
    chargeExtra,

    /**
     * Before the booking's transaction: a card ride holds the quote's upper bound on the default card. When the
     * bank asks for 3-D Secure and the rider app gave a `returnUrl`, the payment is kept and the answer is 402 with
     * `authentication` (where to send the browser); the app then books again with `authenticatedPaymentId`, whose
     * outcome is asked of the provider (never taken from the browser) and which must have been made for this
     * rider's booking (its reference is the booking's own provider key) with the same amount and currency.
     */
    async authoriseBooking(
      riderId: string,
      booking: {
        paymentMethod: PaymentMethod;
        amount: number;
        currency: string;
        idempotencyKey: string;
        returnUrl?: string | undefined;
        authenticatedPaymentId?: string | undefined;
      },
    ): Promise<BookingHold | null> {
      if (booking.paymentMethod !== 'card') return null;
      const card = await findDefaultPaymentMethod(db, riderId);
      if (!card) {
        throw paymentFieldError(
          400,
          ERROR_CODES.PAYMENT_METHOD_REQUIRED,
          'paymentMethod',
          PAYMENT_MESSAGES.cardRequired,
        );
      }
      // The booking's own key: a retried booking finds the same hold at the provider, and a payment made for
      // another booking (or rider) never matches it.
      const reference = `ride-hold-${riderId}-${booking.idempotencyKey}`;
      if (booking.authenticatedPaymentId !== undefined) {
        const paymentId = booking.authenticatedPaymentId;
        await confirmAuthenticatedPayment(
          provider,
          paymentId,
          { reference, amount: booking.amount, currency: booking.currency },
          { path: 'paymentMethod' },
        );
        return { paymentId, card, amount: booking.amount, currency: booking.currency };
      }
      const result = await callProvider(() =>
        provider.authorise({
          card: { token: card.providerToken, customer: card.providerCustomer },
          amount: booking.amount,
          currency: booking.currency,
          description: 'RideBook ride (held until the ride ends)',
          idempotencyKey: reference,
          ...(booking.returnUrl !== undefined && { returnUrl: booking.returnUrl }),
        }),
      );
      if (result.outcome === 'declined') throw cardDeclined(result.reason, 'paymentMethod');
      if (result.outcome === 'requires_authentication') {
        return refuseUntilAuthenticated(provider, result, 'paymentMethod');
      }
      return {
        paymentId: result.paymentId,
        card,
        amount: booking.amount,
        currency: booking.currency,
      };
    },

    /**
     * In the booking's transaction, once the ride row exists: records the card hold, or checks that the wallet
     * covers the ride's upper bound besides the rider's other open wallet rides. The rider's row is locked first,
     * so two bookings at once are checked one after the other and cannot both spend the same money.
     */
    async recordBooking(tx: Database, ride: RideRow, hold: BookingHold | null): Promise<void> {
      if (!recordsBooking(ride.paymentMethod, hold)) return;
      if (ride.paymentMethod === 'wallet') {
        await lockUser(tx, ride.riderId);
        const balance = await accountBalance(tx, 'rider_wallet', ride.riderId, ride.currency);
        const held = await sumWalletHolds(tx, ride.riderId, ride.currency);
        if (balance - held < 0) {
          const needed = ride.fare.high;
          throw paymentFieldError(
            402,
            ERROR_CODES.WALLET_INSUFFICIENT,
            'paymentMethod',
            walletInsufficientMessage(Math.max(0, balance - (held - needed)), needed, ride.currency),
          );
        }
        return;
      }
      if (hold === null) return;
      await insertCardPayment(tx, {
        userId: ride.riderId,
        rideId: ride.id,
        purpose: 'ride',
        ...chargedCard(hold.card),
        provider: provider.kind,
        providerPaymentId: hold.paymentId,
        status: 'authorised',
        currency: hold.currency,
        amount: hold.amount,
        createdAt: ride.createdAt,
        updatedAt: ride.createdAt,
      });
    },

    /**
     * Before a tip is posted, outside its transaction: a tip on a ride not paid from the wallet is held on the
     * rider's card now (the card that paid the ride, else the default card). A decline answers 402 and nothing is
     * posted. The provider key is the ride's, so a double tap or a retry charges the card once. Null for a wallet
     * ride (checked in the tip's transaction instead).
     */
    async chargeTip(ride: RideRow, amount: number): Promise<TipCharge | null> {
      if (ride.paymentMethod === 'wallet') return null;
      const hold = ride.paymentMethod === 'card' ? await findRideHold(db, ride.id) : undefined;
      const card =
        (hold?.paymentMethodId
          ? await findPaymentMethod(db, ride.riderId, hold.paymentMethodId)
          : undefined) ?? (await findDefaultPaymentMethod(db, ride.riderId));
      if (!card) {
        throw paymentFieldError(
          400,
          ERROR_CODES.PAYMENT_METHOD_REQUIRED,
          'amount',
          PAYMENT_MESSAGES.cardRequired,
        );
      }
      const result = await callProvider(() =>
        provider.authorise({
          card: { token: card.providerToken, customer: card.providerCustomer },
          amount,
          currency: ride.currency,
          description: `RideBook tip for ride ${ride.id}`,
          idempotencyKey: `tip-${ride.id}`,
        }),
      );
      if (result.outcome === 'declined') throw cardDeclined(result.reason, 'amount');
      if (result.outcome === 'requires_authentication') throw authenticationRequired('amount');
      // Held now (a decline answers the rider); captured by the tip's settlement job once the tip is posted.
      return { paymentId: result.paymentId, card, amount };
    },

    /**
     * In the tip's transaction, once the tip is posted: the card charge becomes the ride's tip payment, so the
     * receipt names the card and the charge sits with the ride's other card payments. Of two tips at once, only
     * the one whose posting won is recorded (once per ride: card_payments_once_per_ride_idx).
     */
    async recordTip(
      tx: Database,
      ride: RideRow,
      charge: TipCharge | null,
      at: Date,
    ): Promise<CardPaymentRow | null> {
      if (charge === null) return null;
      return insertCardPayment(tx, {
        userId: ride.riderId,
        rideId: ride.id,
        purpose: 'tip',
        ...chargedCard(charge.card),
        provider: provider.kind,
        providerPaymentId: charge.paymentId,
        status: 'capture_pending',
        currency: ride.currency,
        amount: charge.amount,
        capturedAmount: charge.amount,
        createdAt: at,
        updatedAt: at,
      });
    },

    /** In the tip's transaction: a wallet ride's tip must fit in what the wallet has not promised to open rides. */
    async checkWalletTip(tx: Database, ride: RideRow, amount: number): Promise<void> {
      if (ride.paymentMethod !== 'wallet') return;
      await lockUser(tx, ride.riderId);
      const available =
        (await accountBalance(tx, 'rider_wallet', ride.riderId, ride.currency)) -
        (await sumWalletHolds(tx, ride.riderId, ride.currency));
      if (available < amount) {
        throw paymentFieldError(
          402,
          ERROR_CODES.WALLET_INSUFFICIENT,
          'amount',
          walletInsufficientMessage(Math.max(0, available), amount, ride.currency),
        );
      }
    },

    /** The booking (or tip) failed after the hold was made: a queued job lets the money go. */
    async releaseHold(hold: { paymentId: string } | null): Promise<void> {
      if (hold === null) return;
      await queue
        .send({ kind: 'release_hold', providerPaymentId: hold.paymentId })
        .catch((error: unknown) => {
          log.error({ err: error }, "queueing the release of a failed booking's hold failed");
        });
    },

    /**
     * After the completion committed: the hold waits for the capture of the final fare (at most the hold; a
     * detour's excess is charged apart by the same job). Claimed by a guarded update, so one process queues it.
     */
    async settleCompletedRide(ride: RideRow): Promise<void> {
      if (ride.paymentMethod !== 'card') return;
      const hold = await findRideHold(db, ride.id);
      if (!hold) return;
      const captured = Math.min(ride.finalFare ?? 0, hold.amount);
      const isClaimed = await transitionCardPayment(db, hold.id, 'authorised', {
        status: captured > 0 ? 'capture_pending' : 'void_pending',
        capturedAmount: captured,
        updatedAt: clock.now(),
      });
      if (isClaimed) await queueSettlement(hold.id);
    },

    /** After a ride ended without completing: the cancellation fee is taken from the hold, or it is all released. */
    async settleEndedRide(ride: RideRow): Promise<void> {
      // Only a card booking holds money (authoriseBooking): nothing to look up for cash and wallet rides.
      if (ride.paymentMethod !== 'card') return;
      const hold = await findRideHold(db, ride.id);
      if (!hold) return;
      const fee = Math.min(ride.cancellationFee, hold.amount);
      const isClaimed = await transitionCardPayment(db, hold.id, 'authorised', {
        status: fee > 0 ? 'capture_pending' : 'void_pending',
        capturedAmount: fee,
        updatedAt: clock.now(),
      });
      if (isClaimed) await queueSettlement(hold.id);
    },
  };
}
