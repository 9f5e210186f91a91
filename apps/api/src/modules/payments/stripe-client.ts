import Stripe from 'stripe';

// The official SDK (stripe@23.1.0), with the API version pinned: a Stripe account's default version can move
// under us, the pinned one cannot, and the SDK's types describe exactly this version.
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export type StripeClientOptions = {
  secretKey: string;
  /** Where Stripe's API answers: https://api.stripe.com, or a local stand-in in tests. */
  apiBase: string;
  timeoutMs?: number;
};

/**
 * One SDK client per process. No automatic retries (`maxNetworkRetries: 0`): the durable settlement queue owns
 * retries (decision 021), and every call that moves money sends its own idempotency key.
 */
export function createStripeClient({ secretKey, apiBase, timeoutMs = 15_000 }: StripeClientOptions): Stripe {
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    maxNetworkRetries: 0,
    timeout: timeoutMs,
    telemetry: false,
    appInfo: { name: 'RideBook' },
  });
}
