import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  CardRejectedError,
  PaymentProviderUnavailableError,
  type AuthorisationResult,
  type AuthorisationState,
  type PaymentProvider,
} from './payment-provider.ts';
import { createStripeClient, type StripeClientOptions } from './stripe-client.ts';

// Stripe through its official SDK (https://docs.stripe.com/api): PaymentIntents with capture_method=manual hold at
// booking, capture takes the final amount, cancel releases the hold, refunds give money back. Every call that
// moves money carries an idempotency key. A card error (HTTP 402) is the SDK's StripeCardError.

export type StripeOptions = StripeClientOptions;

const CARD_FIELDS: Record<string, CardRejectedError['field']> = {
  'card[number]': 'number',
  'card[exp_month]': 'expMonth',
  'card[exp_year]': 'expYear',
  'card[cvc]': 'cvc',
};

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

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const stripe = createStripeClient(options);

  return {
    kind: 'stripe',

    async saveCard(card, owner) {
      let created: Stripe.PaymentMethod;
      try {
        created = await stripe.paymentMethods.create(
          {
            type: 'card',
            card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
          },
          { idempotencyKey: `pm-${owner.userId}-${randomUUID()}` },
        );
      } catch (error) {
        if (isCardError(error))
          throw new CardRejectedError(CARD_FIELDS[error.param ?? ''] ?? 'number', error.message);
        throw unavailable('payment method', error);
      }
      // A card can be charged again only through a customer it is attached to.
      const customer = await calling('customer', () =>
        stripe.customers.create(
          { email: owner.email, payment_method: created.id, metadata: { user_id: owner.userId } },
          { idempotencyKey: `customer-${created.id}` },
        ),
      );
      if (created.card === undefined || created.card === null)
        throw new PaymentProviderUnavailableError('Stripe payment method without card details');
      return {
        token: created.id,
        customer: customer.id,
        brand: created.card.brand,
        last4: created.card.last4,
        expMonth: created.card.exp_month,
        expYear: created.card.exp_year,
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
  };
}
