import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { driverContext, expectToast } from '../test/driver-app.ts';
import { rideJourney } from '../test/ride-journey.ts';
import { expectHeading, expectNoAxeViolations, expectToastText, riderContext } from '../test/rider-app.ts';

/** The demo's station zone (apps/api/src/modules/demo/demo-zones.ts) and the door the rider picks. */
const STATION = 'Caltrain 4th & King';
const DOORS = ['King St doors (4th & King)', 'Townsend St doors (4th & Townsend)'];
const CHOSEN_DOOR = DOORS[1]!;
/** Where the rider stands and where the driver waits, a block from the station. */
const AT_THE_STATION = { lat: 37.7766, lng: -122.3947 };
const A_BLOCK_AWAY = { lat: 37.7795, lng: -122.3975 };

/**
 * Zones inside a city (issue #22): the demo's Caltrain station is a station zone with two named doors. A rider
 * who books from the station is asked which door to meet the driver at, picks one, and the driver's offer names it.
 */
describe('a rider is picked up at the station door they chose', () => {
  // A server of its own: no simulated drivers to take the ride before the demo driver sees it.
  const journey = rideJourney();
  let riderBrowser: BrowserContext;
  let driverBrowser: BrowserContext;
  let rider: Page;
  let driver: Page;
  let riderErrors: string[];
  let driverErrors: string[];
  beforeAll(async () => {
    riderBrowser = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: AT_THE_STATION,
    });
    driverBrowser = await driverContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.driver,
      position: A_BLOCK_AWAY,
    });
    rider = await riderBrowser.newPage();
    driver = await driverBrowser.newPage();
    riderErrors = watchPageErrors(rider);
    driverErrors = watchPageErrors(driver);
  }, 180_000);
  afterAll(async () => {
    await riderBrowser?.close();
    await driverBrowser?.close();
  });

  it('books from the station, must choose a door, and the driver’s offer names the door', async () => {
    await driver.goto('/driver/dashboard');
    const online = driver.getByRole('switch', { name: 'Online' }).first();
    await expect.poll(() => online.isVisible()).toBe(true);
    await online.click();
    await expectToast(driver, "You're online. Ride requests will come to you.");

    await rider.goto('/rider/book-ride');
    await expectHeading(rider, 'Book a ride');
    for (const [field, text, option] of [
      ['Pickup', 'caltrain', /San Francisco Caltrain Station \(4th & King\)/],
      ['Destination', 'union square', /Union Square/],
    ] as const) {
      const box = rider.getByRole('combobox', { name: field });
      await box.fill(text);
      await expect.poll(() => rider.getByRole('option', { name: option }).first().isVisible()).toBe(true);
      await box.press('ArrowDown');
      await box.press('Enter');
    }

    // The quote offers the station's doors: a choice in the sheet, pins on the map.
    const doors = rider.getByRole('radiogroup', { name: /^Where to meet your driver/ });
    await expect.poll(() => doors.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await doors.getByRole('radio').count()).toBe(DOORS.length);
    for (const door of DOORS) expect(await doors.getByRole('radio', { name: door }).count()).toBe(1);
    expect(await rider.getByText(`${STATION} has set pickup points: choose one.`).isVisible()).toBe(true);
    const map = rider.getByRole('region', { name: 'Trip map' });
    for (const door of DOORS) {
      expect(await map.getByTitle(`Pickup point: ${door}`).count()).toBe(1);
    }
    await expectNoAxeViolations(rider, 'the booking sheet with a station’s pickup points');

    await rider.getByRole('radio', { name: 'Cash' }).click();
    const book = rider.getByRole('button', { name: /^Book ride/ });
    await book.click();
    await expect
      .poll(() => rider.getByText('Please choose where to meet your driver').isVisible())
      .toBe(true);
    await doors.getByRole('radio', { name: CHOSEN_DOOR }).click();
    // The map shows the door chosen.
    await expect.poll(() => map.getByTitle(`Pickup point: ${CHOSEN_DOOR} (chosen)`).count()).toBe(1);
    await book.click();
    await expectToastText(rider, 'Ride booked. Finding you a driver…');

    const offer = driver.getByRole('dialog', { name: 'New ride request' });
    await expect.poll(() => offer.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await offer.getByText(`Pickup: ${CHOSEN_DOOR}`).isVisible()).toBe(true);
    expect(await offer.getByText(`· ${STATION}`).isVisible()).toBe(true);
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expectToast(driver, 'Ride accepted. Head to the pickup.');
    await expect.poll(() => driver.getByText(`Pickup: ${CHOSEN_DOOR}`).first().isVisible()).toBe(true);

    // The rider's ride names the door too.
    await expect.poll(() => rider.getByText(`Pickup: ${CHOSEN_DOOR}`).first().isVisible()).toBe(true);
    expect([...riderErrors, ...driverErrors]).toEqual([]);
  });
});
