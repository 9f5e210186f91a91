import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  formatAmount,
  pageInfo,
  type PageQuery,
  type Wallet,
  type WalletHistoryPage,
  type WalletMovement,
  type WalletTopUpData,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { accountBalance, postTransaction } from '../ledger/index.ts';
import type { CityDirectory } from '../cities/index.ts';
import { lockUser } from '../users/index.ts';
import { confirmAuthenticatedPayment, refuseUntilAuthenticated } from './authenticated-payment.ts';
import {
  authenticatedPaymentInvalid,
  callProvider,
  cardDeclined,
  paymentFieldError,
  paymentMethodNotFound,
} from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  countWalletMovements,
  findDefaultPaymentMethod,
  findPaymentMethod,
  findTopUpPayment,
  findWalletMovements,
  chargedCard,
  insertCardPayment,
  sumWalletHolds,
  type PaymentMethodRow,
} from './payments.repository.ts';

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * The rider's wallets: a ledger account (rider_wallet) topped up by card and spent on wallet rides, one balance per
 * currency (the ledger's transactions carry theirs): a ride in London spends the pounds, never the dollars.
 */
export function createWalletService(options: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  cities: CityDirectory;
}) {
  const { db, clock, provider, cities } = options;

  /** The wallet asked for: a currency one of the cities uses (400 on `currency` otherwise), else the default city's. */
  async function currencyOf(requested: string | undefined): Promise<string> {
    if (requested === undefined) return (await cities.defaultCity()).currency;
    if ((await cities.all()).some((city) => city.currency === requested)) return requested;
    throw paymentFieldError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      'currency',
      PAYMENT_MESSAGES.walletCurrencyInvalid,
    );
  }

  async function wallet(riderId: string, currency: string, executor: Database = db): Promise<Wallet> {
    const [balance, held] = await Promise.all([
      accountBalance(executor, 'rider_wallet', riderId, currency),
      sumWalletHolds(executor, riderId, currency),
    ]);
    return { currency, balance, held, available: balance - held };
  }

  /** The top-up's authorised payment: a new hold, or the one the rider's bank confirmed (3-D Secure). */
  async function authoriseTopUp(
    input: WalletTopUpData,
    payment: { reference: string; currency: string; card: PaymentMethodRow },
  ): Promise<string> {
    const { reference, currency, card } = payment;
    if (input.authenticatedPaymentId !== undefined) {
      await confirmAuthenticatedPayment(
        provider,
        input.authenticatedPaymentId,
        { reference, amount: input.amount, currency },
        { path: 'paymentMethodId', invalidMessage: PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid },
      );
      return input.authenticatedPaymentId;
    }
    const result = await callProvider(() =>
      provider.authorise({
        card: { token: card.providerToken, customer: card.providerCustomer },
        amount: input.amount,
        currency,
        description: 'RideBook wallet top-up',
        idempotencyKey: reference,
        ...(input.returnUrl !== undefined && { returnUrl: input.returnUrl }),
      }),
    );
    if (result.outcome === 'declined') throw cardDeclined(result.reason, 'paymentMethodId');
    if (result.outcome === 'requires_authentication')
      return refuseUntilAuthenticated(provider, result, 'paymentMethodId');
    return result.paymentId;
  }

  return {
    wallet: async (riderId: string, query: { currency?: string | undefined } = {}) =>
      wallet(riderId, await currencyOf(query.currency)),

    /**
     * Charges the card (hold, then capture) and posts card_clearing -> rider_wallet, once per payment. The provider
     * key binds the payment to this rider and this top-up (`idempotencyKey`, else a fresh one): a re-sent top-up
     * finds the same payment, and a payment made for another rider or top-up never matches. A card needing 3-D
     * Secure answers 402 with `authentication` when the app gave a `returnUrl`; sent again with
     * `authenticatedPaymentId`, the payment's outcome is asked of the provider, then it is captured and credited.
     */
    async topUp(riderId: string, input: WalletTopUpData): Promise<Wallet> {
      const card =
        input.paymentMethodId === undefined
          ? await findDefaultPaymentMethod(db, riderId)
          : await findPaymentMethod(db, riderId, input.paymentMethodId);
      if (!card) {
        if (input.paymentMethodId !== undefined) throw paymentMethodNotFound('paymentMethodId');
        throw paymentFieldError(
          400,
          ERROR_CODES.PAYMENT_METHOD_REQUIRED,
          'paymentMethodId',
          PAYMENT_MESSAGES.cardRequired,
        );
      }
      const currency = await currencyOf(input.currency);
      // Back from 3-D Secure once more after it was credited (the payment may be captured by now, which the
      // provider no longer answers as authorised): the same answer, the wallet as it is.
      if (input.authenticatedPaymentId !== undefined) {
        const credited = await findTopUpPayment(db, riderId, input.authenticatedPaymentId);
        if (credited) {
          if (credited.amount !== input.amount || credited.currency !== currency) {
            throw authenticatedPaymentInvalid(
              'paymentMethodId',
              PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid,
            );
          }
          return wallet(riderId, currency);
        }
      }
      const reference = `top-up-${riderId}-${input.idempotencyKey ?? randomUUID()}`;
      const paymentId = await authoriseTopUp(input, { reference, currency, card });
      // Credited already (the same top-up sent again): the wallet as it is, nothing charged or posted twice.
      if (await findTopUpPayment(db, riderId, paymentId)) return wallet(riderId, currency);
      await callProvider(() => provider.capture(paymentId, input.amount, `capture-${reference}`));
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Two re-sends at once: the rider's lock queues the second, which then finds the first's record.
        await lockUser(tx, riderId);
        if (await findTopUpPayment(tx, riderId, paymentId)) return wallet(riderId, currency, tx);
        await insertCardPayment(tx, {
          userId: riderId,
          purpose: 'wallet_top_up',
          ...chargedCard(card),
          provider: provider.kind,
          providerPaymentId: paymentId,
          status: 'captured',
          currency,
          amount: input.amount,
          capturedAmount: input.amount,
          createdAt: now,
          updatedAt: now,
        });
        await postTransaction(tx, {
          kind: 'wallet_top_up',
          actorId: riderId,
          currency,
          description: `Wallet top-up of ${formatAmount(input.amount, currency)} (${card.brand} ending ${card.last4})`,
          at: now,
          entries: [
            { account: 'card_clearing', amount: -input.amount },
            { account: 'rider_wallet', userId: riderId, amount: input.amount },
          ],
        });
        return wallet(riderId, currency, tx);
      });
    },

    async history(
      riderId: string,
      query: PageQuery & { currency?: string | undefined },
    ): Promise<WalletHistoryPage> {
      const currency = await currencyOf(query.currency);
      const [rows, total] = await Promise.all([
        findWalletMovements(db, riderId, currency, query),
        countWalletMovements(db, riderId, currency),
      ]);
      return {
        data: rows.map((row): WalletMovement => ({
          id: String(row.id),
          kind: row.kind,
          amount: row.amount,
          description: row.description,
          card:
            row.cardBrand !== null && row.cardLast4 !== null
              ? { brand: row.cardBrand, last4: row.cardLast4 }
              : null,
          rideId: row.rideId,
          at: row.at.toISOString(),
        })),
        page: pageInfo(query, total),
      };
    },
  };
}
