import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { driverContext, expectAccessible, expectToast } from '../test/driver-app.ts';
import { controlsCoveredBy } from '../test/rider-app.ts';
import { bookRide, newRider, PLACES } from '../test/ride-server.ts';
import { rideJourney } from '../test/ride-journey.ts';

const DESK = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Map first for drivers (issue #25): the dashboard is a map with the online switch, the ride requests and today's
 * figures in a sheet over it on a phone (a panel beside it at a desk); an incoming offer opens as a full-width sheet
 * from the phone's bottom edge. The driver declines one offer at a desk, takes the next one on a phone, and is
 * handed the way to the pickup in their maps app.
 */
describe('a driver takes an offer from the sheet, on a phone and at a desk', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let rider: APIRequestContext;
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
  }, 180_000);
  afterAll(async () => {
    await rider?.dispose();
    await context?.close();
  });

  const overview = () => page.getByRole('region', { name: 'Overview', exact: true });
  const offer = () => page.getByRole('dialog', { name: 'New ride request' });

  /** Nothing the panel overlaps is a control or a notice (toasts come and go: wait for them to leave). */
  async function expectNothingCovered() {
    await expect.poll(() => controlsCoveredBy(page, overview()), { timeout: 15_000 }).toEqual([]);
  }

  /** A press at the middle of the button reaches it: nothing lies over it. */
  async function expectPressable(name: string) {
    const button = offer().getByRole('button', { name });
    const handle = await button.elementHandle();
    expect(
      await page.evaluate((target) => {
        const box = target.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && target.contains(hit);
      }, handle),
      `${name} can be pressed`,
    ).toBe(true);
  }

  it('at a desk: the map beside the overview, online from the panel, an offer in a dialog declined', async () => {
    await page.setViewportSize(DESK);
    await page.goto('/driver/dashboard');
    const online = overview().getByRole('switch', { name: 'Online' });
    await expect.poll(() => online.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Map around you' }).isVisible()).toBe(true);
    await expect.poll(() => overview().getByText("Today's earnings", { exact: true }).isVisible()).toBe(true);
    await expectNothingCovered();
    await expectAccessible(page, '/driver/dashboard at a desk (offline)');

    await online.click();
    await expectToast(page, "You're online. Ride requests will come to you.");
    await expect.poll(() => online.getAttribute('aria-checked')).toBe('true');

    const declined = await bookRide(rider);
    await expect.poll(() => offer().isVisible()).toBe(true);
    await expect.poll(() => offer().getByText('Riley Rider').isVisible()).toBe(true);
    await expectPressable('Decline');
    await expectAccessible(page, 'the offer at a desk');
    await offer().getByRole('button', { name: 'Decline' }).click();
    await expectToast(page, 'Offer declined');
    await expect.poll(() => offer().isVisible()).toBe(false);
    const cancelled = await rider.post(`/api/rides/${declined}/cancel`, {
      data: { reason: 'Changed my plans' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  });

  it('on a phone: the overview is a sheet over the map, the next offer a full-width sheet, accepted', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/driver/dashboard');
    await expect.poll(() => page.getByRole('button', { name: /^Panel size: Half/ }).isVisible()).toBe(true);
    const online = overview().getByRole('switch', { name: 'Online' });
    await expect.poll(() => online.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() =>
        overview()
          .getByText(/^Looking for ride requests near you/)
          .isVisible(),
      )
      .toBe(true);
    await expectNothingCovered();
    await expectAccessible(page, '/driver/dashboard on a phone (online)');

    await bookRide(rider);
    await expect.poll(() => offer().isVisible()).toBe(true);
    // Full width, resting on the bottom edge of the screen.
    await expect.poll(async () => (await offer().boundingBox())?.width).toBe(PHONE.width);
    const box = (await offer().boundingBox())!;
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    // Everything to weigh: the countdown, the pickup's distance, the trip, the fare and the rider's rating.
    expect(await offer().getByRole('progressbar', { name: 'Time left to respond' }).isVisible()).toBe(true);
    expect(
      await offer()
        .getByText(/^Pickup .* away · \d+ min$/)
        .isVisible(),
    ).toBe(true);
    expect(
      await offer()
        .getByText(/^Trip .* · \d+ min$/)
        .isVisible(),
    ).toBe(true);
    expect(
      await offer()
        .getByText(/^\$\d+\.\d\d$/)
        .first()
        .isVisible(),
    ).toBe(true);
    // A rider who signed up for this journey: no rating yet, and the offer says so.
    expect(await offer().getByText('Riley Rider').isVisible()).toBe(true);
    expect(await offer().getByText('New rider, no ratings yet').isVisible()).toBe(true);
    await expectPressable('Accept');
    await expectPressable('Decline');
    await expectAccessible(page, 'the offer sheet on a phone');

    await offer().getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Ride accepted. Head to the pickup.');
    await page.waitForURL((url) => url.pathname === '/driver/active');
    // The hand-off to the phone's maps app.
    expect(await page.getByRole('link', { name: /Navigate to Pickup/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${PLACES.ferryBuilding.lat},${PLACES.ferryBuilding.lng}`,
    );

    // Back on the dashboard, the map shows the ride and the sheet the way back to it.
    await page.goto('/driver/dashboard');
    await expect
      .poll(() => overview().getByRole('link', { name: 'Open Current Ride' }).isVisible())
      .toBe(true);
    await expectNothingCovered();
    expect(errors).toEqual([]);
  });
});
