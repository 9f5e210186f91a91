import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, bookRide, PLACES } from '../test/ride-server.ts';
import {
  driverAcceptsRide,
  driverTakesSteps,
  expectHeading,
  expectNoAxeViolations,
  expectToastText,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

describe('a rider rates and tips after a ride, and finds it in the history', () => {
  // A server of its own, without simulated drivers: the demo driver is the only one who can take the ride.
  const journey = rideJourney();
  let context: BrowserContext;
  let rider: APIRequestContext;
  let driver: APIRequestContext;
  afterAll(async () => {
    await rider?.dispose();
    await driver?.dispose();
    await context?.close();
  });

  /** The history's row of the ride: its date links to the ride's page. */
  const rowLink = (page: Page, rideId: string) => page.locator(`table a[href="/rider/rides/${rideId}"]`);

  it('rates 5 stars, tips $5, and sees the ride under matching filters only', async () => {
    rider = await apiSession(journey.server.origin, DEMO_EMAILS.rider);
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    const rideId = await bookRide(rider);
    await driverAcceptsRide(driver, rideId, PLACES.embarcadero);
    await driverTakesSteps(driver, rideId, ['arrive', 'pick-up', 'start'], PLACES.ferryBuilding);
    await driverTakesSteps(driver, rideId, ['complete'], PLACES.unionSquare);

    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // The finished ride: the receipt, the driver, rating and tipping.
    await page.goto(`/rider/rides/${rideId}`);
    await expectHeading(page, "You've arrived");
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect.poll(() => receipt.getByTestId('receipt-total').textContent()).toMatch(/^\$\d+\.\d\d$/);
    expect(await receipt.getByText('Cash', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Your driver' }).getByText('Dana Driver').isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'the completed ride with its receipt, rating and tip forms');

    const rating = page.getByRole('region', { name: 'Rate Dana' });
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect.poll(() => rating.getByText('Choose a rating from 1 to 5 stars').isVisible()).toBe(true);
    await rating.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await rating.getByLabel('Comment (optional)').fill('Friendly and on time');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expectToastText(page, 'Thanks! Your rating was sent.');
    await expect.poll(() => rating.getByText('You rated this ride 5 stars.').isVisible()).toBe(true);

    const tip = page.getByRole('region', { name: 'Tip Dana' });
    await tip.getByLabel(/^Tip amount/).fill('150');
    await tip.getByRole('button', { name: 'Add tip' }).click();
    await expect.poll(() => tip.getByText('Choose a tip between $1 and $100').isVisible()).toBe(true);
    await tip.getByRole('button', { name: '$5' }).click();
    await tip.getByRole('button', { name: 'Add tip' }).click();
    await expectToastText(page, 'Thanks! Your $5.00 tip goes to Dana.');
    await expect
      .poll(() => tip.getByText('You tipped $5.00. All of it goes to Dana.').isVisible())
      .toBe(true);
    await expect.poll(() => receipt.getByText('Tip', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the completed ride after rating and tipping');

    // The history: matching filters show the ride, a non-matching one does not.
    await page.goto('/rider/ride-history?status=completed');
    await expectHeading(page, 'Ride History');
    await expect.poll(() => rowLink(page, rideId).isVisible()).toBe(true);
    await expectNoAxeViolations(page, '/rider/ride-history filtered by status');

    await page.getByLabel('Search').fill('Union Square');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Union Square');
    await expect.poll(() => rowLink(page, rideId).isVisible()).toBe(true);

    await page.getByLabel('Minimum fare ($)').fill('1');
    await page.waitForURL((url) => url.searchParams.get('minFare') === '1');
    await expect.poll(() => rowLink(page, rideId).isVisible()).toBe(true);

    await page.getByLabel('Status').selectOption('cancelled');
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    await expect.poll(() => page.getByText('No rides match these filters').isVisible()).toBe(true);
    expect(await rowLink(page, rideId).count()).toBe(0);
    await expectNoAxeViolations(page, '/rider/ride-history with no match');

    // /rider/rides is the same screen; the row opens the ride.
    await page.goto('/rider/rides?status=completed');
    await expectHeading(page, 'Ride History');
    await rowLink(page, rideId).click();
    await page.waitForURL((url) => url.pathname === `/rider/rides/${rideId}`);
    await expectHeading(page, "You've arrived");

    // The dashboard counts it.
    await page.goto('/rider/dashboard');
    const totals = page.getByRole('region', { name: 'Your totals' });
    await expect.poll(() => totals.getByText('5.0', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Union Square/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page, '/rider/dashboard with totals');
    expect(errors).toEqual([]);
  });
});
