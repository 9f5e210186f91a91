import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Stripe's API on 127.0.0.1 for the tests: it reads form-encoded bodies and answers in Stripe's
// documented JSON (objects with `id` and `object`; card errors as HTTP 402 `{ error: { type: 'card_error', ... } }`),
// keeping just enough state to answer a PaymentIntent's capture, cancel and retrieval as Stripe does. An on-session
// confirmation (`off_session=false`, `return_url`) of the 3-D Secure card answers `requires_action` with
// `next_action.redirect_to_url`; `authenticate(id, ok)` plays the rider's answer on the bank's page. PaymentIntents
// and Refunds are listed as Stripe lists them (https://docs.stripe.com/api/pagination): newest first, filtered by
// `created[gte]` / `created[lt]`, a page of `limit` with `has_more`, the next after `starting_after`.

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
  /**
   * What Stripe.js does in the rider's browser when the Payment Element is confirmed: the card typed there
   * becomes a PaymentMethod attached to the SetupIntent's customer (RideBook's API is not part of this).
   */
  confirmSetup(setupIntentId: string, card: { number: string; expMonth: number; expYear: number }): void;
  /** The rider's answer to 3-D Secure: the intent moves to `requires_capture`, or back to `requires_payment_method`. */
  authenticate(paymentIntentId: string, isConfirmed: boolean): void;
  /** Answers the next requests with `reply` instead of the simulation (e.g. an outage). */
  override(reply: ((request: StripeRequest) => StripeReply | undefined) | null): void;
  close(): Promise<void>;
};

/** The stand-ins running in this process, by the name their ids carry (`seti_<name>_3`): see `standInOf`. */
const running = new Map<string, FakeStripe>();
let standIns = 0;

/** The stand-in that made `id` (a test plays Stripe.js with it), or undefined for another provider's id. */
export function standInOf(id: string): FakeStripe | undefined {
  const name = /^[a-z]+_(s\d+)_/.exec(id)?.[1];
  return name === undefined ? undefined : running.get(name);
}

/**
 * One page of a list as Stripe answers it: objects newest first (`created`, then id), within `created[gte]` /
 * `created[lt]`, `limit` of them (10 by default, at most 100) after `starting_after`, `has_more` when more follow.
 */
export function listReply(
  path: string,
  query: URLSearchParams,
  objects: { id: string; created: number }[],
): StripeReply {
  const gte = query.get('created[gte]');
  const lt = query.get('created[lt]');
  const limit = Math.min(Number(query.get('limit') ?? 10), 100);
  const sorted = objects
    .filter(
      (object) =>
        (gte === null || object.created >= Number(gte)) && (lt === null || object.created < Number(lt)),
    )
    .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id, 'en', { numeric: true }));
  const after = query.get('starting_after');
  const start = after === null ? 0 : sorted.findIndex((object) => object.id === after) + 1;
  const data = sorted.slice(start, start + limit);
  return {
    status: 200,
    body: { object: 'list', url: path, has_more: start + limit < sorted.length, data },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const name = `s${(standIns += 1)}`;
  const received: StripeRequest[] = [];
  const paymentMethods = new Map<string, (typeof CARDS)[string] & { last4: string }>();
  type Intent = {
    amount: number;
    amountReceived: number;
    currency: string;
    status: string;
    metadata: Record<string, string>;
    returnUrl: string | null;
    created: number;
  };
  type Refund = { paymentIntent: string; amount: number; currency: string; created: number };
  const refunds = new Map<string, Refund>();
  /** Answers of POSTs already made, by path and Idempotency-Key: a repeat gets the first answer, as from Stripe. */
  const replays = new Map<string, StripeReply>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const intents = new Map<string, Intent>();
  type Setup = {
    customer: string | null;
    metadata: Record<string, string>;
    status: string;
    paymentMethod: string | null;
    card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  };
  const setups = new Map<string, Setup>();
  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name !== undefined) metadata[name] = value;
    }
    return metadata;
  };
  /** A SetupIntent as Stripe writes it; `payment_method` expanded when asked (`expand[]=payment_method`). */
  function setupBody(id: string, setup: Setup, isExpanded: boolean) {
    return {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_test`,
      customer: setup.customer,
      metadata: setup.metadata,
      status: setup.status,
      usage: 'off_session',
      payment_method:
        isExpanded && setup.paymentMethod !== null
          ? { id: setup.paymentMethod, object: 'payment_method', type: 'card', card: setup.card }
          : setup.paymentMethod,
    };
  }
  let baseUrl = '';
  let counter = 0;
  let override: ((request: StripeRequest) => StripeReply | undefined) | null = null;
  const nextId = (prefix: string) => `${prefix}_${name}_${(counter += 1)}`;

  /** A PaymentIntent as Stripe's API writes it (the fields this adapter reads, and a few around them). */
  function intentBody(id: string, intent: Intent) {
    return {
      id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.amountReceived,
      currency: intent.currency,
      status: intent.status,
      created: intent.created,
      capture_method: 'manual',
      metadata: intent.metadata,
      next_action:
        intent.status === 'requires_action'
          ? {
              type: 'redirect_to_url',
              redirect_to_url: { url: `${baseUrl}/3ds/${id}`, return_url: intent.returnUrl },
            }
          : null,
    };
  }

  const refundBody = (id: string, refund: Refund) => ({
    id,
    object: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_intent: refund.paymentIntent,
    status: 'succeeded',
    created: refund.created,
  });

  function simulate({ method, path: url, form }: StripeRequest): StripeReply {
    const query = new URL(url, 'http://stand-in').searchParams;
    const path = url.split('?')[0] ?? url;
    if (method === 'GET' && path === '/v1/payment_intents')
      return listReply(
        path,
        query,
        [...intents].map(([id, intent]) => intentBody(id, intent)),
      );
    if (method === 'GET' && path === '/v1/refunds')
      return listReply(
        path,
        query,
        [...refunds].map(([id, refund]) => refundBody(id, refund)),
      );
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = nextId('seti');
      setups.set(id, {
        customer: form.get('customer'),
        metadata: metadataOf(form),
        status: 'requires_payment_method',
        paymentMethod: null,
        card: null,
      });
      return { status: 200, body: setupBody(id, setups.get(id) as Setup, false) };
    }
    const setupRetrieved = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && setupRetrieved) {
      const setup = setups.get(setupRetrieved[1] ?? '');
      if (!setup)
        return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
      const isExpanded = [...query.values()].includes('payment_method');
      return { status: 200, body: setupBody(setupRetrieved[1] ?? '', setup, isExpanded) };
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
      const isOnSession = form.get('off_session') === 'false' && form.has('return_url');
      if (card.behaviour === 'authenticate' && !isOnSession)
        return cardError('authentication_required', 'Your card requires authentication.', {
          payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
        });
      const metadata = metadataOf(form);
      const intent: Intent = {
        amount,
        amountReceived: 0,
        created: nowSeconds(),
        currency: form.get('currency') ?? 'usd',
        status: card.behaviour === 'authenticate' ? 'requires_action' : 'requires_capture',
        metadata,
        returnUrl: form.get('return_url'),
      };
      intents.set(id, intent);
      return { status: 200, body: intentBody(id, intent) };
    }
    const retrieved = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieved) {
      const intent = intents.get(retrieved[1] ?? '');
      if (!intent)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
        };
      return { status: 200, body: intentBody(retrieved[1] ?? '', intent) };
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
      intent.amountReceived = verb === 'capture' ? Number(form.get('amount_to_capture') ?? intent.amount) : 0;
      return { status: 200, body: intentBody(id, intent) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = form.get('payment_intent') ?? '';
      const intent = intents.get(paymentIntent);
      if (intent?.status !== 'succeeded')
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'charge_not_captured' } },
        };
      const refund: Refund = {
        paymentIntent,
        amount: Number(form.get('amount') ?? intent.amountReceived),
        currency: intent.currency,
        created: nowSeconds(),
      };
      const id = nextId('re');
      refunds.set(id, refund);
      return { status: 200, body: refundBody(id, refund) };
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
      const key = recorded.headers['idempotency-key'];
      const replayKey =
        recorded.method === 'POST' && typeof key === 'string' ? `${recorded.path} ${key}` : undefined;
      const replayed = replayKey === undefined ? undefined : replays.get(replayKey);
      const reply = override?.(recorded) ?? replayed ?? simulate(recorded);
      if (replayKey !== undefined && replayed === undefined && reply.status === 200)
        replays.set(replayKey, reply);
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      // A string body is sent as it is (a broken answer, not JSON); anything else as Stripe's JSON.
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  const stand: FakeStripe = {
    baseUrl,
    received,
    confirmSetup: (setupIntentId, card) => {
      const setup = setups.get(setupIntentId);
      const known = CARDS[card.number];
      if (setup?.status !== 'requires_payment_method' || !known)
        throw new Error(`cannot confirm setup ${setupIntentId} with this card`);
      const id = nextId('pm');
      paymentMethods.set(id, { ...known, last4: card.number.slice(-4) });
      setup.status = 'succeeded';
      setup.paymentMethod = id;
      setup.card = {
        brand: known.brand,
        last4: card.number.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      };
    },
    authenticate: (paymentIntentId, isConfirmed) => {
      const intent = intents.get(paymentIntentId);
      if (intent?.status !== 'requires_action')
        throw new Error(`no intent waiting for 3-D Secure: ${paymentIntentId}`);
      intent.status = isConfirmed ? 'requires_capture' : 'requires_payment_method';
    },
    override: (next) => {
      override = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        running.delete(name);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  running.set(name, stand);
  return stand;
}
