import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminContext, openAdminPage } from '../test/admin-app.ts';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { expectToast } from '../test/driver-app.ts';
import { apiSession, bookRide, newRider, PLACES } from '../test/ride-server.ts';
import { expectNoAxeViolations } from '../test/rider-app.ts';
import { operatorToday } from '../test/server.ts';
import { rideJourney } from '../test/ride-journey.ts';

const RIDER_NAME = 'Sasha Journeyrider';
const SOS_MESSAGE = 'The driver is speeding';

/**
 * The demo driver goes online near the pickup and accepts the ride when it is offered, through the API as the driver
 * app does; the ride then stays under way (nobody drives it on), so an SOS can be raised on it.
 */
async function acceptAsDriver(driver: APIRequestContext, rideId: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const offers = (await (await driver.get('/api/driver/offers')).json()) as { data: { rideId: string }[] };
    if (offers.data.some((offer) => offer.rideId === rideId)) {
      const accepted = await driver.post(`/api/driver/rides/${rideId}/accept`);
      if (!accepted.ok()) throw new Error(`Accepting failed: ${accepted.status()} ${await accepted.text()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Ride ${rideId} was never offered to the driver`);
}

describe('an administrator follows rides and answers an SOS', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let rider: APIRequestContext;
  let driver: APIRequestContext;
  let rideId: string;
  let driverName: string;
  beforeAll(async () => {
    // A server of its own with the demo accounts and no simulated drivers: the demo driver takes the ride.
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    driverName = ((await (await driver.get('/api/user/me')).json()) as { data: { name: string } }).data.name;
    const online = await driver.put('/api/driver/availability', {
      data: { online: true, position: { ...PLACES.embarcadero, accuracy: 10 } },
    });
    expect(online.ok(), await online.text()).toBe(true);
    rider = await newRider(journey.server.origin, RIDER_NAME);
    rideId = await bookRide(rider);
    await acceptAsDriver(driver, rideId);
    context = await adminContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.admin,
    });
    page = await context.newPage();
    errors = watchPageErrors(page);
  }, 180_000);
  afterAll(async () => {
    await rider?.dispose();
    await driver?.dispose();
    await context?.close();
  });

  it('sees the SOS appear live while on the page, acknowledges and resolves it', async () => {
    await openAdminPage(page, '/admin/sos', 'SOS Alerts', 'SOS Alerts');
    const raised = await rider.post(`/api/rides/${rideId}/sos`, { data: { message: SOS_MESSAGE } });
    expect(raised.ok(), await raised.text()).toBe(true);

    const alert = page.getByRole('listitem').filter({ hasText: SOS_MESSAGE });
    await expect
      .poll(() => alert.getByRole('heading', { name: new RegExp(RIDER_NAME) }).isVisible())
      .toBe(true);
    await expectToast(page, `SOS from ${RIDER_NAME} (rider).`);
    await expectNoAxeViolations(page, 'the SOS page with a new alert');

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await expectToast(page, 'Alert acknowledged.');
    await page.getByLabel('Show').selectOption('all');
    await expect.poll(() => alert.getByText('Acknowledged', { exact: true }).isVisible()).toBe(true);

    await alert.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: `Resolve the SOS from ${RIDER_NAME}?` });
    await dialog.getByLabel('Resolution').fill('Called the rider: safe, driver warned');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expectToast(page, 'Alert resolved.');
    await expect.poll(() => alert.getByText('Called the rider: safe, driver warned').isVisible()).toBe(true);
  });

  it("filters All Rides by the ride's driver and today, and opens the ride", async () => {
    await openAdminPage(page, '/admin/rides', 'All Rides', 'All Rides');
    await page.getByLabel('Driver', { exact: true }).selectOption({ label: driverName });
    await page.getByLabel('From', { exact: true }).fill(operatorToday());
    await page.getByLabel('To', { exact: true }).fill(operatorToday());
    await page.waitForURL(
      (url) => url.searchParams.has('driverId') && url.searchParams.get('to') === operatorToday(),
    );

    const table = page.getByRole('table', { name: 'All rides' });
    const row = table.getByRole('row').filter({ hasText: RIDER_NAME });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await table.getByRole('row').filter({ hasNotText: driverName }).count()).toBe(1); // the header only
    await expectNoAxeViolations(page, 'All Rides filtered');

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await expect.poll(() => row.isVisible()).toBe(true);

    await row.getByRole('link').first().click();
    await page.waitForURL(`**/admin/rides/${rideId}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /Ferry Building/ }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Ride details · RideBook');
    await expect.poll(() => page.getByRole('list', { name: 'Status timeline' }).isVisible()).toBe(true);
    expect(await page.getByText(driverName).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Route of the ride' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the ride detail');
  });

  it('watches the drivers move on the live operations map', async () => {
    await openAdminPage(page, '/admin/dashboard', 'Overview', 'Overview');
    const driversCounted = async () =>
      Number((await page.getByText(/on the map \(/).textContent())?.match(/^(\d+)/)?.[1] ?? 0);
    await expect.poll(driversCounted).toBeGreaterThan(0);
    // Every driver counted is a car on the map, not only the first.
    const map = page.getByRole('region', { name: 'Live operations map' });
    await expect
      .poll(async () => (await map.locator('.ridebook-car').count()) === (await driversCounted()))
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
