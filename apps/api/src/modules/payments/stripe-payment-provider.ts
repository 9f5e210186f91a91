import { randomUUID } from 'node:crypto';
import {
  CardRejectedError,
  PaymentProviderUnavailableError,
  type AuthorisationResult,
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

export function createStripePaymentProvider(options: StripeOptions): PaymentProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function post(
    path: string,
    form: Record<string, string>,
    idempotencyKey: string,
  ): Promise<StripeAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${options.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
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
          off_session: 'true',
          description: request.description,
        },
        request.idempotencyKey,
      );
      const error = answer.body.error;
      if (answer.status === 402 && error?.type === 'card_error') {
        if (error.code === 'authentication_required') {
          const intent = (answer.body.error as { payment_intent?: { id?: string } }).payment_intent;
          return { outcome: 'requires_authentication', paymentId: intent?.id ?? '' };
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
      if (answer.body.status === 'requires_action') return { outcome: 'requires_authentication', paymentId };
      throw new PaymentProviderUnavailableError(
        `Stripe payment intent in status ${String(answer.body.status)}`,
      );
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
