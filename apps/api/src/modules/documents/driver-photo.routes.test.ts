import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideResponseSchema, shareLinkResponseSchema, trackViewResponseSchema } from '@ridebook/validation';
import type { TestBrowser } from '../../test/browser.ts';
import { uploadAllDocuments } from '../../test/document-support.ts';
import {
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  TEST_VEHICLE,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { driverStep, rideInProgress } from '../../test/safety-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

/** A photo answer: the image itself, private to the caller. */
async function expectPhoto(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect((await sharp(response.rawPayload).metadata()).format).toBe('jpeg');
}

describe.skipIf(isTestDatabaseMissing)('what riders see of the driver: the approved car and photo', () => {
  let context: RideTestContext;
  let admin: TestBrowser;
  beforeAll(async () => {
    context = await buildRideTestContext();
    admin = (await signedInAdmin(context.app, context.db)).browser;
  });
  afterAll(async () => {
    await context.app.close();
  });

  it('gives the ride’s rider, driver and admins the approved vehicle and the photo; nobody else the photo', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const detail = rideResponseSchema.parse((await rider.browser.get(`/api/rides/${ride.id}`)).json()).data;
    expect(detail.driver).toMatchObject({ vehicle: TEST_VEHICLE, hasPhoto: true });

    const photoUrl = `/api/rides/${ride.id}/driver-photo`;
    for (const allowed of [rider.browser, driver.browser, admin])
      await expectPhoto(await allowed.get(photoUrl));

    const stranger = await signedInRider(context.app);
    const otherDriver = await signedInDriver(context.app, context.db, null);
    for (const refused of [stranger.browser, otherDriver.browser]) {
      expect((await refused.get(photoUrl)).statusCode).toBe(404);
    }
    expect((await context.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(401);
  });

  it('shows the car and photo approved last: a new registration in review changes nothing until approved', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const ids = await uploadAllDocuments(driver.browser, () => context.clock.advance(1_000));
    const vehicleNow = async () =>
      rideResponseSchema.parse((await rider.browser.get(`/api/rides/${ride.id}`)).json()).data.driver
        ?.vehicle;
    expect(await vehicleNow()).toEqual(TEST_VEHICLE);
    expect((await admin.post(`/api/admin/documents/${ids.registration}/approve`)).statusCode).toBe(200);
    expect(await vehicleNow()).toEqual({ make: 'Honda', model: 'Civic', colour: 'Blue', plate: 'RB-7777' });
  });

  it('has no photo before a driver is on the ride', async () => {
    const rider = await signedInRider(context.app);
    const booked = rideOf(await book(rider.browser));
    expect(booked.driver).toBeNull();
    expect((await rider.browser.get(`/api/rides/${booked.id}/driver-photo`)).statusCode).toBe(404);
  });

  it('shows the share link’s holder the car and the photo while the link works, and not after', async () => {
    const { rider, driver, ride } = await rideInProgress(context);
    const shared = await rider.browser.post(`/api/rides/${ride.id}/share`);
    const { token } = shareLinkResponseSchema.parse(shared.json()).data;
    const view = trackViewResponseSchema.parse(
      (await context.app.inject({ method: 'GET', url: `/api/track/${token}` })).json(),
    ).data;
    expect(view.driver).toMatchObject({ vehicle: TEST_VEHICLE, hasPhoto: true });

    const photo = () => context.app.inject({ method: 'GET', url: `/api/track/${token}/driver-photo` });
    await expectPhoto(await photo());
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/track/${'x'.repeat(43)}/driver-photo` }))
        .statusCode,
    ).toBe(404);

    for (const step of ['arrive', 'pick-up', 'start', 'complete'] as const) {
      await driverStep(driver.browser, ride.id, step);
    }
    context.clock.advance(59 * 60_000);
    await expectPhoto(await photo());
    context.clock.advance(60_000);
    expect((await photo()).statusCode).toBe(404);
    // The rider keeps seeing who drove them (the finished ride and its receipt).
    await expectPhoto(await rider.browser.get(`/api/rides/${ride.id}/driver-photo`));
  });
});
