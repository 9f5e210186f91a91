import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { driverContext, expectAccessible, expectToast, statAmount } from '../test/driver-app.ts';
import { controlsCoveredBy } from '../test/rider-app.ts';
import { bookRide, newRider, PLACES, rideOf, saveTestCard } from '../test/ride-server.ts';
import { rideJourney } from '../test/ride-journey.ts';

/** Starting a server of its own outlasts the default hook timeout on a busy machine. */
const SERVER_START_TIMEOUT_MS = 180_000;

// One driver's shift, step by step: each step starts where the previous one ended.
describe('a driver goes online and completes a ride', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let rider: APIRequestContext;
  let rideId: string;
  /** What the earnings page showed before the shift (cents over the last 7 days). */
  let earningsBefore: number;
  /** What the dashboard showed as today's earnings before the shift (cents). */
  let todayBefore: number;
  beforeAll(async () => {
    // A server of its own: the shared one's simulated drivers would take the rides booked here.
    context = await driverContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.driver,
      position: PLACES.embarcadero,
    });
    page = await context.newPage();
    errors = watchPageErrors(page);
    rider = await newRider(journey.server.origin, 'Riley Rider');
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await rider?.dispose();
    await context?.close();
  });

  const offer = () => page.getByRole('dialog', { name: 'New ride request' });

  async function step(button: string, toast: string, status: string) {
    await page.getByRole('button', { name: button }).click();
    await expectToast(page, toast);
    await expect.poll(() => page.getByText(status, { exact: true }).first().isVisible()).toBe(true);
  }

  it('opens the earnings, ride history and profile pages before the shift', async () => {
    await page.goto('/driver/dashboard');
    todayBefore = await statAmount(page, "Today's earnings");

    await page.goto('/driver/earnings');
    earningsBefore = await statAmount(page, 'Total earnings');
    await expect.poll(() => page.getByRole('heading', { name: 'Daily earnings' }).isVisible()).toBe(true);
    await expectAccessible(page, '/driver/earnings');

    await page.goto('/driver/ride-history');
    await expect.poll(() => page.getByText('No rides yet').isVisible()).toBe(true);
    await expectAccessible(page, '/driver/ride-history (empty)');

    await page.goto('/driver/profile');
    await expect.poll(() => page.getByText('Approval status: Approved').isVisible()).toBe(true);
    expect(await page.getByText('Toyota Prius · RB-2048').isVisible()).toBe(true);
    await expectAccessible(page, '/driver/profile');
  });

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
    // The SOS button covers no control, on a phone and on a wide screen.
    const viewport = page.viewportSize();
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      const sos = page.getByRole('button', { name: /^SOS/ });
      expect(await controlsCoveredBy(page, sos), `at ${size.width} px`).toEqual([]);
    }
    if (viewport) await page.setViewportSize(viewport);
    await expectAccessible(page, '/driver/active (accepted)');
  });

  it('has SOS at hand during the ride: calls, alerts and location sharing', async () => {
    const contact = await page.request.post('/api/user/me/emergency-contacts', {
      data: { name: 'Casey Contact', email: 'casey.contact@example.com' },
    });
    expect(contact.ok()).toBe(true);
    await page.getByRole('button', { name: 'SOS' }).click();
    const sos = page.getByRole('dialog', { name: 'Emergency help' });
    await expect
      .poll(() => sos.getByRole('link', { name: /^Call police/ }).getAttribute('href'))
      .toBe('tel:911');
    await expectAccessible(page, 'the SOS dialog');

    await sos.getByRole('button', { name: 'Notify emergency contact' }).click();
    await expectToast(page, 'Emergency contact notified');
    await sos.getByRole('button', { name: 'Share live location' }).click();
    await expectToast(page, 'Location shared successfully');
    await expect.poll(() => sos.getByRole('link', { name: /\/track\// }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => sos.isVisible()).toBe(false);
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
  });

  it('finds the ride in the history, with its route, timeline, rider and fare', async () => {
    await page.goto('/driver/ride-history?status=completed');
    const table = page.getByRole('table', { name: 'Your rides' });
    await expect.poll(() => table.getByText('Riley Rider').isVisible()).toBe(true);
    await expectAccessible(page, '/driver/ride-history (filtered)');

    await table.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/driver/ride-history/${rideId}`);
    await expect.poll(() => page.getByRole('list', { name: 'Ride timeline' }).isVisible()).toBe(true);
    expect(await page.getByText('Ride completed', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Map of the ride' }).isVisible()).toBe(true);
    await expectAccessible(page, '/driver/ride-history/:rideId');
  });

  it('sees the earnings rise by 80% of the fare plus the rider’s tip', async () => {
    const tip = 300;
    // A tip in the app is charged to the rider's card, also after a cash ride.
    await saveTestCard(rider);
    const tipped = await rider.post(`/api/rides/${rideId}/tip`, { data: { amount: tip } });
    expect(tipped.ok()).toBe(true);
    const { data: ride } = (await (await rider.get(`/api/rides/${rideId}`)).json()) as {
      data: { fare: { final: number; breakdown: { bookingFee: number } } };
    };
    // The driver keeps 80% of the trip's fare; the booking fee is the platform's (apps/api pricing splitFare).
    const driverShare = Math.round((ride.fare.final - ride.fare.breakdown.bookingFee) * 0.8);

    await page.goto('/driver/earnings');
    await expect.poll(() => statAmount(page, 'Total earnings')).toBe(earningsBefore + driverShare + tip);
    const row = page.getByRole('table', { name: 'Earnings per ride' }).getByRole('row').nth(1);
    await expect.poll(() => row.innerText()).toContain('$3.00');
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Monthly earnings' }).isVisible()).toBe(true);
    expect(await statAmount(page, 'Total earnings')).toBe(earningsBefore + driverShare + tip);
    await expectAccessible(page, '/driver/earnings (after the ride)');

    await page.goto('/driver/dashboard');
    await expect.poll(() => statAmount(page, "Today's earnings")).toBe(todayBefore + driverShare + tip);
    await expectAccessible(page, '/driver/dashboard (with today’s figures)');
    expect(errors).toEqual([]);
  });
});
