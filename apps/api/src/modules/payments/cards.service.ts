import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  type AddCardData,
  type CardSetup,
  type CardSetupRequest,
  type PaymentsConfig,
  type SavedCard,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { findUserById, lockUser } from '../users/index.ts';
import { callProvider, paymentFieldError, paymentMethodNotFound } from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { isAllowedReturnUrl, type ReturnOrigins } from './sandbox-authentication.service.ts';
import {
  deletePaymentMethod,
  findPaymentMethod,
  findPaymentMethods,
  insertPaymentMethod,
  setDefaultPaymentMethod,
  type PaymentMethodRow,
} from './payments.repository.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-payment-provider.ts';

export type CardsService = ReturnType<typeof createCardsService>;

function toPaymentMethod(row: PaymentMethodRow): SavedCard {
  return {
    id: row.id,
    provider: row.provider,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A card is good through the last day of its expiry month. */
function hasExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * The same card as one already saved: same provider, brand, last 4 digits and expiry. (The providers' fingerprints
 * are not kept, so this is the rule whatever the provider; two different cards alike in all four are vanishingly rare.)
 */
function isSameCard(
  saved: Pick<PaymentMethodRow, 'provider' | 'brand' | 'last4' | 'expMonth' | 'expYear'>,
  card: Pick<PaymentMethodRow, 'provider' | 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): boolean {
  return (
    saved.provider === card.provider &&
    saved.brand === card.brand &&
    saved.last4 === card.last4 &&
    saved.expMonth === card.expMonth &&
    saved.expYear === card.expYear
  );
}

/**
 * A rider's saved cards: only brand, last 4, expiry and the provider's token are kept; the number and CVC are
 * entered in the provider's own fields and never reach RideBook.
 */
export function createCardsService({
  db,
  clock,
  provider,
  origins,
  publishableKey,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  /** Where a card setup may send the browser back to (the configured origins). */
  origins: ReturnOrigins;
  /** Stripe's publishable key, for Stripe.js in the rider app (null with the sandbox). */
  publishableKey: string | null;
}) {
  return {
    config(): PaymentsConfig {
      const isSandbox = provider.kind === 'sandbox';
      return {
        provider: provider.kind,
        isSandbox,
        testCards: isSandbox
          ? SANDBOX_TEST_CARDS.map(({ number, brand, outcome, label }) => ({ number, brand, outcome, label }))
          : [],
      };
    },

    async list(riderId: string): Promise<SavedCard[]> {
      return (await findPaymentMethods(db, riderId)).map(toPaymentMethod);
    },

    /**
     * Starts saving a card in the provider's own fields: the browser sends the number to the provider (Stripe's
     * Payment Element, or the sandbox's hosted page), never to RideBook.
     */
    async startSetup(riderId: string, input: CardSetupRequest): Promise<CardSetup> {
      if (!isAllowedReturnUrl(input.returnUrl, origins))
        throw paymentFieldError(
          400,
          ERROR_CODES.VALIDATION_FAILED,
          'returnUrl',
          RIDE_MESSAGES.returnUrlInvalid,
        );
      const owner = await findUserById(db, riderId);
      // The rider's Stripe customer, if a card was saved before: their cards stay together.
      const customer = (await findPaymentMethods(db, riderId)).find((card) => card.providerCustomer !== null);
      const setup = await callProvider(() =>
        provider.startCardSetup(
          { userId: riderId, email: owner?.email ?? '', customer: customer?.providerCustomer ?? null },
          input.returnUrl,
        ),
      );
      return {
        provider: provider.kind,
        ...setup,
        publishableKey: provider.kind === 'stripe' ? publishableKey : null,
      };
    },

    /** Saves the card of a confirmed setup, read from the provider (brand, last 4, expiry and its token). */
    async add(riderId: string, input: AddCardData): Promise<SavedCard> {
      const found = await callProvider(() => provider.findCardSetup(input.setupId, { userId: riderId }));
      if (found.status === 'not_found')
        throw paymentFieldError(
          404,
          ERROR_CODES.PAYMENT_METHOD_NOT_FOUND,
          'setupId',
          PAYMENT_MESSAGES.cardSetupInvalid,
        );
      if (found.status === 'pending')
        throw paymentFieldError(
          400,
          ERROR_CODES.VALIDATION_FAILED,
          'setupId',
          PAYMENT_MESSAGES.cardSetupPending,
        );
      const saved = found.card;
      if (hasExpired(saved, clock.now())) {
        throw paymentFieldError(400, ERROR_CODES.VALIDATION_FAILED, 'setupId', PAYMENT_MESSAGES.cardExpired);
      }
      const card = {
        provider: provider.kind,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: saved.expMonth,
        expYear: saved.expYear,
      };
      return db.transaction(async (tx) => {
        // One rider's saves one after the other: two saves of one card at once keep one.
        await lockUser(tx, riderId);
        const cards = await findPaymentMethods(tx, riderId);
        if (cards.some((existing) => isSameCard(existing, card))) {
          throw paymentFieldError(
            409,
            ERROR_CODES.CARD_ALREADY_SAVED,
            'setupId',
            PAYMENT_MESSAGES.cardAlreadySaved,
          );
        }
        const isFirst = cards.length === 0;
        const row = await insertPaymentMethod(tx, {
          userId: riderId,
          providerToken: saved.token,
          providerCustomer: saved.customer,
          ...card,
          createdAt: clock.now(),
        });
        if (!isFirst && input.makeDefault !== true) return toPaymentMethod(row);
        await setDefaultPaymentMethod(tx, riderId, row.id);
        return toPaymentMethod({ ...row, isDefault: true });
      });
    },

    /** Removing the default card makes the newest remaining one the default. */
    async remove(riderId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const card = await findPaymentMethod(tx, riderId, id);
        if (!card || !(await deletePaymentMethod(tx, riderId, id))) throw paymentMethodNotFound();
        const [next] = await findPaymentMethods(tx, riderId);
        if (card.isDefault && next) await setDefaultPaymentMethod(tx, riderId, next.id);
      });
    },

    async setDefault(riderId: string, id: string): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        const card = await findPaymentMethod(tx, riderId, id);
        if (!card) throw paymentMethodNotFound();
        await setDefaultPaymentMethod(tx, riderId, id);
        return toPaymentMethod({ ...card, isDefault: true });
      });
    },
  };
}
