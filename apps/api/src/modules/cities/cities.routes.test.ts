import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CITY_MESSAGES,
  DEFAULT_PRICING_SETTINGS,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  adminCityListResponseSchema,
  adminUserResponseSchema,
  cityListResponseSchema,
  driverEarningsResponseSchema,
  driverPayoutsResponseSchema,
  driverSummaryResponseSchema,
  fareQuoteResponseSchema,
  placeListResponseSchema,
  rideResponseSchema,
  walletResponseSchema,
} from '@ridebook/validation';
import { auditLog } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import { LONDON, LONDON_AREA, LONDON_PLACES, areaOfItsOwn, createLondon } from '../../test/city-support.ts';
import { completedRide, expectedFareShares } from '../../test/money-support.ts';
import {
  PLACES,
  WALLET_TEST_TOP_UP,
  book,
  buildRideTestContext,
  ensureWalletFunds,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { DEMO_CITY } from '../places/index.ts';

/** The file's first database is migrated from scratch: minutes on a loaded machine. */
const SLOW_STEP_MS = 900_000;

describe.skipIf(isTestDatabaseMissing)('cities', () => {
  let context: RideTestContext;
  beforeAll(async () => {
    // The demo city as the migrations made it (America/Los_Angeles), not moved into the tests' UTC.
    context = await buildRideTestContext({}, { demoCityZone: 'migrated' });
  }, SLOW_STEP_MS);
  afterAll(async () => {
    await context.app.close();
  });

  async function servedCities() {
    const response = await context.app.inject({ method: 'GET', url: '/api/cities' });
    expect(response.statusCode).toBe(200);
    return cityListResponseSchema.parse(response.json()).data;
  }

  const quote = (browser: TestBrowser, trip: object) => browser.post('/api/rides/quote', trip);

  it('starts with San Francisco, made from the demo city with the settings it had', async () => {
    const [sanFrancisco, ...others] = await servedCities();
    expect(others).toEqual([]);
    expect(sanFrancisco).toMatchObject({
      id: DEMO_CITY.id,
      slug: 'san-francisco',
      name: 'San Francisco',
      timeZone: 'America/Los_Angeles',
      currency: 'USD',
      distanceUnit: 'mi',
      center: DEMO_CITY.center,
      bounds: DEMO_CITY.bounds,
    });
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.get(`/api/admin/settings/pricing?cityId=${DEMO_CITY.id}`)).json()).toEqual({
      data: DEFAULT_PRICING_SETTINGS,
    });
  });

  it('lets an admin add a city with a holed area, audited, and serves it to everyone', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const id = await createLondon(admin.browser, { slug: 'london-added' });
    const london = (await servedCities()).find((city) => city.id === id);
    expect(london).toMatchObject({
      name: 'London',
      currency: 'GBP',
      timeZone: 'Europe/London',
      distanceUnit: 'mi',
      serviceArea: { type: 'MultiPolygon', coordinates: [[LONDON_AREA.outer, LONDON_AREA.hydeParkHole]] },
      bounds: { south: 51.45, west: -0.25, north: 51.56, east: 0 },
    });
    const listed = adminCityListResponseSchema.parse(
      (await admin.browser.get('/api/admin/cities')).json(),
    ).data;
    expect(listed.find((city) => city.id === id)).toMatchObject({ driverCount: 0, rideCount: 0 });
    const [entry] = await context.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'city.create', targetType: 'city', actorId: admin.account.id });

    const renamed = await admin.browser.put(`/api/admin/cities/${id}`, {
      ...LONDON,
      slug: 'london-added',
      name: 'Greater London',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await servedCities()).find((city) => city.id === id)?.name).toBe('Greater London');
    // Areas of two cities should not overlap: the next tests add their own London.
    await admin.browser.request({ method: 'DELETE', url: `/api/admin/cities/${id}` });
  });

  it('refuses bad cities with a 400 naming the field, and saves nothing', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const before = (await servedCities()).length;
    const bowTie = [
      [-0.2, 51.5],
      [-0.1, 51.55],
      [-0.1, 51.5],
      [-0.2, 51.55],
      [-0.2, 51.5],
    ];
    const cases: Array<[object, string, string]> = [
      [
        { serviceArea: { type: 'Polygon', coordinates: [bowTie] } },
        'serviceArea',
        'The outline crosses itself',
      ],
      [{ serviceArea: { type: 'MultiPolygon', coordinates: [] } }, 'serviceArea', CITY_MESSAGES.areaRequired],
      [{ serviceArea: undefined }, 'serviceArea', CITY_MESSAGES.areaInvalid],
      [{ timeZone: 'Europe/Atlantis' }, 'timeZone', CITY_MESSAGES.timeZoneInvalid],
      [{ currency: 'ABC' }, 'currency', CITY_MESSAGES.currencyInvalid],
      [{ center: LONDON_PLACES.heathrow }, 'center', CITY_MESSAGES.centerOutsideArea],
    ];
    for (const [change, path, message] of cases) {
      const response = await admin.browser.post('/api/admin/cities', {
        ...LONDON,
        slug: 'london-bad',
        ...change,
      });
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response).errors).toEqual([{ path, message }]);
    }
    expect(await servedCities()).toHaveLength(before);
  });

  it('answers a taken slug with a 409 naming it, and is for admins only', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const taken = await admin.browser.post('/api/admin/cities', { ...LONDON, slug: 'san-francisco' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).errors).toEqual([{ path: 'slug', message: CITY_MESSAGES.slugTaken }]);
    const rider = await signedInRider(context.app);
    expect(
      (await rider.browser.post('/api/admin/cities', { ...LONDON, slug: 'london-rider' })).statusCode,
    ).toBe(403);
    expect((await rider.browser.get('/api/admin/cities')).statusCode).toBe(403);
    expect(
      (await rider.browser.request({ method: 'DELETE', url: `/api/admin/cities/${DEMO_CITY.id}` }))
        .statusCode,
    ).toBe(403);
  });

  describe('booking', () => {
    let londonId: string;
    beforeAll(async () => {
      const admin = await signedInAdmin(context.app, context.db);
      londonId = await createLondon(admin.browser, { slug: 'london-booking' });
      const pricing = await admin.browser.put(`/api/admin/settings/pricing?cityId=${londonId}`, {
        ...DEFAULT_PRICING_SETTINGS,
        currency: 'GBP',
        baseFare: 300,
        perKm: 200,
      });
      expect(pricing.statusCode).toBe(200);
    }, SLOW_STEP_MS);

    it('prices a trip inside a city with that city’s prices and currency', async () => {
      const { browser } = await signedInRider(context.app);
      const inLondon = fareQuoteResponseSchema.parse(
        (
          await quote(browser, {
            pickup: LONDON_PLACES.trafalgarSquare,
            destination: LONDON_PLACES.kingsCross,
          })
        ).json(),
      ).data;
      expect(inLondon.fare.currency).toBe('GBP');
      expect(inLondon.fare.breakdown.baseFare).toBe(300);
      const inSanFrancisco = fareQuoteResponseSchema.parse(
        (await quote(browser, { pickup: PLACES.ferryBuilding, destination: PLACES.cityHall })).json(),
      ).data;
      expect(inSanFrancisco.fare.currency).toBe('USD');
      expect(inSanFrancisco.fare.breakdown.baseFare).toBe(DEFAULT_PRICING_SETTINGS.baseFare);
    });

    it('refuses a pickup outside every area or in a hole, and takes one on the boundary', async () => {
      const { browser } = await signedInRider(context.app);
      for (const pickup of [LONDON_PLACES.heathrow, LONDON_PLACES.hydePark]) {
        const response = await quote(browser, { pickup, destination: LONDON_PLACES.kingsCross });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'OUTSIDE_SERVICE_AREA',
          errors: [{ path: 'pickup', message: RIDE_MESSAGES.outsideServiceArea }],
        });
      }
      const onEdge = await quote(browser, {
        pickup: LONDON_PLACES.southernEdge,
        destination: LONDON_PLACES.kingsCross,
      });
      expect(onEdge.statusCode).toBe(200);
    });

    it('lets a destination leave the area only where the city allows it', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { browser } = await signedInRider(context.app);
      const trip = { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.heathrow };
      const refused = await quote(browser, trip);
      expect(errorOf(refused).errors).toEqual([
        { path: 'destination', message: RIDE_MESSAGES.outsideServiceArea },
      ]);
      const changed = await admin.browser.put(`/api/admin/cities/${londonId}`, {
        ...LONDON,
        slug: 'london-booking',
        destinationMayLeaveArea: true,
      });
      expect(changed.statusCode).toBe(200);
      expect((await quote(browser, trip)).statusCode).toBe(200);
    });

    it('records the ride’s city, and a city with rides cannot be deleted', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { browser } = await signedInRider(context.app);
      const booked = await book(browser, {
        pickup: LONDON_PLACES.trafalgarSquare,
        destination: LONDON_PLACES.kingsCross,
        paymentMethod: 'cash',
      });
      expect(booked.statusCode).toBe(201);
      const ride = rideResponseSchema.parse(booked.json()).data;
      expect(ride.fare.currency).toBe('GBP');
      const refused = await admin.browser.request({ method: 'DELETE', url: `/api/admin/cities/${londonId}` });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'CITY_IN_USE', message: CITY_MESSAGES.cityInUse });
      const listed = adminCityListResponseSchema.parse(
        (await admin.browser.get('/api/admin/cities')).json(),
      ).data;
      expect(listed.find((city) => city.id === londonId)?.rideCount).toBe(1);
    });

    it('pays a London driver in pounds: earnings, dashboard and payout balance in GBP', async () => {
      const driver = await signedInDriver(context.app, context.db, LONDON_PLACES.charingCross, {
        cityId: londonId,
      });
      const { ride } = await completedRide(context, {
        driver,
        paymentMethod: 'card',
        trip: { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.kingsCross },
      });
      expect(ride.fare.currency).toBe('GBP');
      const { driverShare } = expectedFareShares(ride.fare.final ?? ride.fare.estimate);

      const summary = driverSummaryResponseSchema.parse(
        (await driver.browser.get('/api/driver/summary')).json(),
      );
      expect(summary.data).toMatchObject({ currency: 'GBP', today: { earnings: driverShare } });
      const earnings = driverEarningsResponseSchema.parse(
        (await driver.browser.get('/api/driver/earnings')).json(),
      );
      expect(earnings.data.currency).toBe('GBP');
      const payouts = driverPayoutsResponseSchema.parse(
        (await driver.browser.get('/api/driver/payouts')).json(),
      );
      expect(payouts.data.balance).toMatchObject({ currency: 'GBP', available: driverShare, cashDebt: 0 });
    });

    it('keeps one wallet per currency: a London wallet ride spends pounds, never the dollars', async () => {
      const { browser } = await signedInRider(context.app);
      const walletIn = async (currency?: string) =>
        walletResponseSchema.parse(
          (
            await browser.get(`/api/rider/wallet${currency === undefined ? '' : `?currency=${currency}`}`)
          ).json(),
        ).data;
      // Dollars (the default city's wallet) topped up by book()'s helper.
      await ensureWalletFunds(browser);
      const dollars = await walletIn();
      expect(dollars).toMatchObject({ currency: 'USD', balance: WALLET_TEST_TOP_UP });
      expect(await walletIn('gbp')).toEqual({ currency: 'GBP', balance: 0, held: 0, available: 0 });

      const londonTrip = { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.kingsCross };
      const bookLondonByWallet = async () => {
        const quoted = fareQuoteResponseSchema.parse((await quote(browser, londonTrip)).json()).data;
        return browser.post('/api/rides', {
          quoteId: quoted.id,
          paymentMethod: 'wallet',
          idempotencyKey: randomUUID(),
        });
      };
      const refused = await bookLondonByWallet();
      expect(refused.statusCode).toBe(402);
      expect(errorOf(refused).code).toBe('WALLET_INSUFFICIENT');

      const toppedUp = await browser.post('/api/rider/wallet/top-up', { amount: 2_000, currency: 'GBP' });
      expect(toppedUp.statusCode).toBe(201);
      expect(walletResponseSchema.parse(toppedUp.json()).data).toMatchObject({
        currency: 'GBP',
        balance: 2_000,
      });
      const booked = await bookLondonByWallet();
      expect(booked.statusCode).toBe(201);
      const ride = rideResponseSchema.parse(booked.json()).data;
      expect(await walletIn('GBP')).toEqual({
        currency: 'GBP',
        balance: 2_000,
        held: ride.fare.high,
        available: 2_000 - ride.fare.high,
      });
      expect(await walletIn('USD')).toEqual(dollars);
      const history = (await browser.get('/api/rider/wallet/history?currency=GBP')).json<{
        data: { amount: number }[];
      }>().data;
      expect(history.map((movement) => movement.amount)).toEqual([2_000]);

      // A currency no city uses is refused on its field, for reading and for topping up.
      for (const response of [
        await browser.get('/api/rider/wallet?currency=JPY'),
        await browser.post('/api/rider/wallet/top-up', { amount: 2_000, currency: 'JPY' }),
        await browser.get('/api/rider/wallet?currency=DOLLARS'),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).errors).toEqual([
          { path: 'currency', message: PAYMENT_MESSAGES.walletCurrencyInvalid },
        ]);
      }
    });
  });

  it('deletes a city nothing belongs to, audited', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const id = await createLondon(admin.browser, { slug: 'london-deleted', ...areaOfItsOwn(1) });
    const deleted = await admin.browser.request({ method: 'DELETE', url: `/api/admin/cities/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await servedCities()).some((city) => city.id === id)).toBe(false);
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['city.create', 'city.delete']);
  });

  it('biases place searches to the city asked for (the built-in gazetteer knows London too)', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const id = await createLondon(admin.browser, { slug: 'london-places', ...areaOfItsOwn(2) });
    const { browser } = await signedInRider(context.app);
    const search = async (query: string) =>
      placeListResponseSchema.parse(
        (await browser.get(`/api/places/search?q=station&limit=5${query}`)).json(),
      ).data;
    expect((await search(`&cityId=${id}`)).every((place) => place.id.startsWith('london-'))).toBe(true);
    expect((await search(`&cityId=${DEMO_CITY.id}`))[0]?.id.startsWith('london-')).toBe(false);
    await admin.browser.request({ method: 'DELETE', url: `/api/admin/cities/${id}` });
  });

  it('lets an admin move an offline driver to another city (audited), not an online one', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const id = await createLondon(admin.browser, { slug: 'london-moves', ...areaOfItsOwn(3) });
    const offline = await signedInDriver(context.app, context.db, null);
    const moved = await admin.browser.put(`/api/admin/drivers/${offline.account.id}/city`, { cityId: id });
    expect(moved.statusCode).toBe(200);
    expect(adminUserResponseSchema.parse(moved.json()).data.driver?.cityId).toBe(id);
    const entries = await context.db.select().from(auditLog).where(eq(auditLog.targetId, offline.account.id));
    expect(entries.find((entry) => entry.action === 'driver.city.change')?.details).toEqual({
      from: DEMO_CITY.id,
      to: id,
    });
    const online = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const refused = await admin.browser.put(`/api/admin/drivers/${online.account.id}/city`, { cityId: id });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(CITY_MESSAGES.driverOnline);
    const unknown = await admin.browser.put(`/api/admin/drivers/${offline.account.id}/city`, {
      cityId: 'nowhere',
    });
    expect(errorOf(unknown).errors).toEqual([{ path: 'cityId', message: CITY_MESSAGES.cityRequired }]);
  });

  it('a driver registers in the city chosen (the demo city where the form is silent); an unknown city is a 400', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const id = await createLondon(admin.browser, { slug: 'london-drivers', ...areaOfItsOwn(4) });
    const register = (email: string, cityId?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          name: 'Lena Driver',
          email,
          phone: '+44 20 7946 0000',
          password: 'Str0ngPassw0rd',
          role: 'driver',
          vehicleModel: 'Toyota Prius',
          vehiclePlate: 'LD-1234',
          ...(cityId === undefined ? {} : { cityId }),
        },
      });
    const before = adminCityListResponseSchema.parse(
      (await admin.browser.get('/api/admin/cities')).json(),
    ).data;
    expect((await register('lena.driver@example.com', id)).statusCode).toBe(201);
    expect((await register('silent.driver@example.com')).statusCode).toBe(201);
    const unknown = await register('other.driver@example.com', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors).toEqual([{ path: 'cityId', message: CITY_MESSAGES.cityRequired }]);
    const after = adminCityListResponseSchema.parse(
      (await admin.browser.get('/api/admin/cities')).json(),
    ).data;
    const drivers = (list: typeof after, cityId: string) =>
      list.find((city) => city.id === cityId)?.driverCount ?? 0;
    expect(drivers(after, id)).toBe(1);
    expect(drivers(after, DEMO_CITY.id)).toBe(drivers(before, DEMO_CITY.id) + 1);
  });
  it("cuts a driver's days in their city's zone, a rider's in their latest ride's city's, and others' in the operator's", async () => {
    // 03:00 UTC on 15 July: still 14 July (20:00) in San Francisco, 04:00 on the 15th in London.
    context.clock.set(new Date('2026-07-15T03:00:00Z'));
    const admin = await signedInAdmin(context.app, context.db);
    const londonId = await createLondon(admin.browser, { slug: 'london-local-time', ...areaOfItsOwn(5) });
    const sanFranciscoDriver = await signedInDriver(context.app, context.db, null);
    const londonDriver = await signedInDriver(context.app, context.db, null, { cityId: londonId });

    const summaryOf = async (browser: TestBrowser) =>
      driverSummaryResponseSchema.parse((await browser.get('/api/driver/summary')).json()).data;
    const earningsOf = async (browser: TestBrowser) =>
      driverEarningsResponseSchema.parse((await browser.get('/api/driver/earnings?groupBy=day')).json()).data;
    expect((await summaryOf(sanFranciscoDriver.browser)).timeZone).toBe('America/Los_Angeles');
    expect((await summaryOf(londonDriver.browser)).timeZone).toBe('Europe/London');
    // The last 7 days end at the next local midnight: 15 July 00:00 PDT, 16 July 00:00 BST.
    expect((await earningsOf(sanFranciscoDriver.browser)).to).toBe('2026-07-15T07:00:00.000Z');
    expect((await earningsOf(londonDriver.browser)).to).toBe('2026-07-15T23:00:00.000Z');

    // A rider's ride lists: in the operator's zone (UTC here) before any ride, then in the city they last rode in.
    const rider = await signedInRider(context.app);
    const ridesOn = async (day: string) =>
      (await rider.browser.get(`/api/rider/rides?from=${day}&to=${day}`))
        .json<{ data: { id: string }[] }>()
        .data.map((ride) => ride.id);
    expect(await ridesOn('2026-07-15')).toEqual([]);
    const ride = rideOf(await book(rider.browser, { paymentMethod: 'cash' }));
    expect(await ridesOn('2026-07-14')).toEqual([ride.id]);
    expect(await ridesOn('2026-07-15')).toEqual([]);
  });
});
