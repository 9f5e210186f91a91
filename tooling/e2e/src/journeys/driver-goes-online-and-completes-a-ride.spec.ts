import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, launchBrowser, watchPageErrors } from '../support/browser.ts';
import { driverContext, expectAccessible, expectToast } from '../support/driver-app.ts';
import {
  bookRide,
  newRider,
  PLACES,
  rideOf,
  startRideServer,
  type RideServer,
} from '../support/ride-server.ts';

/** Starting a server of its own outlasts the default hook timeout on a busy machine. */
const SERVER_START_TIMEOUT_MS = 180_000;

// One driver's shift, step by step: each step starts where the previous one ended.
describe('a driver goes online and completes a ride', () => {
  let server: RideServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let rider: APIRequestContext;
  let rideId: string;
  beforeAll(async () => {
    // A server of its own: the shared one's simulated drivers would take the rides booked here.
    server = await startRideServer();
    browser = await launchBrowser();
    context = await driverContext(browser, {
      baseURL: server.origin,
      email: DEMO_EMAILS.driver,
      position: PLACES.embarcadero,
    });
    page = await context.newPage();
    errors = watchPageErrors(page);
    rider = await newRider(server.origin, 'Riley Rider');
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await rider?.dispose();
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const offer = () => page.getByRole('dialog', { name: 'New ride request' });

  async function step(button: string, toast: string, status: string) {
    await page.getByRole('button', { name: button }).click();
    await expectToast(page, toast);
    await expect.poll(() => page.getByText(status, { exact: true }).first().isVisible()).toBe(true);
  }

  it('goes online from the availability page, sharing the location the browser gives', async () => {
    await page.goto('/driver/dashboard');
    await expect.poll(() => page.getByText("You're offline", { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page, '/driver/dashboard (offline)');

    await page.goto('/driver/availability');
    const online = page.getByRole('switch', { name: 'Online' });
    await expect.poll(() => online.isVisible()).toBe(true);
    await expectAccessible(page, '/driver/availability (offline)');
    await online.click();
    await expectToast(page, "You're online. Ride requests will come to you.");
    await expect.poll(() => online.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByText('Shared every few seconds').isVisible()).toBe(true);
    await expectAccessible(page, '/driver/availability (online)');
  });

  it('sees an offer open over the page when a rider books nearby, and declines it', async () => {
    const declinedRideId = await bookRide(rider);
    await expect.poll(() => offer().isVisible()).toBe(true);
    await expect.poll(() => offer().getByText('Riley Rider').isVisible()).toBe(true);
    expect(
      await offer()
        .getByText(/^Pickup .* away · \d+ min$/)
        .isVisible(),
    ).toBe(true);
    expect(await offer().getByRole('progressbar', { name: 'Time left to respond' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the offer dialog');

    await offer().getByRole('button', { name: 'Decline' }).click();
    await expectToast(page, 'Offer declined');
    await expect.poll(() => offer().isVisible()).toBe(false);

    // The rider gives up on that one.
    const cancelled = await rider.post(`/api/rides/${declinedRideId}/cancel`, {
      data: { reason: 'Changed my plans' },
    });
    expect(cancelled.ok()).toBe(true);
  });

  it('accepts the next offer and lands on the ride, with directions to the pickup', async () => {
    rideId = await bookRide(rider);
    await expect.poll(() => offer().isVisible()).toBe(true);
    await offer().getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Ride accepted. Head to the pickup.');
    await page.waitForURL((url) => url.pathname === '/driver/active');
    await expect.poll(() => page.getByText('Heading to the pickup').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Navigate to Pickup/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${PLACES.ferryBuilding.lat},${PLACES.ferryBuilding.lng}`,
    );
    await expect.poll(() => page.getByRole('region', { name: 'Map of the ride' }).isVisible()).toBe(true);
    await expectAccessible(page, '/driver/active (accepted)');
  });

  it('drives it through every step; a reload on the way loses nothing', async () => {
    await context.setGeolocation({ latitude: PLACES.ferryBuilding.lat, longitude: PLACES.ferryBuilding.lng });
    await step('Mark as Arrived', 'The rider knows you have arrived.', 'Waiting for the rider');
    await page.reload();
    await expect.poll(() => page.getByText('Waiting for the rider').isVisible()).toBe(true);
    expect((await rideOf(rider, rideId)).status).toBe('arrived');

    await step('Mark as Picked Up', 'Rider picked up.', 'Rider on board');
    await step('Mark as In Transit', 'Trip started. Drive safely.', 'On the way to the destination');
    await context.setGeolocation({ latitude: PLACES.unionSquare.lat, longitude: PLACES.unionSquare.lng });
    await page.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectToast(page, 'Ride completed.');
    await expect.poll(() => page.getByText('Ride completed', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, '/driver/active (completed, cash to collect)');
  });

  it('confirms the cash the rider paid, and is ready for the next ride', async () => {
    await page.getByRole('button', { name: 'Confirm Cash Collected' }).click();
    await expectToast(page, 'Cash payment confirmed.');
    const finished = await rideOf(rider, rideId);
    expect(finished.status).toBe('completed');
    expect(finished.cashCollectedAt).not.toBeNull();

    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText('No active ride').isVisible()).toBe(true);
    await page.goto('/driver/dashboard');
    await expect.poll(() => page.getByText("You're online", { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(page, '/driver/dashboard (online)');
    await page.goto('/driver/available-ride');
    await expect.poll(() => page.getByRole('heading', { name: 'Available rides' }).isVisible()).toBe(true);
    await expectAccessible(page, '/driver/available-ride (online)');
    expect(errors).toEqual([]);
  });
});
