import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  RIDE_MESSAGES,
  SAFETY_MESSAGES,
  shareLinkResponseSchema,
  trackViewResponseSchema,
  type TrackView,
} from '@ridebook/validation';
import { rideShareLinks } from '../../db/schema.ts';
import { hashToken } from '../../shared/secure-tokens.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInRider,
  TEST_VEHICLE,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { driverStep, rideInProgress } from '../../test/safety-support.ts';
import { TRACK_RATE_LIMIT } from './track.routes.ts';

const linkOf = (response: { json(): unknown }) => shareLinkResponseSchema.parse(response.json()).data;

describe.skipIf(isTestDatabaseMissing)('share-trip links', () => {
  let context: RideTestContext;
  beforeEach(async () => {
    context = await buildRideTestContext();
  });
  afterEach(async () => {
    await context.app.close();
  });

  const track = (token: string) => context.app.inject({ method: 'GET', url: `/api/track/${token}` });
  const viewOf = async (token: string): Promise<TrackView> => {
    const response = await track(token);
    expect(response.statusCode).toBe(200);
    return trackViewResponseSchema.parse(response.json()).data;
  };

  it('gives the rider a secret link whose view shows the trip, the driver’s first name, vehicle and position', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const shared = await rider.browser.post(`/api/rides/${ride.id}/share`);
    expect(shared.statusCode).toBe(200);
    const { url, token } = linkOf(shared);
    // On the configured PUBLIC_SITE_URL (the tests' is http://localhost).
    expect(url).toBe(`http://localhost/track/${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const [row] = await context.db.select().from(rideShareLinks).where(eq(rideShareLinks.rideId, ride.id));
    expect(row).toMatchObject({ createdBy: rider.account.id, tokenHash: hashToken(token), revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const view = await viewOf(token);
    expect(view).toEqual({
      status: 'accepted',
      pickup: ride.pickup,
      destination: ride.destination,
      route: ride.route,
      driver: {
        firstName: 'Test',
        vehicleModel: 'Toyota Prius',
        vehiclePlate: 'ABC-1234',
        vehicle: TEST_VEHICLE,
        hasPhoto: true,
      },
      position: {
        lat: PLACES.embarcadero.lat,
        lng: PLACES.embarcadero.lng,
        heading: null,
        at: expect.any(String) as string,
      },
      etaSeconds: expect.any(Number) as number,
      updatedAt: expect.any(String) as string,
      endedAt: null,
    });
    expect(view.etaSeconds).toBeGreaterThan(0);

    // The position follows the driver; after pickup the ETA is to the destination.
    await driverStep(driver.browser, ride.id, 'arrive');
    expect((await viewOf(token)).etaSeconds).toBe(0);
    await driverStep(driver.browser, ride.id, 'pick-up');
    await driverStep(driver.browser, ride.id, 'start');
    const moved = await driver.browser.post('/api/driver/position', {
      ...PLACES.nearUnionSquare,
      heading: 250,
    });
    expect(moved.statusCode).toBe(204);
    const inTransit = await viewOf(token);
    expect(inTransit).toMatchObject({
      status: 'in_transit',
      position: { ...PLACES.nearUnionSquare, heading: 250 },
    });
    expect(inTransit.etaSeconds).toBeGreaterThan(0);
  });

  it('never shows a phone, an e-mail or the rider', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const { token } = linkOf(await driver.browser.post(`/api/rides/${ride.id}/share`));
    const response = await track(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    for (const secret of [
      rider.account.phone,
      rider.account.email,
      rider.account.name,
      driver.account.phone,
      driver.account.email,
      driver.account.name,
      rider.account.id,
      driver.account.id,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(body).not.toMatch(/phone|email|rider/i);
  });

  it('says the ride ended, without a position, and stops working an hour after the end', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const { token } = linkOf(await rider.browser.post(`/api/rides/${ride.id}/share`));
    for (const step of ['arrive', 'pick-up', 'start'] as const)
      await driverStep(driver.browser, ride.id, step);
    const completed = await driverStep(driver.browser, ride.id, 'complete');

    const ended = await viewOf(token);
    expect(ended).toMatchObject({ status: 'completed', position: null, etaSeconds: null });
    expect(ended.endedAt).toBe(completed.completedAt);

    context.clock.advance(59 * 60_000);
    expect((await track(token)).statusCode).toBe(200);
    context.clock.advance(60_000);
    const expired = await track(token);
    expect(expired.statusCode).toBe(404);
    expect(errorOf(expired)).toEqual({
      message: 'This trip link is not valid',
      code: ERROR_CODES.TRIP_LINK_INVALID,
    });
  });

  it('shows a cancelled ride as cancelled', async () => {
    const { rider, ride } = await rideInProgress(context);
    const { token } = linkOf(await rider.browser.post(`/api/rides/${ride.id}/share`));
    const cancelled = await rider.browser.post(`/api/rides/${ride.id}/cancel`, {
      reason: 'Changed my plans',
    });
    expect(cancelled.statusCode).toBe(200);
    const view = await viewOf(token);
    expect(view).toMatchObject({ status: 'cancelled', position: null, etaSeconds: null });
    expect(view.endedAt).toBe(rideOf(cancelled).cancelledAt);
  });

  it('answers 404 for an unknown or revoked token', async () => {
    const unknown = await track('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(SAFETY_MESSAGES.trackLinkInvalid);

    const { rider, ride } = await rideInProgress(context);
    const { token } = linkOf(await rider.browser.post(`/api/rides/${ride.id}/share`));
    await context.db
      .update(rideShareLinks)
      .set({ revokedAt: context.clock.now() })
      .where(eq(rideShareLinks.tokenHash, hashToken(token)));
    expect((await track(token)).statusCode).toBe(404);
  });

  it('shares only the caller’s own ride, only while a driver is on it, and only for its rider or driver', async () => {
    const { ride } = await rideInProgress(context);
    const stranger = await signedInRider(context.app);
    const notMine = await stranger.browser.post(`/api/rides/${ride.id}/share`);
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine)).toEqual({
      message: RIDE_MESSAGES.rideNotFound,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });

    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(`/api/rides/${ride.id}/share`)).statusCode).toBe(403);
    expect((await createBrowser(context.app).post(`/api/rides/${ride.id}/share`)).statusCode).toBe(401);
    expect((await stranger.browser.post('/api/rides/not-a-ride/share')).statusCode).toBe(400);

    // Still looking for a driver (nobody online near the pickup): not yet.
    const waiting = rideOf(await book(stranger.browser, { pickup: PLACES.oraclePark }));
    const early = await stranger.browser.post(`/api/rides/${waiting.id}/share`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toEqual({
      message: 'Trip sharing is available only during an active ride',
      code: ERROR_CODES.RIDE_NOT_IN_PROGRESS,
    });
  });

  it('builds the URL on PUBLIC_SITE_URL when set', async () => {
    await context.app.close();
    // The rider app of the tests' card setups (CARD_SETUP_RETURN_URL) stays on http://localhost.
    context = await buildRideTestContext({
      PUBLIC_SITE_URL: 'https://ridebook.example',
      CORS_ORIGINS: ['http://localhost'],
    });
    const { rider, ride } = await rideInProgress(context);
    const { url, token } = linkOf(await rider.browser.post(`/api/rides/${ride.id}/share`));
    expect(url).toBe(`https://ridebook.example/track/${token}`);
  });

  it('limits the public view per address', async () => {
    const from = (ip: string) =>
      context.app.inject({ method: 'GET', url: `/api/track/${'y'.repeat(43)}`, remoteAddress: ip });
    for (let count = 0; count < TRACK_RATE_LIMIT.max; count++) {
      expect((await from('203.0.113.7')).statusCode).toBe(404);
    }
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe(ERROR_CODES.RATE_LIMITED);
    expect((await from('203.0.113.8')).statusCode).toBe(404);
  });
});
