import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  MONEY_MESSAGES,
  PAGINATION_MESSAGES,
  driverEarningsResponseSchema,
  driverSummaryResponseSchema,
  earningRidesResponseSchema,
} from '@ridebook/validation';
import { eq } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions, rides as ridesTable } from '../../db/schema.ts';
import { errorOf } from '../../test/responses.ts';
import { cancelledWithFee, completedRide, expectedFareShares, todayAtTen } from '../../test/money-support.ts';
import {
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { LONDON_PLACES, createLondon } from '../../test/city-support.ts';

const DAY = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

describe.skipIf(isTestDatabaseMissing)('driver earnings', () => {
  const now = todayAtTen();
  const context = rideTestContextPerTest();
  beforeEach(() => {
    context.clock.set(now);
  });

  /** A cash, a card (tipped $3) and a wallet ride a minute apart, then a card ride cancelled with the fee. */
  async function aDriversDay() {
    const driver = await signedInDriver(context.app, context.db);
    const cash = await completedRide(context, { paymentMethod: 'cash', driver });
    context.clock.advance(60_000);
    const card = await completedRide(context, { paymentMethod: 'card', driver });
    await card.rider.browser.post(`/api/rides/${card.ride.id}/tip`, { amount: 300 });
    context.clock.advance(60_000);
    const wallet = await completedRide(context, { paymentMethod: 'wallet', driver });
    context.clock.advance(60_000);
    await cancelledWithFee(context, { paymentMethod: 'card', driver });
    const shares = [cash, card, wallet].map(({ ride }) => ({
      fare: ride.fare.estimate,
      ...expectedFareShares(ride.fare.estimate),
    }));
    return { driver, rides: { cash, card, wallet }, shares };
  }

  const earningsOf = async (browser: TestBrowser, query = '') => {
    const response = await browser.get(`/api/driver/earnings${query}`);
    expect(response.statusCode).toBe(200);
    return driverEarningsResponseSchema.parse(response.json()).data;
  };

  it('sums the last 7 days (today included) from the ledger: shares, tips, fees, commission, cash and net', async () => {
    const { driver, shares } = await aDriversDay();
    const [cash, card, wallet] = shares;
    if (!cash || !card || !wallet) throw new Error('three rides expected');
    const fee = DEFAULT_PRICING_SETTINGS.cancellationFee;
    const feeShare = Math.round(fee * 0.8);
    const fares = cash.driverShare + card.driverShare + wallet.driverShare;

    const earnings = await earningsOf(driver.browser);
    expect(earnings).toMatchObject({
      currency: 'USD',
      groupBy: 'day',
      from: new Date(Date.parse(`${dateOf(now)}T00:00:00Z`) - 6 * DAY).toISOString(),
      to: new Date(Date.parse(`${dateOf(now)}T00:00:00Z`) + DAY).toISOString(),
    });
    expect(earnings.totals).toEqual({
      earnings: fares + 300 + feeShare,
      fares,
      tips: 300,
      cancellationFees: feeShare,
      refunds: 0,
      commission: cash.platformShare + card.platformShare + wallet.platformShare + (fee - feeShare),
      cashCollected: cash.fare,
      cashCommissionOwed: cash.platformShare,
      net: fares + 300 + feeShare - cash.fare,
    });
    expect(earnings.series.map((bucket) => bucket.start)).toEqual(
      Array.from({ length: 7 }, (_, i) => dateOf(new Date(now.getTime() - (6 - i) * DAY))),
    );
    expect(earnings.series.at(-1)).toEqual({
      start: dateOf(now),
      earnings: fares + 300 + feeShare,
      fares,
      tips: 300,
      cancellationFees: feeShare,
      refunds: 0,
      rides: 3,
    });
    expect(earnings.series.slice(0, 6).every((bucket) => bucket.fares === 0 && bucket.rides === 0)).toBe(
      true,
    );
  });

  it('groups by week and by month, and leaves out what falls outside the range', async () => {
    const { driver, shares } = await aDriversDay();
    const fares = shares.reduce((sum, share) => sum + share.driverShare, 0);
    const byWeek = await earningsOf(driver.browser, `?groupBy=week&from=${dateOf(now)}&to=${dateOf(now)}`);
    expect(byWeek.series).toHaveLength(1);
    expect(byWeek.series[0]).toMatchObject({ fares, tips: 300, rides: 3 });
    const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * DAY);
    expect(byWeek.series[0]?.start).toBe(dateOf(monday));

    const byMonth = await earningsOf(driver.browser, '?groupBy=month');
    expect(byMonth.series.at(-1)).toMatchObject({ start: `${dateOf(now).slice(0, 7)}-01`, fares, rides: 3 });

    const yesterday = dateOf(new Date(now.getTime() - DAY));
    const before = await earningsOf(driver.browser, `?from=${yesterday}&to=${yesterday}`);
    expect(before.totals).toEqual({
      earnings: 0,
      fares: 0,
      tips: 0,
      cancellationFees: 0,
      refunds: 0,
      commission: 0,
      cashCollected: 0,
      cashCommissionOwed: 0,
      net: 0,
    });
    expect(before.series).toEqual([
      { start: yesterday, earnings: 0, fares: 0, tips: 0, cancellationFees: 0, refunds: 0, rides: 0 },
    ]);

    // Eight days later the default range no longer holds that day.
    context.clock.advance(8 * DAY);
    expect((await earningsOf(driver.browser)).totals.fares).toBe(0);
  });

  it('counts only the driver’s own rides', async () => {
    await aDriversDay();
    const other = await signedInDriver(context.app, context.db);
    expect((await earningsOf(other.browser)).totals.net).toBe(0);
  });

  it('lists the completed rides newest first, a page at a time, each with its money', async () => {
    const { driver, rides, shares } = await aDriversDay();
    const [cash, card] = shares;
    if (!cash || !card) throw new Error('rides expected');
    const first = await driver.browser.get('/api/driver/earnings/rides?pageSize=2');
    expect(first.statusCode).toBe(200);
    const page = earningRidesResponseSchema.parse(first.json());
    expect(page.page).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(page.data.map((row) => row.rideId)).toEqual([rides.wallet.ride.id, rides.card.ride.id]);
    expect(page.data[1]).toEqual({
      rideId: rides.card.ride.id,
      completedAt: rides.card.ride.completedAt,
      pickupAddress: rides.card.ride.pickup.address,
      destinationAddress: rides.card.ride.destination.address,
      paymentMethod: 'card',
      currency: 'USD',
      fare: card.fare,
      driverShare: card.driverShare,
      commission: card.platformShare,
      tip: 300,
      refunds: 0,
      earnings: card.driverShare + 300,
      net: card.driverShare + 300,
    });
    const second = earningRidesResponseSchema.parse(
      (await driver.browser.get('/api/driver/earnings/rides?pageSize=2&page=2')).json(),
    );
    expect(second.data).toEqual([
      expect.objectContaining({
        rideId: rides.cash.ride.id,
        paymentMethod: 'cash',
        fare: cash.fare,
        driverShare: cash.driverShare,
        tip: 0,
        net: -cash.platformShare,
      }),
    ]);
  });

  it('shows one sum of the ledger everywhere after fares, tips, refunds and cash: dashboard, totals, chart and rides', async () => {
    const { driver, rides, shares } = await aDriversDay();
    const [cash, card, wallet] = shares;
    if (!cash || !card || !wallet) throw new Error('three rides expected');
    await rides.wallet.rider.browser.post(`/api/rides/${rides.wallet.ride.id}/tip`, { amount: 200 });
    const admin = await signedInAdmin(context.app, context.db);
    const refund = async (rideId: string, body: object) => {
      const response = await admin.browser.post(`/api/admin/rides/${rideId}/refund`, {
        reason: 'Long pickup',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    context.clock.advance(60_000);
    await refund(rides.card.ride.id, { amount: 335, destination: 'card' });
    await refund(rides.card.ride.id, { amount: 100, destination: 'wallet', purpose: 'tip' });
    await refund(rides.cash.ride.id, { amount: 250, destination: 'wallet' });

    // The ledger itself: the driver's entries, and the platform's on the driver's rides.
    const entries = await context.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ridesTable, eq(ridesTable.id, ledgerTransactions.rideId))
      .where(eq(ridesTable.driverId, driver.account.id));
    const sum = (keep: (entry: (typeof entries)[number]) => boolean) =>
      entries.filter(keep).reduce((total, entry) => total + entry.amount, 0);
    const ledger = {
      earnings: sum((entry) => entry.account === 'driver_earnings'),
      refunds: sum(
        (entry) => entry.account === 'driver_earnings' && ['refund', 'tip_refund'].includes(entry.kind),
      ),
      commission: sum((entry) => entry.account === 'platform_revenue'),
      net: sum((entry) => entry.account === 'driver_earnings' || entry.account === 'driver_cash'),
    };
    // The tip refund is all the driver's; a fare refund is given back in proportion by driver and platform.
    expect(ledger.refunds).toBeLessThan(-100);
    expect(ledger.refunds).toBeGreaterThan(-100 - 335 - 250);

    const today = dateOf(now);
    const [summary, totals, todays, list] = await Promise.all([
      driver.browser.get('/api/driver/summary'),
      earningsOf(driver.browser),
      earningsOf(driver.browser, `?from=${today}&to=${today}`),
      driver.browser.get('/api/driver/earnings/rides?pageSize=100'),
    ]);
    const { today: dashboard } = driverSummaryResponseSchema.parse(summary.json()).data;
    const rows = earningRidesResponseSchema.parse(list.json()).data;

    const expected = {
      earnings: ledger.earnings,
      refunds: ledger.refunds,
      commission: ledger.commission,
      net: ledger.net,
    };
    expect(totals.totals).toMatchObject(expected);
    expect(todays.totals).toEqual(totals.totals);
    expect(dashboard.earnings).toBe(ledger.earnings);
    const { fares, tips, cancellationFees, refunds } = totals.totals;
    expect(fares + tips + cancellationFees + refunds).toBe(ledger.earnings);
    expect(tips).toBe(500);
    expect(cancellationFees).toBeGreaterThan(0);

    // The chart's buckets and the rides' rows add up to the same sums (the fee's ride was cancelled: no row).
    const bucketTotal = (key: 'earnings' | 'refunds' | 'fares' | 'tips' | 'cancellationFees') =>
      totals.series.reduce((total, bucket) => total + bucket[key], 0);
    expect(bucketTotal('earnings')).toBe(ledger.earnings);
    expect(bucketTotal('refunds')).toBe(ledger.refunds);
    expect(
      bucketTotal('fares') + bucketTotal('tips') + bucketTotal('cancellationFees') + bucketTotal('refunds'),
    ).toBe(ledger.earnings);
    const rowTotal = (key: 'earnings' | 'refunds' | 'tip' | 'driverShare') =>
      rows.reduce((total, row) => total + row[key], 0);
    expect(rows).toHaveLength(3);
    expect(rowTotal('refunds')).toBe(ledger.refunds);
    expect(rowTotal('earnings') + cancellationFees).toBe(ledger.earnings);
    for (const row of rows) expect(row.earnings).toBe(row.driverShare + row.tip + row.refunds);
    const cardRow = rows.find((row) => row.rideId === rides.card.ride.id);
    expect(cardRow?.refunds).toBeLessThan(-100);
    const cashRow = rows.find((row) => row.rideId === rides.cash.ride.id);
    expect(cashRow).toMatchObject({ net: cashRow ? cashRow.earnings - cash.fare : 0 });
    expect(totals.totals.cashCollected).toBe(cash.fare);
  });

  it('refuses a range that runs backwards, a bad date or group, and more than a year', async () => {
    const driver = await signedInDriver(context.app, context.db);
    const cases: Array<[string, string, string]> = [
      ['?from=2026-03-08&to=2026-03-01', 'from', PAGINATION_MESSAGES.dateRangeInvalid],
      // The end defaults to the end of today: a start the day after tomorrow runs backwards.
      [`?from=${dateOf(new Date(now.getTime() + 2 * DAY))}`, 'from', PAGINATION_MESSAGES.dateRangeInvalid],
      ['?from=2024-01-01&to=2025-06-01', 'from', MONEY_MESSAGES.dateRangeTooLong],
      ['?from=2020-01-01', 'from', MONEY_MESSAGES.dateRangeTooLong],
      ['?to=next-week', 'to', PAGINATION_MESSAGES.dateInvalid],
      ['?groupBy=year', 'groupBy', MONEY_MESSAGES.groupByInvalid],
    ];
    for (const [query, path, message] of cases) {
      for (const url of ['/api/driver/earnings', '/api/driver/earnings/rides']) {
        if (path === 'groupBy' && url.endsWith('/rides')) continue;
        const response = await driver.browser.get(`${url}${query}`);
        expect(response.statusCode, `${url}${query}`).toBe(400);
        expect(errorOf(response).errors).toEqual([{ path, message }]);
      }
    }
    const badPage = await driver.browser.get('/api/driver/earnings/rides?page=0');
    expect(errorOf(badPage).errors).toEqual([{ path: 'page', message: PAGINATION_MESSAGES.pageInvalid }]);
  });

  it('sums each currency apart for a driver who moved city: dollars from San Francisco, pounds from London', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const londonId = await createLondon(admin.browser);
    const driver = await signedInDriver(context.app, context.db);
    const home = await completedRide(context, { paymentMethod: 'cash', driver });
    const dollars = expectedFareShares(home.ride.fare.estimate).driverShare;

    // Offline, moved to London by an admin, online again there, and two rides in pounds.
    expect((await driver.browser.put('/api/driver/availability', { online: false })).statusCode).toBe(200);
    const moved = await admin.browser.put(`/api/admin/drivers/${driver.account.id}/city`, {
      cityId: londonId,
    });
    expect(moved.statusCode).toBe(200);
    const online = await driver.browser.put('/api/driver/availability', {
      online: true,
      position: LONDON_PLACES.charingCross,
    });
    expect(online.statusCode).toBe(200);
    const trip = { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.kingsCross };
    context.clock.advance(60_000);
    const first = await completedRide(context, { paymentMethod: 'cash', driver, trip });
    context.clock.advance(60_000);
    const second = await completedRide(context, { paymentMethod: 'cash', driver, trip });
    expect([first.ride.fare.currency, second.ride.fare.currency]).toEqual(['GBP', 'GBP']);
    const pounds = [first, second].reduce(
      (sum, { ride }) => sum + expectedFareShares(ride.fare.estimate).driverShare,
      0,
    );

    const earnings = await earningsOf(driver.browser);
    // The driver's city's currency is the report's: its totals and chart hold pounds only.
    expect(earnings.currency).toBe('GBP');
    expect(earnings.totals.earnings).toBe(pounds);
    expect(earnings.series.reduce((sum, bucket) => sum + bucket.earnings, 0)).toBe(pounds);
    expect(earnings.series.reduce((sum, bucket) => sum + bucket.rides, 0)).toBe(2);
    // The dollars earned before the move are their own total, never added to the pounds.
    expect(earnings.otherCurrencies?.map(({ currency, rides }) => ({ currency, rides }))).toEqual([
      { currency: 'USD', rides: 1 },
    ]);
    expect(earnings.otherCurrencies?.[0]?.totals).toMatchObject({
      earnings: dollars,
      fares: dollars,
      cashCollected: home.ride.fare.estimate,
    });
    // Each ride of the list says its own currency.
    const list = earningRidesResponseSchema.parse(
      (await driver.browser.get('/api/driver/earnings/rides')).json(),
    );
    expect(list.data.map((ride) => ride.currency)).toEqual(['GBP', 'GBP', 'USD']);

    // A driver who never moved has no other currency.
    const stayed = await completedRide(context, { paymentMethod: 'cash' });
    expect((await earningsOf(stayed.driver.browser)).otherCurrencies).toEqual([]);
  });

  it('is for drivers only', async () => {
    const rider = await signedInRider(context.app);
    for (const url of ['/api/driver/earnings', '/api/driver/earnings/rides']) {
      expect((await rider.browser.get(url)).statusCode).toBe(403);
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
