import {
  listReply,
  startFakeStripe,
  type FakeStripe,
  type StripeReply,
  type StripeRequest,
} from './stripe-test-server.ts';

// Stripe Connect on the tests' Stripe stand-in (stripe-test-server.ts, whose `override` answers these paths before
// its card simulation): Express accounts, Account Links and Transfers in Stripe's documented JSON
// (https://docs.stripe.com/api/accounts, /account_links, /transfers). As Stripe does, a POST repeated with the same
// Idempotency-Key is answered with the first answer and does nothing again; a transfer to an account whose
// onboarding is not done is refused (`insufficient_capabilities_for_transfer`).

type Account = { email: string; metadata: Record<string, string>; isOnboarded: boolean };

export type FakeStripeConnect = FakeStripe & {
  /** The driver finished Stripe's hosted onboarding: payouts are enabled. */
  completeOnboarding(accountId: string): void;
  /** Answers the matching requests with `reply` instead (an outage, a refusal); null goes back to normal. */
  failWhen(match: ((request: StripeRequest) => StripeReply | undefined) | null): void;
  /** The transfers Stripe made (replays not counted), by id. */
  transfers: Map<
    string,
    {
      amount: number;
      currency: string;
      destination: string;
      created: number;
      metadata: Record<string, string>;
    }
  >;
  /** The platform takes a transfer back in full (a reversal, as when the driver's bank refuses it). */
  reverseTransfer(transferId: string): void;
};

const invalid = (status: number, code: string, message: string): StripeReply => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
});

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name !== undefined) metadata[name] = value;
  }
  return metadata;
}

export async function startFakeStripeConnect(): Promise<FakeStripeConnect> {
  const stripe = await startFakeStripe();
  const accounts = new Map<string, Account>();
  const transfers: FakeStripeConnect['transfers'] = new Map();
  const replays = new Map<string, StripeReply>();
  let failure: ((request: StripeRequest) => StripeReply | undefined) | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_connect${(counter += 1)}`;

  const accountBody = (id: string, account: Account) => ({
    id,
    object: 'account',
    type: 'express',
    email: account.email,
    metadata: account.metadata,
    charges_enabled: false,
    payouts_enabled: account.isOnboarded,
    details_submitted: account.isOnboarded,
    capabilities: { transfers: account.isOnboarded ? 'active' : 'inactive' },
  });

  const reversedTransfers = new Set<string>();
  /** A Transfer as Stripe writes it (https://docs.stripe.com/api/transfers/object). */
  function transferBody(id: string) {
    const transfer = transfers.get(id);
    if (transfer === undefined) throw new Error(`no such transfer: ${id}`);
    const reversed = reversedTransfers.has(id);
    return {
      id,
      object: 'transfer',
      amount: transfer.amount,
      amount_reversed: reversed ? transfer.amount : 0,
      currency: transfer.currency,
      destination: transfer.destination,
      created: transfer.created,
      metadata: transfer.metadata,
      reversed,
    };
  }

  function simulate({ method, path, form }: StripeRequest): StripeReply | undefined {
    if (method === 'POST' && path === '/v1/accounts') {
      const id = nextId('acct');
      const account = { email: form.get('email') ?? '', metadata: metadataOf(form), isOnboarded: false };
      accounts.set(id, account);
      return { status: 200, body: accountBody(id, account) };
    }
    const retrieved = /^\/v1\/accounts\/([^/?]+)$/.exec(path);
    if (method === 'GET' && retrieved) {
      const account = accounts.get(retrieved[1] ?? '');
      if (!account) return invalid(404, 'resource_missing', `No such account: '${retrieved[1]}'`);
      return { status: 200, body: accountBody(retrieved[1] ?? '', account) };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const accountId = form.get('account') ?? '';
      if (!accounts.has(accountId))
        return invalid(400, 'resource_missing', `No such account: '${accountId}'`);
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: 1_790_000_000,
          expires_at: 1_790_000_300,
          url: `${stripe.baseUrl}/setup/e/${accountId}/${nextId('link')}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = form.get('destination') ?? '';
      const account = accounts.get(destination);
      if (!account) return invalid(400, 'resource_missing', `No such destination: '${destination}'`);
      if (!account.isOnboarded)
        return invalid(
          400,
          'insufficient_capabilities_for_transfer',
          'Your destination account needs to have at least one of the following capabilities enabled: transfers',
        );
      const id = nextId('tr');
      const transfer = {
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        destination,
        created: Math.floor(Date.now() / 1000),
        metadata: metadataOf(form),
      };
      transfers.set(id, transfer);
      return { status: 200, body: transferBody(id) };
    }
    if (method === 'GET' && path.split('?')[0] === '/v1/transfers') {
      const query = new URL(path, 'http://stand-in').searchParams;
      return listReply('/v1/transfers', query, [...transfers.keys()].map(transferBody));
    }
    return undefined;
  }

  stripe.override((request) => {
    const failed = failure?.(request);
    if (failed !== undefined) return failed;
    const key = request.headers['idempotency-key'];
    const replayKey =
      request.method === 'POST' && typeof key === 'string' ? `${request.path} ${key}` : undefined;
    const replayed = replayKey === undefined ? undefined : replays.get(replayKey);
    if (replayed !== undefined) return replayed;
    const reply = simulate(request);
    if (reply !== undefined && replayKey !== undefined && reply.status === 200) replays.set(replayKey, reply);
    return reply;
  });

  return Object.assign(stripe, {
    transfers,
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no such account: ${accountId}`);
      account.isOnboarded = true;
    },
    failWhen(match: typeof failure) {
      failure = match;
    },
    // A test's override of the card simulation goes before Connect's too, and leaves Connect in place afterwards.
    override(match: typeof failure) {
      failure = match;
    },
    reverseTransfer(transferId: string) {
      if (!transfers.has(transferId)) throw new Error(`no such transfer: ${transferId}`);
      reversedTransfers.add(transferId);
    },
  });
}
