import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CITY_MESSAGES,
  DEFAULT_PAYOUT_SETTINGS,
  ERROR_CODES,
  PAYOUT_MESSAGES,
  adminPayoutListResponseSchema,
  driverPayoutsResponseSchema,
  payoutResponseSchema,
  type DriverPayouts,
} from '@ridebook/validation';
import { ledgerEntries, ledgerTransactions, payouts } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { completedRide, expectedFareShares, todayAtTen } from '../../test/money-support.ts';
import { LONDON, LONDON_PLACES, createLondon } from '../../test/city-support.ts';
import { ledgerTotals } from '../../test/payments-support.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { stripeTestContextPerTest } from '../../test/stripe-support.ts';
import { PAYOUT_RETURN_URL, connectPayoutAccount } from '../../test/payout-support.ts';

/** The sandbox's onboarding page, completed as the driver's browser would. */
const connectSandboxAccount = (driver: TestBrowser) => connectPayoutAccount(driver);

// Driver payouts through the API, on PGlite and PostgreSQL: connecting a payout account (the sandbox's page, Stripe
// Connect's stand-in), the balance from the ledger, cash-outs and weekly payouts sent by the durable queue, failures
// and the admins' retry. The ledger balances after every test.

const RETURN_URL = PAYOUT_RETURN_URL;

async function overviewOf(driver: TestBrowser): Promise<DriverPayouts> {
  const response = await driver.get('/api/driver/payouts');
  expect(response.statusCode).toBe(200);
  return driverPayoutsResponseSchema.parse(response.json()).data;
}

async function payoutPostings(context: RideTestContext) {
  return context.db
    .select({
      transactionId: ledgerTransactions.id,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.kind, 'payout'));
}

describe.skipIf(isTestDatabaseMissing)('driver payouts with the sandbox provider', () => {
  let context: RideTestContext;
  beforeEach(async () => {
    context = await buildRideTestContext();
    context.clock.set(todayAtTen());
  });
  afterEach(async () => {
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    await context.app.close();
  });

  it('a driver connects a payout account on the sandbox’s page, back to the driver app at a configured origin only', async () => {
    const driver = await signedInDriver(context.app, context.db, null);
    const other = await signedInDriver(context.app, context.db, null);
    const rider = await signedInRider(context.app);
    expect((await rider.browser.get('/api/driver/payouts')).statusCode).toBe(403);
    expect((await overviewOf(driver.browser)).account).toEqual({
      status: 'not_connected',
      provider: 'sandbox',
    });

    // A return address on a foreign origin is refused, whatever Host or Origin the request claims.
    const foreign = await driver.browser.post(
      '/api/driver/payouts/account',
      { returnUrl: 'https://evil.example/driver/earnings' },
      { 'x-forwarded-host': 'evil.example' },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: [{ path: 'returnUrl' }] });
    const notUrl = await driver.browser.post('/api/driver/payouts/account', {
      returnUrl: 'javascript:alert(1)',
    });
    expect(notUrl.statusCode).toBe(400);

    const link = await driver.browser.post('/api/driver/payouts/account', { returnUrl: RETURN_URL });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/payouts\/sandbox\/onboarding\/acct_sandbox_/);
    expect((await overviewOf(driver.browser)).account.status).toBe('onboarding');
    // Asking again gives a link to the same account.
    const again = await driver.browser.post('/api/driver/payouts/account', { returnUrl: RETURN_URL });
    expect(again.json<{ data: { url: string } }>().data.url).toBe(url);

    const page = await driver.browser.get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('RideBook sandbox — payout account setup');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost");
    // Another driver's account is not theirs to see or complete.
    expect((await other.browser.get(url)).statusCode).toBe(404);
    expect((await other.browser.post(url)).statusCode).toBe(404);
    expect((await overviewOf(driver.browser)).account.status).toBe('onboarding');

    const completed = await driver.browser.post(url);
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe(RETURN_URL);
    expect((await overviewOf(driver.browser)).account.status).toBe('enabled');
    const refreshed = await driver.browser.post('/api/driver/payouts/account/refresh');
    expect(driverPayoutsResponseSchema.parse(refreshed.json()).data.account.status).toBe('enabled');
  });

  it('the balance nets cash debt against card earnings; a cash-out takes its fee, posts once and is paid by its job', async () => {
    const driver = await signedInDriver(context.app, context.db);
    const card = await completedRide(context, { paymentMethod: 'card', driver });
    const cash = await completedRide(context, { paymentMethod: 'cash', driver });
    const cardShares = expectedFareShares(card.ride.fare.estimate);
    const cashShares = expectedFareShares(cash.ride.fare.estimate);
    const before = await overviewOf(driver.browser);
    expect(before.balance).toEqual({
      currency: 'USD',
      earned: cardShares.driverShare + cashShares.driverShare,
      cashCollected: cash.ride.fare.estimate,
      paidOut: 0,
      cashDebt: cashShares.platformShare,
      available: cardShares.driverShare - cashShares.platformShare,
    });
    expect(before.schedule.instantPayoutFee).toBe(DEFAULT_PAYOUT_SETTINGS.instantPayoutFee);
    const available = before.balance.available;
    expect(available).toBeGreaterThan(DEFAULT_PAYOUT_SETTINGS.instantPayoutFee);

    // No connected account: refused, nothing posted.
    const unconnected = await driver.browser.post('/api/driver/payouts', {
      amount: available,
      idempotencyKey: 'cash-out-0001',
    });
    expect(unconnected.statusCode).toBe(409);
    expect(unconnected.json()).toMatchObject({
      code: ERROR_CODES.PAYOUT_ACCOUNT_REQUIRED,
      message: PAYOUT_MESSAGES.accountRequired,
    });
    await connectSandboxAccount(driver.browser);

    // More than the balance: 422 naming the amount and the most that can be cashed out.
    const tooMuch = await driver.browser.post('/api/driver/payouts', {
      amount: available + 1,
      idempotencyKey: 'cash-out-0002',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      code: ERROR_CODES.PAYOUT_EXCEEDS_BALANCE,
      errors: [{ path: 'amount', message: expect.stringContaining('You can cash out at most $') as string }],
    });
    const belowFee = await driver.browser.post('/api/driver/payouts', {
      amount: DEFAULT_PAYOUT_SETTINGS.instantPayoutFee,
      idempotencyKey: 'cash-out-0003',
    });
    expect(belowFee.statusCode).toBe(400);
    expect(belowFee.json()).toMatchObject({ errors: [{ path: 'amount' }] });
    const badKey = await driver.browser.post('/api/driver/payouts', { amount: 500, idempotencyKey: 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({ errors: [{ path: 'idempotencyKey' }] });
    expect(await payoutPostings(context)).toEqual([]);

    const amount = available - 100;
    const cashOut = { amount, idempotencyKey: 'cash-out-0004' };
    const created = await driver.browser.post('/api/driver/payouts', cashOut);
    expect(created.statusCode).toBe(201);
    const payout = payoutResponseSchema.parse(created.json()).data;
    const fee = DEFAULT_PAYOUT_SETTINGS.instantPayoutFee;
    expect(payout).toMatchObject({
      kind: 'instant',
      status: 'pending',
      amount,
      fee,
      transferred: amount - fee,
      cashDebtNetted: cashShares.platformShare,
    });
    // The same request again (a lost answer) is the same payout: nothing posted or queued twice.
    const repeated = await driver.browser.post('/api/driver/payouts', cashOut);
    expect(repeated.statusCode).toBe(201);
    expect(payoutResponseSchema.parse(repeated.json()).data.id).toBe(payout.id);
    const postings = await payoutPostings(context);
    expect(new Set(postings.map((entry) => entry.transactionId)).size).toBe(1);
    expect(postings.map(({ account, amount: moved }) => [account, moved]).sort()).toEqual(
      [
        ['driver_earnings', -(amount + cashShares.platformShare)],
        ['driver_cash', cashShares.platformShare],
        ['payout_clearing', amount - fee],
        ['platform_revenue', fee],
      ].sort(),
    );

    const after = await overviewOf(driver.browser);
    expect(after.balance).toMatchObject({ available: 100, paidOut: amount, cashDebt: 0 });
    expect(after.payouts).toEqual([expect.objectContaining({ id: payout.id, status: 'pending' })]);
    // The driver's summary and earnings read the netted cash debt too.
    const earnings = (await driver.browser.get('/api/driver/earnings')).json<{
      data: { cashDebt: number };
    }>();
    expect(earnings.data.cashDebt).toBe(0);

    expect(await context.app.settlements.runDue()).toBe(1);
    expect(await context.app.settlements.runDue()).toBe(0);
    const paid = await overviewOf(driver.browser);
    expect(paid.payouts).toEqual([
      expect.objectContaining({ id: payout.id, status: 'paid', paidAt: expect.any(String) as string }),
    ]);
    const [row] = await context.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row?.providerTransferId).toMatch(/^tr_sandbox_/);

    // Only 100 cents left: the rest of the balance, but not a cent more.
    const rest = await driver.browser.post('/api/driver/payouts', {
      amount: 101,
      idempotencyKey: 'cash-out-0005',
    });
    expect(rest.statusCode).toBe(422);
  });

  it('two cash-outs of the whole balance at once: one is paid, the other is refused, and the balance never goes below zero', async () => {
    const driver = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver });
    await connectSandboxAccount(driver.browser);
    const { available } = (await overviewOf(driver.browser)).balance;
    const answers = await Promise.all(
      ['race-cash-out-1', 'race-cash-out-2'].map((idempotencyKey) =>
        driver.browser.post('/api/driver/payouts', { amount: available, idempotencyKey }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect((await overviewOf(driver.browser)).balance.available).toBe(0);
    expect(new Set((await payoutPostings(context)).map((entry) => entry.transactionId)).size).toBe(1);
  });

  it('weekly payouts pay the whole balance without a fee on the configured weekday, once per driver and day', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db);
    const idle = await signedInDriver(context.app, context.db, null);
    await completedRide(context, { paymentMethod: 'card', driver });
    await connectSandboxAccount(driver.browser);
    await connectSandboxAccount(idle.browser);
    const { available } = (await overviewOf(driver.browser)).balance;

    expect(
      (
        await admin.browser.put('/api/admin/settings/payouts', {
          weeklyPayoutWeekday: 8,
          instantPayoutFee: 50,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await driver.browser.put('/api/admin/settings/payouts', {
          weeklyPayoutWeekday: 3,
          instantPayoutFee: 50,
        })
      ).statusCode,
    ).toBe(403);
    // Payday: tomorrow's weekday.
    const tomorrow = new Date(context.clock.now().getTime() + 86_400_000);
    const weekday = ((tomorrow.getUTCDay() + 6) % 7) + 1;
    const saved = await admin.browser.put('/api/admin/settings/payouts', {
      weeklyPayoutWeekday: weekday,
      instantPayoutFee: 75,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { weeklyPayoutWeekday: weekday, instantPayoutFee: 75 } });
    const overview = await overviewOf(driver.browser);
    expect(overview.schedule).toEqual({
      weeklyPayoutWeekday: weekday,
      nextWeeklyPayoutOn: tomorrow.toISOString().slice(0, 10),
      instantPayoutFee: 75,
    });

    expect(await context.app.payouts.runWeekly()).toBe(0);
    context.clock.set(tomorrow);
    // The driver with nothing owed gets no payout; the other is paid all of it, once however often it runs.
    expect(await context.app.payouts.runWeekly()).toBe(1);
    expect(await context.app.payouts.runWeekly()).toBe(0);
    expect(await context.app.settlements.runDue()).toBe(1);
    const paid = await overviewOf(driver.browser);
    expect(paid.balance.available).toBe(0);
    expect(paid.payouts).toEqual([
      expect.objectContaining({
        kind: 'weekly',
        status: 'paid',
        amount: available,
        fee: 0,
        transferred: available,
      }),
    ]);
    expect((await overviewOf(idle.browser)).payouts).toEqual([]);
  });

  it('a city’s own payout day, in its time zone, wins over the service-wide day', async () => {
    // Monday 20:00 UTC: still Monday in the demo city (UTC in tests), already Tuesday 05:00 in a Tokyo-time city.
    context.clock.set(new Date('2026-11-23T20:00:00Z'));
    const admin = await signedInAdmin(context.app, context.db);
    const service = await admin.browser.put('/api/admin/settings/payouts', {
      weeklyPayoutWeekday: 3,
      instantPayoutFee: 50,
    });
    expect(service.statusCode).toBe(200);
    const refused = await admin.browser.post('/api/admin/cities', {
      ...LONDON,
      slug: 'payday-refused',
      weeklyPayoutWeekday: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: [{ path: 'weeklyPayoutWeekday', message: CITY_MESSAGES.weeklyPayoutWeekdayInvalid }],
    });
    const cityId = await createLondon(admin.browser, {
      slug: 'tuesday-payday',
      timeZone: 'Asia/Tokyo',
      weeklyPayoutWeekday: 2,
    });
    const local = await signedInDriver(context.app, context.db, LONDON_PLACES.charingCross, { cityId });
    await completedRide(context, {
      paymentMethod: 'card',
      driver: local,
      trip: { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.kingsCross },
    });
    const demo = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver: demo });
    await connectSandboxAccount(local.browser);
    await connectSandboxAccount(demo.browser);

    expect((await overviewOf(local.browser)).schedule).toMatchObject({
      weeklyPayoutWeekday: 2,
      nextWeeklyPayoutOn: '2026-11-24',
    });
    expect((await overviewOf(demo.browser)).schedule).toMatchObject({
      weeklyPayoutWeekday: 3,
      nextWeeklyPayoutOn: '2026-11-25',
    });
    // Tuesday in Tokyo time: the city's driver is paid (in its currency), the demo city's waits for Wednesday.
    expect(await context.app.payouts.runWeekly()).toBe(1);
    expect(await context.app.payouts.runWeekly()).toBe(0);
    expect(await context.app.settlements.runDue()).toBe(1);
    expect((await overviewOf(local.browser)).payouts).toEqual([
      expect.objectContaining({ kind: 'weekly', status: 'paid', currency: 'GBP' }),
    ]);
    expect((await overviewOf(demo.browser)).payouts).toEqual([]);
  });
});

// Stripe Connect (Express) behind the same routes, against the stand-in; no retries (SETTLEMENT_RETRY_LIMIT=0), so a
// failed transfer waits for an admin at once.
describe.skipIf(isTestDatabaseMissing)('driver payouts with Stripe Connect', () => {
  const context = stripeTestContextPerTest({ cards: false, payouts: true });

  const transferRequests = () =>
    context.stripe.received.filter((request) => request.path === '/v1/transfers');

  it('onboards with an Account Link; a failed transfer is listed, retried by an admin and paid once with its key', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver });

    const link = await driver.browser.post('/api/driver/payouts/account', { returnUrl: RETURN_URL });
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ data: { url: string } }>().data;
    expect(url.startsWith(`${context.stripe.baseUrl}/setup/e/acct_`)).toBe(true);
    const accountId = /\/setup\/e\/(acct_[^/]+)\//.exec(url)?.[1] ?? '';
    const linkRequest = context.stripe.received.find((request) => request.path === '/v1/account_links');
    expect(linkRequest?.form.get('return_url')).toBe(RETURN_URL);
    // The sandbox's page does not exist with Stripe.
    expect((await driver.browser.get(`/api/payouts/sandbox/onboarding/${accountId}`)).statusCode).toBe(404);

    // Back before finishing: still onboarding, and cash-outs wait for it.
    let refreshed = await driver.browser.post('/api/driver/payouts/account/refresh');
    expect(driverPayoutsResponseSchema.parse(refreshed.json()).data.account).toEqual({
      status: 'onboarding',
      provider: 'stripe',
    });
    const early = await driver.browser.post('/api/driver/payouts', {
      amount: 500,
      idempotencyKey: 'stripe-cash-out-1',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: PAYOUT_MESSAGES.accountNotReady });
    context.stripe.completeOnboarding(accountId);
    refreshed = await driver.browser.post('/api/driver/payouts/account/refresh');
    expect(driverPayoutsResponseSchema.parse(refreshed.json()).data.account.status).toBe('enabled');

    context.stripe.failWhen((request) =>
      request.path === '/v1/transfers' ? { status: 500, body: { error: { type: 'api_error' } } } : undefined,
    );
    const created = await driver.browser.post('/api/driver/payouts', {
      amount: 600,
      idempotencyKey: 'stripe-cash-out-2',
    });
    expect(created.statusCode).toBe(201);
    const payout = payoutResponseSchema.parse(created.json()).data;
    expect(await context.app.settlements.runDue()).toBe(1);
    expect((await overviewOf(driver.browser)).payouts[0]).toMatchObject({ id: payout.id, status: 'failed' });

    expect((await driver.browser.get('/api/admin/payouts')).statusCode).toBe(403);
    const listed = adminPayoutListResponseSchema.parse(
      (await admin.browser.get('/api/admin/payouts')).json(),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: payout.id,
        status: 'failed',
        attempts: 1,
        lastError: 'Stripe transfer failed (HTTP 500, api_error)',
        driver: expect.objectContaining({ id: driver.account.id }) as object,
      }),
    ]);
    const postingsBefore = await payoutPostings(context);

    context.stripe.failWhen(null);
    const retried = await admin.browser.post(`/api/admin/payouts/${payout.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ data: { id: payout.id, status: 'pending' } });
    expect(await context.app.settlements.runDue()).toBe(1);
    expect((await overviewOf(driver.browser)).payouts[0]).toMatchObject({ id: payout.id, status: 'paid' });
    // Both attempts carried the payout's key; Stripe made one transfer of the amount less the fee.
    expect(transferRequests().map((request) => request.headers['idempotency-key'])).toEqual([
      `payout-${payout.id}`,
      `payout-${payout.id}`,
    ]);
    expect([...context.stripe.transfers.values()]).toEqual([
      expect.objectContaining({
        amount: 600 - DEFAULT_PAYOUT_SETTINGS.instantPayoutFee,
        currency: 'usd',
        destination: accountId,
      }),
    ]);
    // Nothing was posted again by the failure or the retry.
    expect(await payoutPostings(context)).toEqual(postingsBefore);

    const again = await admin.browser.post(`/api/admin/payouts/${payout.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.PAYOUT_NOT_FAILED });
    const unknown = await admin.browser.post('/api/admin/payouts/6f1f3a2e-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect((await admin.browser.post('/api/admin/payouts/not-an-id/retry')).statusCode).toBe(400);
    const audit = (await admin.browser.get('/api/admin/audit-log?action=payout.retry')).json<{
      data: unknown[];
    }>();
    expect(audit.data).toHaveLength(1);
  });

  it('an unreachable Stripe answers 503 when connecting, and opens no account', async () => {
    const driver = await signedInDriver(context.app, context.db, null);
    context.stripe.failWhen(() => ({ status: 503, body: { error: { type: 'api_error' } } }));
    const link = await driver.browser.post('/api/driver/payouts/account', { returnUrl: RETURN_URL });
    expect(link.statusCode).toBe(503);
    expect(link.json()).toMatchObject({ code: ERROR_CODES.PAYOUT_PROVIDER_UNAVAILABLE });
    expect((await overviewOf(driver.browser)).account.status).toBe('not_connected');
  });
});
