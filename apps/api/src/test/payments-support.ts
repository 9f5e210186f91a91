import { eq, sql } from 'drizzle-orm';
import type { Wallet } from '@ridebook/validation';
import { cardPayments, ledgerEntries } from '../db/schema.ts';
import type { TestBrowser } from './browser.ts';
import { standInOf } from './stripe-test-server.ts';
import type { RideTestContext } from './ride-support.ts';

// Helpers of the payments tests: what the wallet says, what the provider mirror holds, and the ledger's totals.

const sumOfAmounts = sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8`;

export async function walletOf(rider: TestBrowser): Promise<Wallet> {
  return (await rider.get('/api/rider/wallet')).json<{ data: Wallet }>().data;
}

export async function cardPaymentsOf(context: RideTestContext, rideId: string) {
  return context.db.select().from(cardPayments).where(eq(cardPayments.rideId, rideId));
}

/** The sum of every ledger entry, and how many transactions do not balance: both zero in a sound ledger. */
export async function ledgerTotals(context: RideTestContext) {
  const [all] = await context.db.select({ total: sumOfAmounts }).from(ledgerEntries);
  const unbalanced = await context.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return { total: all?.total ?? Number.NaN, unbalanced: unbalanced.length };
}

/** Every rider wallet's balance. */
export async function walletBalances(context: RideTestContext): Promise<number[]> {
  const rows = await context.db
    .select({ balance: sumOfAmounts })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'rider_wallet'))
    .groupBy(ledgerEntries.userId);
  return rows.map((row) => row.balance);
}

/** A card as a rider types it in the provider's fields (never sent to RideBook's own routes). */
export type TypedCard = { number: string; expMonth?: number; expYear?: number; cvc?: string };

/** Where the rider app asks to come back to after a card setup's redirect (the API's own origin in tests). */
export const CARD_SETUP_RETURN_URL = 'http://localhost/rider/wallet?card_setup=1';

/**
 * Types `card` in the provider's own fields for a started setup, as the rider's browser does: the sandbox's hosted
 * card page (a form POST on the API's origin, answered 303 back to the app, or 400 with the page again), or, with
 * Stripe, Stripe.js confirming the SetupIntent at the stand-in.
 */
export async function typeCardInProviderFields(
  rider: TestBrowser,
  setup: { setupId: string; hostedPageUrl: string | null },
  card: TypedCard,
) {
  const typed = { expMonth: 12, expYear: 2040, cvc: '123', ...card };
  if (setup.hostedPageUrl === null) {
    const stripe = standInOf(setup.setupId);
    if (!stripe) throw new Error(`no Stripe stand-in made ${setup.setupId}`);
    stripe.confirmSetup(setup.setupId, { ...typed, number: typed.number.replace(/\s/g, '') });
    return undefined;
  }
  const form = new URLSearchParams({
    number: typed.number,
    expMonth: String(typed.expMonth),
    expYear: String(typed.expYear),
    cvc: typed.cvc,
  });
  return rider.post(setup.hostedPageUrl, form.toString(), {
    'content-type': 'application/x-www-form-urlencoded',
  });
}

/** Starts a card setup as the rider app does; throws unless the API answers 201. */
export async function startCardSetup(rider: TestBrowser) {
  const started = await rider.post('/api/rider/payment-methods/setup', { returnUrl: CARD_SETUP_RETURN_URL });
  if (started.statusCode !== 201) throw new Error(`card setup failed: ${started.statusCode} ${started.body}`);
  return started.json<{ data: { setupId: string; hostedPageUrl: string | null; clientSecret: string } }>()
    .data;
}

/**
 * Saves a card the whole way, as the rider app does: a setup, the card typed in the provider's fields, then the
 * setup saved by RideBook's API (which reads brand, last 4 and expiry from the provider). Returns that last answer.
 */
export async function saveCard(rider: TestBrowser, card: TypedCard, options: { makeDefault?: boolean } = {}) {
  const setup = await startCardSetup(rider);
  const typed = await typeCardInProviderFields(rider, setup, card);
  if (typed !== undefined && typed.statusCode !== 303)
    throw new Error(`the sandbox card page refused the card: ${typed.statusCode}`);
  return rider.post('/api/rider/payment-methods', {
    setupId: setup.setupId,
    ...(options.makeDefault === undefined ? {} : { makeDefault: options.makeDefault }),
  });
}
