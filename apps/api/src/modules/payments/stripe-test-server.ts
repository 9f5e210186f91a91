import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Stripe's API on 127.0.0.1 for the tests: it reads form-encoded bodies and answers in Stripe's
// documented JSON (objects with `id` and `object`; card errors as HTTP 402 `{ error: { type: 'card_error', ... } }`),
// keeping just enough state to answer a PaymentIntent's capture and cancel as Stripe does.

export type StripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};
export type StripeReply = { status: number; body: unknown };

const CARDS: Record<
  string,
  { brand: string; behaviour: 'ok' | 'decline' | 'insufficient' | 'authenticate' }
> = {
  '4242424242424242': { brand: 'visa', behaviour: 'ok' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient' },
  '4000002500003155': { brand: 'visa', behaviour: 'authenticate' },
};

const cardError = (code: string, message: string, extra: Record<string, unknown> = {}): StripeReply => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...extra } },
});

export type FakeStripe = {
  baseUrl: string;
  received: StripeRequest[];
  /** Answers the next requests with `reply` instead of the simulation (e.g. an outage). */
  override(reply: ((request: StripeRequest) => StripeReply | undefined) | null): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const received: StripeRequest[] = [];
  const paymentMethods = new Map<string, (typeof CARDS)[string] & { last4: string }>();
  const intents = new Map<string, { amount: number; status: string }>();
  let counter = 0;
  let override: ((request: StripeRequest) => StripeReply | undefined) | null = null;
  const nextId = (prefix: string) => `${prefix}_test${(counter += 1)}`;

  function simulate({ path, form }: StripeRequest): StripeReply {
    if (path === '/v1/payment_methods') {
      const number = form.get('card[number]') ?? '';
      const card = CARDS[number];
      if (!card)
        return cardError('incorrect_number', 'Your card number is incorrect.', { param: 'card[number]' });
      const id = nextId('pm');
      paymentMethods.set(id, { ...card, last4: number.slice(-4) });
      const card_ = {
        brand: card.brand,
        last4: number.slice(-4),
        exp_month: Number(form.get('card[exp_month]')),
        exp_year: Number(form.get('card[exp_year]')),
      };
      return { status: 200, body: { id, object: 'payment_method', type: 'card', card: card_ } };
    }
    if (path === '/v1/customers') return { status: 200, body: { id: nextId('cus'), object: 'customer' } };
    if (path === '/v1/payment_intents') {
      const card = paymentMethods.get(form.get('payment_method') ?? '');
      const id = nextId('pi');
      const amount = Number(form.get('amount'));
      if (!card)
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      if (card.behaviour === 'decline')
        return cardError('card_declined', 'Your card was declined.', { decline_code: 'generic_decline' });
      if (card.behaviour === 'insufficient')
        return cardError('card_declined', 'Your card has insufficient funds.', {
          decline_code: 'insufficient_funds',
        });
      if (card.behaviour === 'authenticate')
        return cardError('authentication_required', 'Your card requires authentication.', {
          payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
        });
      intents.set(id, { amount, status: 'requires_capture' });
      return {
        status: 200,
        body: { id, object: 'payment_intent', amount, status: 'requires_capture', capture_method: 'manual' },
      };
    }
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (action) {
      const [, id = '', verb] = action;
      const intent = intents.get(id);
      if (!intent || intent.status !== 'requires_capture')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
        };
      intent.status = verb === 'capture' ? 'succeeded' : 'canceled';
      const captured = verb === 'capture' ? Number(form.get('amount_to_capture') ?? intent.amount) : 0;
      return {
        status: 200,
        body: { id, object: 'payment_intent', status: intent.status, amount_received: captured },
      };
    }
    if (path === '/v1/refunds') {
      return {
        status: 200,
        body: { id: nextId('re'), object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  }

  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const recorded: StripeRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        form: new URLSearchParams(text),
      };
      received.push(recorded);
      const reply = override?.(recorded) ?? simulate(recorded);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    override: (next) => {
      override = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
