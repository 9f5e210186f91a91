import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, bookRide, PLACES } from '../test/ride-server.ts';
import { enableAxe } from '../test/accessibility.ts';
import {
  driverAcceptsRide,
  driverTakesSteps,
  expectHeading,
  expectNoAxeViolations,
  expectToastText,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

describe('a rider shares a trip and a friend follows it', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let friend: BrowserContext;
  let rider: APIRequestContext;
  let driver: APIRequestContext;
  afterAll(async () => {
    await Promise.all([rider?.dispose(), driver?.dispose()]);
    await friend?.close();
    await context?.close();
  });

  it('copies the trip link; the public page shows the driver’s first name, car and status, and follows the ride', async () => {
    rider = await apiSession(journey.server.origin, DEMO_EMAILS.rider);
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    const rideId = await bookRide(rider);
    await driverAcceptsRide(driver, rideId, PLACES.embarcadero);

    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    await context.grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/rider/rides/${rideId}`);
    await expectHeading(page, 'Dana is on the way');
    await page.getByRole('button', { name: 'Share trip' }).click();
    await expectToastText(page, 'Trip link copied. Anyone with it can follow your ride.');
    const link = await page.getByLabel(/^Trip link/).inputValue();
    expect(link).toMatch(new RegExp(`^${journey.server.origin}/track/[\\w-]+$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoAxeViolations(page, 'the live ride with its trip link');
    expect(errors).toEqual([]);

    // A friend without an account opens the link.
    friend = await journey.browser.newContext({ viewport: { width: 390, height: 844 } });
    await enableAxe(friend);
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    await expectHeading(friendPage, 'Dana is on the way to the pickup');
    expect(await friendPage.title()).toBe('Shared trip | RideBook');
    const car = friendPage.getByRole('region', { name: 'Driver and car' });
    expect(await car.getByText('Toyota Prius').isVisible()).toBe(true);
    expect(await car.getByText('RB-2048').isVisible()).toBe(true);
    // Only the first name; no phone, no e-mail.
    const text = (await friendPage.locator('main').textContent()) ?? '';
    expect(text).not.toContain('Dana Driver');
    expect(text).not.toMatch(/@ridebook\.demo|\+1/);
    await expectNoAxeViolations(friendPage, '/track/:token');

    // The page follows the ride on its own.
    await driverTakesSteps(driver, rideId, ['arrive'], PLACES.ferryBuilding);
    await expect
      .poll(() => friendPage.getByRole('heading', { name: 'Dana has arrived at the pickup' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);

    // A link that does not exist says so.
    await friendPage.goto(`${journey.server.origin}/track/not-a-real-token`);
    await expect
      .poll(() => friendPage.getByText('This trip link is not valid', { exact: true }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(friendPage, '/track/:token with an unknown token');
  });
});
