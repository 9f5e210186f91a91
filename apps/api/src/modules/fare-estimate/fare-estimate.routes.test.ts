import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RIDE_MESSAGES,
  fareQuoteResponseSchema,
  placeListResponseSchema,
  tripEstimateResponseSchema,
} from '@ridebook/validation';
import { fareQuotes } from '../../db/schema.ts';
import { ACCESS_COOKIE } from '../auth/index.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  buildRideTestContext,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const TRIP = { pickup: PLACES.ferryBuilding, destination: PLACES.cityHall };

describe.skipIf(isTestDatabaseMissing)('the public fare estimator', () => {
  let context: RideTestContext;
  beforeEach(async () => {
    context = await buildRideTestContext({ PUBLIC_RATE_LIMIT_PER_MINUTE: 3 });
  });
  afterEach(async () => {
    await context.app.close();
  });

  function asVisitor(method: 'GET' | 'POST', url: string, payload?: object) {
    return context.app.inject({ method, url, ...(payload ? { payload } : {}) });
  }

  it('gives a visitor the price a rider would be quoted, and stores nothing', async () => {
    const response = await asVisitor('POST', '/api/fare-estimate', TRIP);
    expect(response.statusCode).toBe(200);
    const estimate = tripEstimateResponseSchema.parse(response.json()).data;
    expect(await context.db.select().from(fareQuotes)).toHaveLength(0);

    const { browser } = await signedInRider(context.app);
    const quote = fareQuoteResponseSchema.parse((await browser.post('/api/rides/quote', TRIP)).json()).data;
    expect(estimate).toEqual({
      distanceMeters: quote.distanceMeters,
      durationSeconds: quote.durationSeconds,
      fare: quote.fare,
      route: quote.route,
    });
  });

  it('names each missing or unserved place with its message', async () => {
    const missing = await asVisitor('POST', '/api/fare-estimate', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual([
      { path: 'pickup', message: RIDE_MESSAGES.pickupRequired },
      { path: 'destination', message: RIDE_MESSAGES.destinationRequired },
    ]);
    const london = { address: 'Trafalgar Square, London', lat: 51.508, lng: -0.128 };
    const outside = await asVisitor('POST', '/api/fare-estimate', { ...TRIP, destination: london });
    expect(outside.statusCode).toBe(400);
    expect(errorOf(outside).errors).toEqual([
      { path: 'destination', message: RIDE_MESSAGES.outsideServiceArea },
    ]);
  });

  it('lets a visitor search places for the estimator', async () => {
    const found = placeListResponseSchema.parse(
      (await asVisitor('GET', '/api/places/search?q=ferry')).json(),
    );
    expect(found.data[0]?.name).toContain('Ferry Building');
  });

  it('limits visitors per address, but never a signed-in rider', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await asVisitor('POST', '/api/fare-estimate', TRIP)).statusCode).toBe(200);
    }
    const refused = await asVisitor('POST', '/api/fare-estimate', TRIP);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorOf(refused).message).toBe('Too many attempts. Please try again in a minute.');

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await asVisitor('GET', '/api/places/search?q=ferry')).statusCode).toBe(200);
    }
    expect((await asVisitor('GET', '/api/places/search?q=ferry')).statusCode).toBe(429);

    const { browser } = await signedInRider(context.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser.post('/api/fare-estimate', TRIP)).statusCode).toBe(200);
      expect((await browser.get('/api/places/search?q=ferry')).statusCode).toBe(200);
    }
  });

  it('refuses a visitor whose session cookie is not valid rather than treating them as anonymous', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/fare-estimate',
      payload: TRIP,
      cookies: { [ACCESS_COOKIE]: 'not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});
