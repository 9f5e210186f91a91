import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  PaymentProviderUnavailableError,
  type AuthorisationResult,
  type AuthorisationState,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderPeriod,
  type ProviderRefund,
} from './payment-provider.ts';
import { createStripeClient, type StripeClientOptions } from './stripe-client.ts';

// Stripe through its official SDK (https://docs.stripe.com/api): cards are saved by SetupIntents that the rider's
// browser confirms in Stripe's Payment Element (the number never reaches RideBook); PaymentIntents with capture_method=manual hold at
// booking, capture takes the final amount, cancel releases the hold, refunds give money back. Every call that
// moves money carries an idempotency key. A card error (HTTP 402) is the SDK's StripeCardError.

export type StripeOptions = StripeClientOptions;

/** `insufficient_funds` -> `insufficient funds`: the decline, in words a rider reads. */
function declineReason(error: Stripe.errors.StripeError): string {
  const code = error.decline_code ?? error.code;
  if (code !== undefined && code !== 'card_declined' && code !== 'generic_decline')
    return code.replaceAll('_', ' ');
  return 'the bank refused the payment';
}

/** A PaymentIntent's status (https://docs.stripe.com/payments/paymentintents/lifecycle) as a hold's state. */
const INTENT_STATES: Partial<Record<Stripe.PaymentIntent.Status, AuthorisationState['status']>> = {
  requires_capture: 'authorised',
  requires_action: 'requires_authentication',
  requires_confirmation: 'requires_authentication',
  canceled: 'failed',
  requires_payment_method: 'failed',
};

/** `next_action.redirect_to_url.url`: the bank's page (3-D Secure) for the rider's browser. */
function redirectUrlOf(intent: Stripe.PaymentIntent): string | null {
  return intent.next_action?.redirect_to_url?.url ?? null;
}

const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/**
 * Anything but a success or a card error is the provider's trouble (bad key, rate limit, outage). The message
 * names the operation, the HTTP status and Stripe's error type only: never a request, which may hold card data.
 */
function unavailable(operation: string, error: unknown): PaymentProviderUnavailableError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode === undefined ? 'no answer' : `HTTP ${error.statusCode}`;
    return new PaymentProviderUnavailableError(`Stripe ${operation} failed: ${status} (${error.type})`);
  }
  return new PaymentProviderUnavailableError(`Stripe ${operation} failed (${(error as Error).name})`);
}

async function calling<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(operation, error);
  }
}

/** The most objects one reconciliation reads of a kind (100 pages of Stripe's largest page). */
const LIST_LIMIT = 10_000;

/** A period as Stripe's `created` filter writes it: whole seconds, `lt` excluded. */
export function createdFilter(period: ProviderPeriod): { gte: number; lt: number } {
  return { gte: Math.floor(period.from.getTime() / 1000), lt: Math.ceil(period.to.getTime() / 1000) };
}

const CHARGE_STATES: Partial<Record<Stripe.PaymentIntent.Status, ProviderCharge['status']>> = {
  succeeded: 'captured',
  canceled: 'voided',
  requires_capture: 'authorised',
};

function chargeOf(intent: Stripe.PaymentIntent): ProviderCharge {
  const status = CHARGE_STATES[intent.status] ?? 'other';
  return {
    id: intent.id,
    status,
    amount: status === 'captured' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    createdAt: new Date(intent.created * 1000),
  };
}

const REFUND_STATES: Record<string, ProviderRefund['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

function refundOf(refund: Stripe.Refund): ProviderRefund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    status: REFUND_STATES[refund.status ?? ''] ?? 'other',
    amount: refund.amount,
    currency: refund.currency.toUpperCase(),
    createdAt: new Date(refund.created * 1000),
  };
}

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = createStripeClient(options);

  return {
    kind: 'stripe',

    async startCardSetup(owner) {
      // A card can be charged again off-session only through a customer it is attached to: the rider's own
      // (from a card saved before) or a new one.
      const customer =
        owner.customer ??
        (
          await calling('customer', () =>
            stripe.customers.create(
              { email: owner.email, metadata: { user_id: owner.userId } },
              { idempotencyKey: `customer-${owner.userId}-${randomUUID()}` },
            ),
          )
        ).id;
      const setup = await calling('setup intent', () =>
        stripe.setupIntents.create(
          {
            customer,
            usage: 'off_session',
            allowed_payment_method_types: ['card'],
            metadata: { user_id: owner.userId },
          },
          { idempotencyKey: `setup-${owner.userId}-${randomUUID()}` },
        ),
      );
      if (setup.client_secret === null)
        throw new PaymentProviderUnavailableError('Stripe setup intent without a client secret');
      return { setupId: setup.id, clientSecret: setup.client_secret, hostedPageUrl: null };
    },

    async findCardSetup(setupId, owner) {
      let setup: Stripe.SetupIntent;
      try {
        setup = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404)
          return { status: 'not_found' };
        throw unavailable('setup intent retrieval', error);
      }
      // Only the rider who started it may save it (a setup id from someone else's browser is nobody's card here).
      if (setup.metadata?.user_id !== owner.userId) return { status: 'not_found' };
      if (setup.status !== 'succeeded') return { status: 'pending' };
      const method = setup.payment_method;
      const customer = typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null);
      if (method === null || typeof method === 'string' || !method.card)
        throw new PaymentProviderUnavailableError('Stripe setup intent without a card payment method');
      return {
        status: 'succeeded',
        card: {
          token: method.id,
          customer,
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
        },
      };
    },

    async authorise(request): Promise<AuthorisationResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            payment_method: request.card.token,
            ...(request.card.customer === null ? {} : { customer: request.card.customer }),
            capture_method: 'manual',
            confirm: true,
            // With a page to come back to, the rider is here and can answer 3-D Secure in their browser (on-session).
            ...(request.returnUrl === undefined
              ? { off_session: true }
              : { off_session: false, return_url: request.returnUrl }),
            description: request.description,
            metadata: { reference: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        if (!isCardError(error)) throw unavailable('payment intent', error);
        if (error.code === 'authentication_required') {
          return {
            outcome: 'requires_authentication',
            paymentId: error.payment_intent?.id ?? '',
            redirectUrl: null,
          };
        }
        return {
          outcome: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          reason: declineReason(error),
        };
      }
      if (intent.status === 'requires_capture') return { outcome: 'authorised', paymentId: intent.id };
      if (intent.status === 'requires_action') {
        return {
          outcome: 'requires_authentication',
          paymentId: intent.id,
          redirectUrl: redirectUrlOf(intent),
        };
      }
      throw new PaymentProviderUnavailableError(`Stripe payment intent in status ${intent.status}`);
    },

    async findAuthorisation(paymentId) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return undefined;
        throw unavailable('payment intent retrieval', error);
      }
      const status = INTENT_STATES[intent.status];
      if (status === undefined) {
        throw new PaymentProviderUnavailableError(`Stripe payment intent in status ${intent.status}`);
      }
      return {
        status,
        amount: intent.amount,
        currency: intent.currency.toUpperCase(),
        reference: intent.metadata.reference ?? null,
        redirectUrl: status === 'requires_authentication' ? redirectUrlOf(intent) : null,
      };
    },

    async capture(paymentId, amount, idempotencyKey) {
      await calling('capture', () =>
        stripe.paymentIntents.capture(paymentId, { amount_to_capture: amount }, { idempotencyKey }),
      );
    },

    async void(paymentId, idempotencyKey) {
      await calling('cancel', () =>
        stripe.paymentIntents.cancel(paymentId, { cancellation_reason: 'abandoned' }, { idempotencyKey }),
      );
    },

    async refund(paymentId, amount, idempotencyKey) {
      const refund = await calling('refund', () =>
        stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },

    async listActivity(period) {
      // The SDK's auto-pagination follows `has_more` / `starting_after` (https://docs.stripe.com/api/pagination).
      const created = createdFilter(period);
      const [intents, refunds] = await Promise.all([
        calling('payment intent list', () =>
          stripe.paymentIntents.list({ created, limit: 100 }).autoPagingToArray({ limit: LIST_LIMIT }),
        ),
        calling('refund list', () =>
          stripe.refunds.list({ created, limit: 100 }).autoPagingToArray({ limit: LIST_LIMIT }),
        ),
      ]);
      return { charges: intents.map(chargeOf), refunds: refunds.map(refundOf) };
    },
  };
}
