import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  driverEarningsResponseSchema,
  driverSummaryResponseSchema,
  riderSummaryResponseSchema,
} from '@ridebook/validation';
import { rideRatings } from '../../db/schema.ts';
import {
  acceptedRide,
  cancelledWithFee,
  completedRide,
  expectedFareShares,
  todayAtTen,
} from '../../test/money-support.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { LONDON_PLACES, createLondon } from '../../test/city-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const DAY = 86_400_000;

describe.skipIf(isTestDatabaseMissing)('dashboard summaries', () => {
  let context: RideTestContext;
  const now = todayAtTen();
  beforeEach(async () => {
    context = await buildRideTestContext();
    context.clock.set(now);
  });
  afterEach(async () => {
    await context.app.close();
  });

  async function rate(rideId: string, raterId: string, rateeId: string, stars: number) {
    await context.db.insert(rideRatings).values({
      rideId,
      raterRole: 'rider',
      raterId,
      rateeId,
      stars,
      createdAt: context.clock.now(),
    });
  }

  describe('GET /api/driver/summary', () => {
    it('starts empty: nothing earned, no offers, no rating', async () => {
      const driver = await signedInDriver(context.app, context.db);
      const response = await driver.browser.get('/api/driver/summary');
      expect(response.statusCode).toBe(200);
      expect(driverSummaryResponseSchema.parse(response.json()).data).toEqual({
        currency: 'USD',
        timeZone: 'UTC',
        today: { earnings: 0, rides: 0, secondsOnline: 0 },
        acceptanceRate: null,
        rating: { average: null, count: 0 },
        cashDebt: 0,
      });
    });

    it('adds up today from the ledger, the acceptance rate over 30 days, the rating and time online', async () => {
      // Online since yesterday 10:00, with a ride then: it counts for acceptance and rating, not for today.
      context.clock.set(new Date(now.getTime() - DAY));
      const driver = await signedInDriver(context.app, context.db);
      const old = await completedRide(context, { driver });
      await rate(old.ride.id, old.rider.account.id, driver.account.id, 4);
      context.clock.set(now);
      await driver.browser.post('/api/driver/position', PLACES.embarcadero);

      // Today: a card ride with a $2 tip, an offer declined, an offer left to expire, a fee.
      const today = await completedRide(context, { paymentMethod: 'card', driver });
      await today.rider.browser.post(`/api/rides/${today.ride.id}/tip`, { amount: 200 });
      await rate(today.ride.id, today.rider.account.id, driver.account.id, 5);

      const declining = await signedInRider(context.app);
      const declined = rideOf(await book(declining.browser));
      expect((await driver.browser.post(`/api/driver/rides/${declined.id}/decline`)).statusCode).toBe(200);
      await declining.browser.post(`/api/rides/${declined.id}/cancel`, { reason: 'Changed my plans' });

      const waiting = await signedInRider(context.app);
      const expiring = rideOf(await book(waiting.browser));
      context.clock.advance(16_000);
      await context.app.rideEngine.dispatch.runDueWork();
      await waiting.browser.post(`/api/rides/${expiring.id}/cancel`, { reason: 'Changed my plans' });
      await driver.browser.post('/api/driver/position', PLACES.embarcadero);

      await cancelledWithFee(context, { driver });
      context.clock.advance(30 * 60_000);

      const { driverShare } = expectedFareShares(today.ride.fare.estimate);
      const feeShare = Math.round(DEFAULT_PRICING_SETTINGS.cancellationFee * 0.8);
      const summary = driverSummaryResponseSchema.parse(
        (await driver.browser.get('/api/driver/summary')).json(),
      ).data;
      expect(summary).toEqual({
        currency: 'USD',
        timeZone: 'UTC',
        today: {
          earnings: driverShare + 200 + feeShare,
          rides: 1,
          // Since midnight (UTC), not since going online yesterday.
          secondsOnline: Math.round(
            (context.clock.now().getTime() - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)) /
              1000,
          ),
        },
        // Accepted: yesterday's, today's and the cancelled one; declined: one; expired: one.
        acceptanceRate: 3 / 5,
        rating: { average: 4.5, count: 2 },
        cashDebt: 0,
      });
    });

    it('is for drivers only', async () => {
      const rider = await signedInRider(context.app);
      expect((await rider.browser.get('/api/driver/summary')).statusCode).toBe(403);
      expect((await context.app.inject({ method: 'GET', url: '/api/driver/summary' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/rider/summary', () => {
    it('counts completed rides, what the rider paid by any method, ratings given and the active ride', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const empty = await rider.browser.get('/api/rider/summary');
      expect(riderSummaryResponseSchema.parse(empty.json()).data).toEqual({
        currency: 'USD',
        completedRides: 0,
        amountSpent: 0,
        averageRatingGiven: null,
        activeRideId: null,
      });

      const cash = await completedRide(context, { paymentMethod: 'cash', rider, driver });
      const card = await completedRide(context, { paymentMethod: 'card', rider, driver });
      await rider.browser.post(`/api/rides/${card.ride.id}/tip`, { amount: 450 });
      await cancelledWithFee(context, { paymentMethod: 'wallet', rider, driver });
      await rate(cash.ride.id, rider.account.id, driver.account.id, 5);
      await rate(card.ride.id, rider.account.id, driver.account.id, 2);
      const active = await acceptedRide(rider, driver);

      const response = await rider.browser.get('/api/rider/summary');
      expect(response.statusCode).toBe(200);
      expect(riderSummaryResponseSchema.parse(response.json()).data).toEqual({
        currency: 'USD',
        completedRides: 2,
        amountSpent:
          cash.ride.fare.estimate + card.ride.fare.estimate + 450 + DEFAULT_PRICING_SETTINGS.cancellationFee,
        averageRatingGiven: 3.5,
        activeRideId: active.id,
      });
      // Someone else's rides cost this rider nothing.
      const other = await signedInRider(context.app);
      expect(
        riderSummaryResponseSchema.parse((await other.browser.get('/api/rider/summary')).json()).data,
      ).toMatchObject({ completedRides: 0, amountSpent: 0 });
    });

    it('is for riders only', async () => {
      const driver = await signedInDriver(context.app, context.db, null);
      expect((await driver.browser.get('/api/rider/summary')).statusCode).toBe(403);
      expect((await context.app.inject({ method: 'GET', url: '/api/rider/summary' })).statusCode).toBe(401);
    });
  });

  describe("in the person's city's currency", () => {
    it("counts a London driver's day and earnings in pounds, and a rider's spending in their latest city's currency, never adding dollars to pounds", async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const londonId = await createLondon(admin.browser);
      const rider = await signedInRider(context.app);
      // A ride in San Francisco first, in dollars.
      const home = await completedRide(context, { paymentMethod: 'cash', rider });

      const londoner = await signedInDriver(context.app, context.db, LONDON_PLACES.charingCross, {
        cityId: londonId,
      });
      const booked = await book(rider.browser, {
        pickup: LONDON_PLACES.trafalgarSquare,
        destination: LONDON_PLACES.kingsCross,
        paymentMethod: 'cash',
      });
      expect(booked.statusCode).toBe(201);
      const ride = rideOf(booked);
      expect(ride.fare.currency).toBe('GBP');
      expect((await londoner.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);
      for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
        expect((await londoner.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
      }
      await context.app.settlements.runDue();
      const { driverShare } = expectedFareShares(ride.fare.estimate);

      const driverSummary = driverSummaryResponseSchema.parse(
        (await londoner.browser.get('/api/driver/summary')).json(),
      ).data;
      expect(driverSummary).toMatchObject({
        currency: 'GBP',
        timeZone: 'Europe/London',
        today: { earnings: driverShare, rides: 1 },
      });
      const earnings = driverEarningsResponseSchema.parse(
        (await londoner.browser.get('/api/driver/earnings')).json(),
      ).data;
      expect(earnings.currency).toBe('GBP');
      expect(earnings.totals.earnings).toBe(driverShare);

      // The rider's latest ride was in London: their spending is in pounds, the dollars of the first ride apart.
      const riderSummary = riderSummaryResponseSchema.parse(
        (await rider.browser.get('/api/rider/summary')).json(),
      ).data;
      expect(riderSummary).toMatchObject({
        currency: 'GBP',
        completedRides: 2,
        amountSpent: ride.fare.estimate,
      });
      expect(home.ride.fare.currency).toBe('USD');
      // A driver of the demo city keeps dollars.
      const local = driverSummaryResponseSchema.parse(
        (await home.driver.browser.get('/api/driver/summary')).json(),
      ).data;
      expect(local).toMatchObject({ currency: 'USD', today: { rides: 1 } });
    });
  });
});
