import { randomUUID } from 'node:crypto';
import {
  CardRejectedError,
  PaymentProviderUnavailableError,
  type AuthorisationResult,
  type AuthorisationState,
  type PaymentProvider,
} from './payment-provider.ts';

// Stripe's REST API as documented (https://docs.stripe.com/api): form-encoded bodies, Bearer auth, an
// Idempotency-Key on every POST; PaymentIntents with capture_method=manual hold at booking, /capture takes the final
// amount, /cancel releases the hold, /v1/refunds gives money back. Card errors come as HTTP 402 `{ error: {...} }`.

export type StripeOptions = {
  secretKey: string;
  apiBase: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
};

type StripeError = { type?: string; code?: string; decline_code?: string; message?: string; param?: string };
type StripeAnswer = { status: number; body: Record<string, unknown> & { error?: StripeError } };

const CARD_FIELDS: Record<string, CardRejectedError['field']> = {
  'card[number]': 'number',
  'card[exp_month]': 'expMonth',
  'card[exp_year]': 'expYear',
  'card[cvc]': 'cvc',
};

/** `insufficient_funds` -> `insufficient funds`: the decline, in words a rider reads. */
function declineReason(error: StripeError): string {
  const code = error.decline_code ?? error.code;
  if (code !== undefined && code !== 'card_declined' && code !== 'generic_decline')
    return code.replaceAll('_', ' ');
  return 'the bank refused the payment';
}

/** A PaymentIntent's status (https://docs.stripe.com/payments/paymentintents/lifecycle) as a hold's state. */
const INTENT_STATES: Record<string, AuthorisationState['status']> = {
  requires_capture: 'authorised',
  requires_action: 'requires_authentication',
  requires_confirmation: 'requires_authentication',
  canceled: 'failed',
  requires_payment_method: 'failed',
};

/** `next_action.redirect_to_url.url`: the bank's page (3-D Secure) for the rider's browser. */
function redirectUrlOf(intent: Record<string, unknown>): string | null {
  const next = intent.next_action as { redirect_to_url?: { url?: unknown } } | null | undefined;
  const url = next?.redirect_to_url?.url;
  return typeof url === 'string' ? url : null;
}

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** A POST (form and idempotency key) or, without them, a GET. */
  async function call(
    path: string,
    post?: { form: Record<string, string>; idempotencyKey: string },
  ): Promise<StripeAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${options.apiBase}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(post && {
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': post.idempotencyKey,
          }),
        },
        ...(post && { body: new URLSearchParams(post.form).toString() }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // Never the URL or the body: the body may hold a card number.
      throw new PaymentProviderUnavailableError(`Stripe could not be reached (${(error as Error).name})`);
    }
    let body: StripeAnswer['body'];
    try {
      body = JSON.parse(text) as StripeAnswer['body'];
    } catch {
      throw new PaymentProviderUnavailableError(`Stripe answered HTTP ${response.status} without JSON`);
    }
    return { status: response.status, body };
  }

  const post = (path: string, form: Record<string, string>, idempotencyKey: string) =>
    call(path, { form, idempotencyKey });

  /** Anything but a success or a card error is the provider's trouble (bad key, rate limit, outage). */
  function unexpected(path: string, answer: StripeAnswer): PaymentProviderUnavailableError {
    const type = answer.body.error?.type ?? 'unknown';
    return new PaymentProviderUnavailableError(`Stripe ${path} answered HTTP ${answer.status} (${type})`);
  }

  async function expectOk(path: string, form: Record<string, string>, key: string) {
    const answer = await post(path, form, key);
    if (answer.status !== 200) throw unexpected(path, answer);
    return answer.body;
  }

  return {
    kind: 'stripe',

    async saveCard(card, owner) {
      const created = await post(
        '/v1/payment_methods',
        {
          type: 'card',
          'card[number]': card.number,
          'card[exp_month]': String(card.expMonth),
          'card[exp_year]': String(card.expYear),
          'card[cvc]': card.cvc,
        },
        `pm-${owner.userId}-${randomUUID()}`,
      );
      const error = created.body.error;
      if (created.status === 402 && error?.type === 'card_error') {
        throw new CardRejectedError(
          CARD_FIELDS[error.param ?? ''] ?? 'number',
          error.message ?? 'Card refused',
        );
      }
      if (created.status !== 200) throw unexpected('/v1/payment_methods', created);
      const paymentMethodId = String(created.body.id);
      // A card can be charged again only through a customer it is attached to.
      const customer = await expectOk(
        '/v1/customers',
        { email: owner.email, payment_method: paymentMethodId, 'metadata[user_id]': owner.userId },
        `customer-${paymentMethodId}`,
      );
      const details = created.body.card as {
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
      };
      return {
        token: paymentMethodId,
        customer: String(customer.id),
        brand: details.brand,
        last4: details.last4,
        expMonth: details.exp_month,
        expYear: details.exp_year,
      };
    },

    async authorise(request): Promise<AuthorisationResult> {
      const answer = await post(
        '/v1/payment_intents',
        {
          amount: String(request.amount),
          currency: request.currency.toLowerCase(),
          payment_method: request.card.token,
          ...(request.card.customer === null ? {} : { customer: request.card.customer }),
          capture_method: 'manual',
          confirm: 'true',
          // With a page to come back to, the rider is here and can answer 3-D Secure in their browser (on-session).
          ...(request.returnUrl === undefined
            ? { off_session: 'true' }
            : { off_session: 'false', return_url: request.returnUrl }),
          description: request.description,
          'metadata[reference]': request.idempotencyKey,
        },
        request.idempotencyKey,
      );
      const error = answer.body.error;
      if (answer.status === 402 && error?.type === 'card_error') {
        if (error.code === 'authentication_required') {
          const intent = (answer.body.error as { payment_intent?: { id?: string } }).payment_intent;
          return { outcome: 'requires_authentication', paymentId: intent?.id ?? '', redirectUrl: null };
        }
        return {
          outcome: 'declined',
          code: error.decline_code ?? error.code ?? 'card_declined',
          reason: declineReason(error),
        };
      }
      if (answer.status !== 200) throw unexpected('/v1/payment_intents', answer);
      const paymentId = String(answer.body.id);
      if (answer.body.status === 'requires_capture') return { outcome: 'authorised', paymentId };
      if (answer.body.status === 'requires_action') {
        return { outcome: 'requires_authentication', paymentId, redirectUrl: redirectUrlOf(answer.body) };
      }
      throw new PaymentProviderUnavailableError(
        `Stripe payment intent in status ${String(answer.body.status)}`,
      );
    },

    async findAuthorisation(paymentId) {
      const path = `/v1/payment_intents/${encodeURIComponent(paymentId)}`;
      const answer = await call(path);
      if (answer.status === 404) return undefined;
      if (answer.status !== 200) throw unexpected('/v1/payment_intents/:id', answer);
      const status = INTENT_STATES[String(answer.body.status)];
      if (status === undefined) {
        throw new PaymentProviderUnavailableError(
          `Stripe payment intent in status ${String(answer.body.status)}`,
        );
      }
      const metadata = answer.body.metadata as Record<string, string> | undefined;
      return {
        status,
        amount: Number(answer.body.amount),
        currency: String(answer.body.currency).toUpperCase(),
        reference: metadata?.reference ?? null,
        redirectUrl: status === 'requires_authentication' ? redirectUrlOf(answer.body) : null,
      };
    },

    async capture(paymentId, amount, idempotencyKey) {
      await expectOk(
        `/v1/payment_intents/${encodeURIComponent(paymentId)}/capture`,
        { amount_to_capture: String(amount) },
        idempotencyKey,
      );
    },

    async void(paymentId, idempotencyKey) {
      await expectOk(
        `/v1/payment_intents/${encodeURIComponent(paymentId)}/cancel`,
        { cancellation_reason: 'abandoned' },
        idempotencyKey,
      );
    },

    async refund(paymentId, amount, idempotencyKey) {
      const refund = await expectOk(
        '/v1/refunds',
        { payment_intent: paymentId, amount: String(amount) },
        idempotencyKey,
      );
      return { refundId: String(refund.id) };
    },
  };
}
