import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type PaymentsConfig, type SandboxCardOutcome } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type {
  AuthorisationState,
  PaymentProvider,
  ProviderCharge,
  ProviderRefund,
} from './payment-provider.ts';
import {
  insertSandboxProviderRecord,
  settleSandboxCharge,
  listSandboxProviderRecords,
} from './sandbox-provider-records.repository.ts';
import { findSandboxCardSetup, insertSandboxCardSetup } from './sandbox-card-setups.repository.ts';
import {
  findSandboxAuthentication,
  insertSandboxAuthentication,
  type SandboxAuthenticationRow,
} from './sandbox-authentications.repository.ts';

type TestCard = PaymentsConfig['testCards'][number] & { declineReason?: string };

/**
 * The well-known test cards (Stripe's test-mode numbers): the sandbox answers each as a real provider would, so
 * every outcome can be tried without moving money.
 */
export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', label: 'Visa: always succeeds' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'succeeds',
    label: 'Mastercard: always succeeds',
  },
  {
    number: '378282246310005',
    brand: 'amex',
    outcome: 'succeeds',
    label: 'American Express: always succeeds',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    label: 'Visa: declined',
    declineReason: 'the bank refused the payment',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    label: 'Visa: declined for insufficient funds',
    declineReason: 'insufficient funds',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    outcome: 'requires_authentication',
    label: 'Visa: requires authentication (3-D Secure)',
  },
];

const TOKEN_PREFIX = 'sandbox_card_';

/**
 * The sandbox token says how the card behaves (as Stripe's `pm_card_chargeDeclined` does), so the sandbox keeps no
 * state and any process answers the same; the number itself is forgotten once the token is made.
 */
function tokenFor(card: TestCard): string {
  const index = SANDBOX_TEST_CARDS.indexOf(card);
  return `${TOKEN_PREFIX}${index}_${randomUUID()}`;
}

/** A test card's token and brand (what the sandbox's card page keeps); undefined for any other number. */
export function sandboxCardToken(number: string): { token: string; brand: string } | undefined {
  const known = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === number);
  return known && { token: tokenFor(known), brand: known.brand };
}

/** The sandbox's hosted card page (its stand-in for Stripe's fields): a path from the API's root. */
export function sandboxCardSetupPath(setupId: string, clientSecret: string): string {
  return `/api/payments/sandbox/card-setups/${encodeURIComponent(setupId)}?client_secret=${encodeURIComponent(clientSecret)}`;
}

function cardOfToken(token: string): TestCard | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const index = Number(token.slice(TOKEN_PREFIX.length).split('_')[0]);
  return SANDBOX_TEST_CARDS[index];
}

function outcomeOf(token: string): SandboxCardOutcome | 'unknown' {
  return cardOfToken(token)?.outcome ?? 'unknown';
}

const SANDBOX_CHARGE_STATES: Record<string, ProviderCharge['status']> = {
  authorised: 'authorised',
  captured: 'captured',
  voided: 'voided',
};

/** Where the rider's browser answers the sandbox's 3-D Secure: a page the API serves itself (path from its root). */
export function sandboxAuthenticationPath(paymentId: string): string {
  return `/api/payments/sandbox/authenticate/${encodeURIComponent(paymentId)}`;
}

const AUTHENTICATION_STATES: Record<SandboxAuthenticationRow['status'], AuthorisationState['status']> = {
  pending: 'requires_authentication',
  authenticated: 'authorised',
  failed: 'failed',
};

/**
 * The default provider: no network, no money; test cards only (clearly labelled as such by /payments/config).
 * With `store`, a 3-D Secure card charged with a `returnUrl` waits for the rider's answer on the sandbox's page
 * (recorded in `sandbox_authentications`); without it, or without a `returnUrl`, it just asks for authentication.
 */
export function createSandboxPaymentProvider(store?: { db: Database; clock: Clock }): PaymentProvider {
  const paymentId = () => `sandbox_payment_${randomUUID()}`;
  // The same key finds the same payment, as Stripe's idempotency keys do: a re-sent top-up is recognised.
  const paymentIdOfKey = (idempotencyKey: string) =>
    `sandbox_payment_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
  return {
    kind: 'sandbox',
    async startCardSetup(owner, returnUrl) {
      if (store === undefined) throw new Error('the sandbox saves cards in its database: pass its store');
      const setup = await insertSandboxCardSetup(store.db, {
        id: `sandbox_setup_${randomUUID()}`,
        userId: owner.userId,
        clientSecret: randomBytes(24).toString('base64url'),
        returnUrl,
        status: 'pending',
        createdAt: store.clock.now(),
      });
      return {
        setupId: setup.id,
        clientSecret: setup.clientSecret,
        hostedPageUrl: sandboxCardSetupPath(setup.id, setup.clientSecret),
      };
    },
    async findCardSetup(setupId, owner) {
      const setup = store && (await findSandboxCardSetup(store.db, setupId));
      if (!setup || setup.userId !== owner.userId) return { status: 'not_found' };
      const { cardToken, brand, last4, expMonth, expYear } = setup;
      if (setup.status !== 'succeeded' || !cardToken || !brand || !last4 || !expMonth || !expYear)
        return { status: 'pending' };
      return {
        status: 'succeeded',
        card: { token: cardToken, customer: null, brand, last4, expMonth, expYear },
      };
    },
    async authorise({ card, amount, currency, idempotencyKey, returnUrl }) {
      const outcome = outcomeOf(card.token);
      if (outcome === 'succeeds') {
        const id = paymentIdOfKey(idempotencyKey);
        // The sandbox's books keep the hold from its creation, as Stripe's PaymentIntent is (a repeat finds it).
        if (store !== undefined)
          await insertSandboxProviderRecord(store.db, {
            id,
            kind: 'charge',
            status: 'authorised',
            amount,
            currency,
            reference: idempotencyKey,
            createdAt: store.clock.now(),
          });
        return { outcome: 'authorised', paymentId: id };
      }
      if (outcome === 'requires_authentication') {
        if (store === undefined || returnUrl === undefined)
          return { outcome: 'requires_authentication', paymentId: paymentId(), redirectUrl: null };
        // The same key finds the same payment, as Stripe's idempotency keys do.
        const waiting = await insertSandboxAuthentication(store.db, {
          paymentId: paymentId(),
          reference: idempotencyKey,
          status: 'pending',
          amount,
          currency,
          returnUrl,
          createdAt: store.clock.now(),
        });
        return {
          outcome: 'requires_authentication',
          paymentId: waiting.paymentId,
          redirectUrl: sandboxAuthenticationPath(waiting.paymentId),
        };
      }
      return {
        outcome: 'declined',
        code: 'card_declined',
        reason: cardOfToken(card.token)?.declineReason ?? 'the card is not known to the sandbox',
      };
    },
    async findAuthorisation(id) {
      if (store === undefined) return undefined;
      const row = await findSandboxAuthentication(store.db, id);
      if (!row) return undefined;
      return {
        status: AUTHENTICATION_STATES[row.status],
        amount: row.amount,
        currency: row.currency,
        reference: row.reference,
        redirectUrl: row.status === 'pending' ? sandboxAuthenticationPath(row.paymentId) : null,
      };
    },
    // With a store, what moved money is kept in the sandbox's own books (sandbox_provider_records), which the
    // reconciliation reads as it reads Stripe's lists; without one, nothing is kept and nothing is listed.
    async capture(id, amount) {
      if (store === undefined) return;
      await settleSandboxCharge(store.db, { id, status: 'captured', amount, at: store.clock.now() });
    },
    async void(id) {
      if (store === undefined) return;
      await settleSandboxCharge(store.db, { id, status: 'voided', amount: 0, at: store.clock.now() });
    },
    async refund(id, amount, idempotencyKey) {
      // The same key finds the same refund, as Stripe's idempotency keys do.
      const refundId = `sandbox_refund_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
      if (store !== undefined) {
        await insertSandboxProviderRecord(store.db, {
          id: refundId,
          kind: 'refund',
          paymentId: id,
          status: 'succeeded',
          amount,
          reference: idempotencyKey,
          createdAt: store.clock.now(),
        });
      }
      return { refundId };
    },
    async listActivity(period) {
      if (store === undefined) return { charges: [], refunds: [] };
      const [charges, refunds] = await Promise.all([
        listSandboxProviderRecords(store.db, 'charge', period),
        listSandboxProviderRecords(store.db, 'refund', period),
      ]);
      return {
        charges: charges.map((row) => ({
          id: row.id,
          status: SANDBOX_CHARGE_STATES[row.status] ?? 'other',
          amount: row.amount,
          currency: row.currency,
          createdAt: row.createdAt,
        })),
        refunds: refunds.map((row): ProviderRefund => ({
          id: row.id,
          paymentId: row.paymentId,
          status: 'succeeded',
          amount: row.amount,
          currency: row.currency,
          createdAt: row.createdAt,
        })),
      };
    },
  };
}
