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
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { accountBalance } from '../ledger/ledger.repository.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  authenticationRequired,
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
  findWalletMovements,
  chargedCard,
  insertCardPayment,
  sumWalletHolds,
} from './payments.repository.ts';

export type WalletService = ReturnType<typeof createWalletService>;

/** The rider's wallet: a ledger account (rider_wallet) topped up by card and spent on wallet rides. */
export function createWalletService(options: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  settings: SettingsService;
}) {
  const { db, clock, provider, settings } = options;

  async function wallet(riderId: string, executor: Database = db): Promise<Wallet> {
    const [balance, held, pricing] = await Promise.all([
      accountBalance(executor, 'rider_wallet', riderId),
      sumWalletHolds(executor, riderId),
      settings.getPricing(),
    ]);
    return { currency: pricing.currency, balance, held, available: balance - held };
  }

  return {
    wallet: (riderId: string) => wallet(riderId),

    /** Charges the card at once (hold and capture), then posts card_clearing -> rider_wallet. */
    async topUp(
      riderId: string,
      input: { amount: number; paymentMethodId?: string | undefined },
    ): Promise<Wallet> {
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
      const { currency } = await settings.getPricing();
      const key = randomUUID();
      const result = await callProvider(() =>
        provider.authorise({
          card: { token: card.providerToken, customer: card.providerCustomer },
          amount: input.amount,
          currency,
          description: 'RideBook wallet top-up',
          idempotencyKey: `top-up-${key}`,
        }),
      );
      if (result.outcome === 'declined') throw cardDeclined(result.reason, 'paymentMethodId');
      if (result.outcome === 'requires_authentication') throw authenticationRequired('paymentMethodId');
      await callProvider(() => provider.capture(result.paymentId, input.amount, `capture-top-up-${key}`));
      const now = clock.now();
      return db.transaction(async (tx) => {
        await insertCardPayment(tx, {
          userId: riderId,
          purpose: 'wallet_top_up',
          ...chargedCard(card),
          provider: provider.kind,
          providerPaymentId: result.paymentId,
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
        return wallet(riderId, tx);
      });
    },

    async history(riderId: string, query: PageQuery): Promise<WalletHistoryPage> {
      const [rows, total] = await Promise.all([
        findWalletMovements(db, riderId, query),
        countWalletMovements(db, riderId),
      ]);
      return {
        data: rows.map((row): WalletMovement => ({
          id: String(row.id),
          kind: row.kind,
          amount: row.amount,
          description: row.description,
          rideId: row.rideId,
          at: row.at.toISOString(),
        })),
        page: pageInfo(query, total),
      };
    },
  };
}
