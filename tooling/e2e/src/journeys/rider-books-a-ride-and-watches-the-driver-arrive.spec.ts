import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, PLACES } from '../test/ride-server.ts';
import { expectHeading, expectNoAxeViolations, expectToastText, riderContext } from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

/** Coit Tower (the destination) and points on the way from the Embarcadero to the Ferry Building and on to it. */
const COIT_TOWER = { lat: 37.8024, lng: -122.4058 };
const TOWARDS_PICKUP = [
  { lat: 37.7935, lng: -122.3962, heading: 20 },
  { lat: 37.7945, lng: -122.395, heading: 30 },
];
const TOWARDS_DESTINATION = { lat: 37.7995, lng: -122.4015, heading: 310 };

describe('a rider books a ride and watches the driver arrive', () => {
  // A server of its own, without simulated drivers: the demo driver below is the only one who can take the ride.
  const journey = rideJourney();
  let context: BrowserContext;
  let driver: APIRequestContext;
  afterAll(async () => {
    await driver?.dispose();
    await context?.close();
  });

  /** The driver's phone, through the API: a GPS fix. */
  async function driverAt(position: { lat: number; lng: number; heading?: number }) {
    const response = await driver.post('/api/driver/position', { data: { ...position, accuracy: 8 } });
    expect(response.status()).toBe(204);
  }

  async function driverStep(rideId: string, step: 'arrive' | 'pick-up' | 'start' | 'complete', at?: object) {
    const response = await driver.post(`/api/driver/rides/${rideId}/${step}`, {
      data: at ? { position: at } : {},
    });
    expect(response.ok(), `${step}: ${await response.text()}`).toBe(true);
  }

  const eta = (page: Page) => page.getByTestId('ride-eta-headline').textContent();
  const etaDetail = (page: Page) => page.getByTestId('ride-eta').textContent();

  it('books from the map page, sees the driver accept, come closer, arrive, drive and complete: all live', async () => {
    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    const online = await driver.put('/api/driver/availability', {
      data: { online: true, position: { ...PLACES.embarcadero, accuracy: 8 } },
    });
    expect(online.ok(), await online.text()).toBe(true);

    // The dashboard greets the rider and offers to book.
    await page.goto('/rider/dashboard');
    await expectHeading(page, /, Riley$/);
    await expectNoAxeViolations(page, '/rider/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Book a ride' }).click();
    await page.waitForURL((url) => url.pathname === '/rider/book-ride');
    await expectHeading(page, 'Book a ride');

    // Pickup: the rider's own position, named by the places API. Destination: typed, then chosen by keyboard.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expectToastText(page, 'Pickup set to your current location.');
    const pickup = page.getByRole('combobox', { name: 'Pickup' });
    await expect.poll(() => pickup.inputValue()).toMatch(/^Ferry Building/);
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('coit');
    await expect.poll(() => page.getByRole('option', { name: /Coit Tower/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, '/rider/book-ride with suggestions open');
    await destination.press('ArrowDown');
    await destination.press('Enter');
    await expect.poll(() => destination.inputValue()).toMatch(/^Coit Tower/);

    // The fare, then Book with cash and a note.
    await expect.poll(() => page.getByTestId('fare-estimate').textContent()).toMatch(/^\$\d+\.\d\d$/);
    expect(await page.getByText(/^Price held for \d+:\d\d$/).isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByLabel('Note for the driver').fill('By the clock tower');
    await expectNoAxeViolations(page, '/rider/book-ride with a fare');
    await page.getByRole('button', { name: /^Book ride · \$/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
    const rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expectHeading(page, 'Finding you a driver');
    await expectToastText(page, 'Ride booked. Finding you a driver…');
    await expectNoAxeViolations(page, 'the ride page while searching');

    // The driver was offered the ride and takes it: the rider sees who is coming.
    await expect
      .poll(async () => {
        const offers = (await (await driver.get('/api/driver/offers')).json()) as {
          data: { rideId: string }[];
        };
        return offers.data.map((offer) => offer.rideId);
      })
      .toContain(rideId);
    const accepted = await driver.post(`/api/driver/rides/${rideId}/accept`);
    expect(accepted.ok(), await accepted.text()).toBe(true);
    await expectHeading(page, 'Dana is on the way');
    await expectToastText(page, 'Dana accepted your ride.');
    const card = page.getByRole('region', { name: 'Your driver' });
    expect(await card.getByText('Dana Driver').isVisible()).toBe(true);
    // The car and its plate stand beside the ETA.
    expect(await page.getByTestId('ride-car').textContent()).toBe('Silver Toyota Prius');
    expect(await page.getByLabel('Plate RB-2048').isVisible()).toBe(true);

    // The driver moves towards the pickup: the marker follows and the ETA shows.
    const map = page.getByRole('region', { name: 'Ride map' });
    await driverAt(TOWARDS_PICKUP[0]!);
    await expect
      .poll(async () => {
        await driverAt(TOWARDS_PICKUP[1]!);
        return eta(page);
      })
      .toMatch(/^Arriving in \d+ min$/);
    expect(await etaDetail(page)).toBe('Heading to your pickup.');
    await expect.poll(() => map.getByText(/^Driver: Dana Driver, \d+ min away$/).count()).toBe(1);
    await expectNoAxeViolations(page, 'the ride page with the driver on the way');

    // A reload mid-ride loses nothing: the ride comes from the API, the socket subscribes again.
    await page.reload();
    await expectHeading(page, 'Dana is on the way');
    // Fixes sent before the new socket opened are not replayed (positions are not stored); the next one shows.
    await expect
      .poll(async () => {
        await driverAt(TOWARDS_PICKUP[1]!);
        return eta(page);
      })
      .toMatch(/^Arriving in \d+ min$/);

    // Arrived, picked up, on the way, completed: each step shows as it happens.
    await driverStep(rideId, 'arrive', PLACES.ferryBuilding);
    await expectHeading(page, 'Dana has arrived');
    await expectToastText(page, 'Dana has arrived.');
    expect(await etaDetail(page)).toBe('Look for the Silver Toyota Prius, plate RB-2048.');
    await driverStep(rideId, 'pick-up', PLACES.ferryBuilding);
    await expectHeading(page, "You're in the car");
    await driverStep(rideId, 'start', PLACES.ferryBuilding);
    await expectHeading(page, 'On the way to your destination');
    await expect
      .poll(async () => {
        await driverAt(TOWARDS_DESTINATION);
        return eta(page);
      })
      .toMatch(/^\d+ min to your destination$/);
    await driverStep(rideId, 'complete', COIT_TOWER);

    await expectHeading(page, "You've arrived");
    await expect
      .poll(() => page.getByText(/^Fare \$\d+\.\d\d\. Paid in cash to your driver\.$/).isVisible())
      .toBe(true);
    const timeline = page.getByRole('list', { name: 'Ride status' });
    expect(await timeline.getByRole('listitem').count()).toBe(6);
    await expectNoAxeViolations(page, 'the completed ride');

    // The dashboard has no ride in progress any more.
    await page.goto('/rider/dashboard');
    await expect
      .poll(() => page.getByRole('main').getByRole('link', { name: 'Book a ride' }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
