import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, PLACES } from '../test/ride-server.ts';
import {
  controlsCoveredBy,
  driverAcceptsRide,
  driverTakesSteps,
  expectHeading,
  expectNoAxeViolations,
  expectToastText,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

const COIT_TOWER = { lat: 37.8024, lng: -122.4058 };
const TOWARDS_PICKUP = { lat: 37.7945, lng: -122.395, heading: 30 };
const TOWARDS_DESTINATION = { lat: 37.7995, lng: -122.4015, heading: 310 };

const SIZES = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, isPhone: true },
  { name: 'a desk', viewport: { width: 1280, height: 800 }, isPhone: false },
] as const;

/**
 * Map first (issue #25): the map fills the screen, the booking and the ride live in a bottom sheet on a phone and in
 * a side panel at a desk. The rider books, follows the car to the destination, and nothing ever covers a control.
 */
describe('a rider books and follows the car with the sheet, on a phone and at a desk', () => {
  const journey = rideJourney();
  let driver: APIRequestContext;
  beforeAll(async () => {
    driver = journey.keep(await apiSession(journey.server.origin, DEMO_EMAILS.driver));
  }, 180_000);

  /** The panel of the map-first page: the bottom sheet on a phone, the side panel at a desk. */
  const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  /** Nothing the panel overlaps is a control or a notice (toasts come and go: wait for them to leave). */
  async function expectNothingCovered(page: Page, name: string) {
    await expect.poll(() => controlsCoveredBy(page, panel(page, name)), { timeout: 15_000 }).toEqual([]);
  }

  async function driverAt(position: { lat: number; lng: number; heading?: number }) {
    const response = await driver.post('/api/driver/position', { data: { ...position, accuracy: 8 } });
    expect(response.status()).toBe(204);
  }

  for (const size of SIZES) {
    it(`on ${size.name} (${size.viewport.width} x ${size.viewport.height})`, async () => {
      const context = await riderContext(journey.browser, {
        baseURL: journey.server.origin,
        email: DEMO_EMAILS.rider,
        position: PLACES.ferryBuilding,
        viewport: size.viewport,
      });
      journey.keep(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);

      await page.goto('/rider/book-ride');
      await expectHeading(page, 'Book a ride');
      const booking = panel(page, 'Booking');
      expect(await booking.isVisible()).toBe(true);
      // The map loads on demand, after the panel.
      await expect.poll(() => page.getByRole('region', { name: 'Trip map' }).isVisible()).toBe(true);
      const handle = page.getByRole('button', { name: /^Panel size/ });
      // A sheet on the phone, resting at half height; a side panel without a handle at the desk.
      expect(await handle.count()).toBe(size.isPhone ? 1 : 0);
      if (size.isPhone) expect(await booking.getAttribute('data-snap')).toBe('half');
      // The sidebar (the spec's navigation) stays one press away.
      expect(await page.getByRole('button', { name: 'Toggle sidebar' }).isVisible()).toBe(true);
      await expectNothingCovered(page, 'Booking');

      await page.getByRole('button', { name: 'Use my location' }).click();
      await expectToastText(page, 'Pickup set to your current location.');
      const destination = page.getByRole('combobox', { name: 'Destination' });
      await destination.fill('coit');
      await expect.poll(() => page.getByRole('option', { name: /Coit Tower/ }).isVisible()).toBe(true);
      await destination.press('ArrowDown');
      await destination.press('Enter');
      await expect.poll(() => page.getByTestId('fare-estimate').textContent()).toMatch(/^\$\d+\.\d\d$/);
      await page.getByRole('radio', { name: 'Cash' }).click();
      await expectNothingCovered(page, 'Booking');
      await expectNoAxeViolations(page, `the booking sheet on ${size.name}`);
      await page.getByRole('button', { name: /^Book ride · \$/ }).click();

      await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
      const rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await expectHeading(page, 'Finding you a driver');
      await expectNothingCovered(page, 'Ride details');

      await driverAcceptsRide(driver, rideId, PLACES.embarcadero);
      await expectHeading(page, 'Dana is on the way');
      await expect
        .poll(async () => {
          await driverAt(TOWARDS_PICKUP);
          return page.getByTestId('ride-eta-headline').textContent();
        })
        .toMatch(/^Arriving in \d+ min$/);
      // The car is on the map, with its make, colour and plate in the panel.
      const map = page.getByRole('region', { name: 'Ride map' });
      expect(await map.locator('.ridebook-car').isVisible()).toBe(true);
      expect(await page.getByTestId('ride-car').textContent()).toBe('Silver Toyota Prius');
      expect(await page.getByLabel('Plate RB-2048').isVisible()).toBe(true);

      if (size.isPhone) {
        // The sheet moves with the keyboard: down to its peek, where the ETA still shows over the map, and back.
        const sheet = panel(page, 'Ride details');
        await handle.focus();
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => sheet.getAttribute('data-snap')).toBe('peek');
        const headline = await page.getByTestId('ride-eta-headline').boundingBox();
        const sheetBox = await sheet.boundingBox();
        expect(headline && sheetBox && headline.y >= sheetBox.y && headline.y + headline.height <= 844).toBe(
          true,
        );
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => sheet.getAttribute('data-snap')).toBe('half');
      }
      await expectNothingCovered(page, 'Ride details');
      await expectNoAxeViolations(page, `the live ride on ${size.name}`);

      await driverTakesSteps(driver, rideId, ['arrive'], PLACES.ferryBuilding);
      await expectHeading(page, 'Dana has arrived');
      await driverTakesSteps(driver, rideId, ['pick-up', 'start'], PLACES.ferryBuilding);
      await expectHeading(page, 'On the way to your destination');
      await expect
        .poll(async () => {
          await driverAt(TOWARDS_DESTINATION);
          return page.getByTestId('ride-eta-headline').textContent();
        })
        .toMatch(/^\d+ min to your destination$/);
      // The route behind the car fades; the part ahead is drawn.
      expect(await map.locator('path.ridebook-route').count()).toBe(1);
      expect(await map.locator('path.ridebook-route-behind').count()).toBe(1);
      await expectNothingCovered(page, 'Ride details');

      await driverTakesSteps(driver, rideId, ['complete'], COIT_TOWER);
      await expectHeading(page, "You've arrived");
      await expectNothingCovered(page, 'Ride details');
      await expectNoAxeViolations(page, `the finished ride on ${size.name}`);
      expect(errors).toEqual([]);
    });
  }
});
