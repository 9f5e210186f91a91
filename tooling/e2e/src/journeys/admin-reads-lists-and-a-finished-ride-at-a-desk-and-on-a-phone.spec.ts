import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContext,
  filterLayout,
  openAdminPage,
  registerPerson,
  tablesWiderThanTheirBox,
  type Person,
} from '../test/admin-app.ts';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, bookRide, PLACES, saveCard } from '../test/ride-server.ts';
import { expectNoAxeViolations, riderContext } from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

/** Addresses as long as real ones: at 390 px they made the ride's heading five lines long. */
const PICKUP = {
  ...PLACES.ferryBuilding,
  address: 'Ferry Building Marketplace, 1 Ferry Building, The Embarcadero, San Francisco, CA 94111',
};
const DESTINATION = {
  ...PLACES.unionSquare,
  address: 'Union Square, 333 Post Street between Powell and Stockton, San Francisco, CA 94108',
};

/** The lists of the admin app, each with its heading (and document title). */
const LISTS = [
  ['/admin/rides', 'All Rides'],
  ['/admin/users', 'All Users'],
  ['/admin/riders', 'Rider Management'],
  ['/admin/drivers', 'Driver Management'],
  ['/admin/audit-log', 'Audit Log'],
  ['/admin/dashboard', 'Overview'],
] as const;

/** A driver's step on the ride, through the API as the driver app does (outside a test: no expect.poll). */
async function driverStep(driver: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await driver.post(path, { data });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
}

/** The demo driver goes online near the pickup, takes the ride when it is offered and drives it to the end. */
async function driveTheRide(driver: APIRequestContext, rideId: string): Promise<void> {
  const online = await driver.put('/api/driver/availability', {
    data: { online: true, position: { ...PLACES.embarcadero, accuracy: 8 } },
  });
  if (!online.ok()) throw new Error(`Going online failed: ${await online.text()}`);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const offers = (await (await driver.get('/api/driver/offers')).json()) as { data: { rideId: string }[] };
    if (offers.data.some((offer) => offer.rideId === rideId)) break;
    if (Date.now() > deadline) throw new Error(`Ride ${rideId} was never offered to the driver`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await driverStep(driver, `/api/driver/rides/${rideId}/accept`, {});
  for (const step of ['arrive', 'pick-up', 'start'])
    await driverStep(driver, `/api/driver/rides/${rideId}/${step}`, { position: PLACES.ferryBuilding });
  await driverStep(driver, `/api/driver/rides/${rideId}/complete`, { position: PLACES.unionSquare });
}

/** The titles of a timeline's steps, in order. */
async function stepTitles(page: Page, list: string): Promise<string[]> {
  const items = page.getByRole('list', { name: list }).getByRole('listitem');
  await expect.poll(() => items.count()).toBeGreaterThan(0);
  return items.evaluateAll((elements) =>
    elements.map((element) => element.querySelector('p')?.textContent ?? ''),
  );
}

describe('an administrator reads the lists and a finished ride, at a desk and on a phone', () => {
  const journey = rideJourney();
  let admin: APIRequestContext;
  let rider: APIRequestContext;
  let driver: APIRequestContext;
  let longNamed: Person;
  let rideId: string;
  beforeAll(async () => {
    // Its own server with the demo accounts and no simulated drivers: the demo driver drives the ride.
    admin = await apiSession(journey.server.origin, DEMO_EMAILS.admin);
    rider = await apiSession(journey.server.origin, DEMO_EMAILS.rider);
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    // A rider whose name and e-mail are long, as the lists must hold, takes a ride first.
    longNamed = await registerPerson(
      journey.server.origin,
      'rider',
      'Maximiliana Featherstonehaugh-Kowalczyk',
    );
    await driveTheRide(driver, await bookRide(longNamed.api, { pickup: PICKUP, destination: DESTINATION }));

    rideId = await bookRide(rider, { pickup: PICKUP, destination: DESTINATION });
    await driveTheRide(driver, rideId);
    const refund = await admin.post(`/api/admin/rides/${rideId}/refund`, {
      data: { amount: 100, destination: 'wallet', reason: 'Long wait at the pickup' },
    });
    if (!refund.ok()) throw new Error(`Refund failed: ${await refund.text()}`);

    // The rider keeps a second card and tops the wallet up with the default one.
    await saveCard(rider, { number: '5555 5555 5555 4444', expMonth: 10, expYear: 2041 });
    const topUp = await rider.post('/api/rider/wallet/top-up', { data: { amount: 2_500 } });
    if (!topUp.ok()) throw new Error(`Top-up failed: ${await topUp.text()}`);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([admin, rider, driver, longNamed?.api].map((api) => api?.dispose()));
  });

  it('sees every list whole at 1280 px with the sidebar open, its filters in a grid of equal columns', async () => {
    const context = await adminContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.admin,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    for (const [url, heading] of LISTS) {
      await openAdminPage(page, url, heading, heading);
      expect(await page.locator('[data-collapsible=""][data-state="expanded"]').count(), url).toBe(1);
      await expect.poll(() => page.locator('table[aria-busy]').count()).toBe(0);
      expect(await page.locator('tbody tr').count(), url).toBeGreaterThan(0);
      expect(await tablesWiderThanTheirBox(page), url).toEqual([]);
      if (url !== '/admin/dashboard') expect(await filterLayout(page), url).toMatchObject({ overflowing: 0 });
      if (url !== '/admin/dashboard') expect((await filterLayout(page)).widths, url).toHaveLength(1);
    }
    // The money column is on screen, inside the table's box.
    await openAdminPage(page, '/admin/rides', 'All Rides', 'All Rides');
    await expect.poll(() => page.getByRole('columnheader', { name: /Fare/ }).isVisible()).toBe(true);

    // The busiest pickup area is named by its place or its coordinates, never "Pinned location" alone.
    await openAdminPage(page, '/admin/dashboard', 'Overview', 'Overview');
    const hotSpots = page.getByRole('list', { name: 'Busiest pickup areas' });
    await expect.poll(() => hotSpots.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => hotSpots.getByRole('listitem').first().innerText()).not.toMatch(/^\d*\s*$/);
    expect(await hotSpots.innerText()).not.toContain('Pinned location');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the refund in the audit log with the Refund filter', async () => {
    const context = await adminContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.admin,
    });
    const page = await context.newPage();
    await openAdminPage(page, '/admin/audit-log', 'Audit Log', 'Audit Log');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Refunded a ride' });
    await page.waitForURL((url) => url.searchParams.get('action') === 'ride.refund');
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => table.getByText('Refunded a ride').first().isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBe(2); // the header and the refund
    await expectNoAxeViolations(page, 'the audit log filtered by refunds');
    await context.close();
  });

  it('reads the finished ride on a phone: a two-line heading, every step done, named as the rider reads them', async () => {
    const context = await adminContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.admin,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await openAdminPage(page, `/admin/rides/${rideId}`, /Ferry Building Marketplace/, 'Ride details');
    const heading = page.getByRole('heading', { level: 1 });
    // Each address on one line, cut short; the whole of each is its tooltip and the heading's accessible name.
    const lines = await heading.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
    expect(
      await heading
        .locator('[title]')
        .evaluateAll((parts) => parts.map((part) => part.getAttribute('title'))),
    ).toEqual([PICKUP.address, DESTINATION.address]);
    expect(await heading.textContent()).toBe(`${PICKUP.address} → ${DESTINATION.address}`);

    const adminSteps = await stepTitles(page, 'Status timeline');
    expect(adminSteps).toEqual([
      'Ride requested',
      'Driver accepted',
      'Driver arrived',
      'Rider picked up',
      'Trip started',
      'Ride completed',
    ]);
    // A completed ride has no step in progress: the last is drawn done, with its check mark.
    const timeline = page.getByRole('list', { name: 'Status timeline' });
    expect(await timeline.locator('[aria-current]').count()).toBe(0);
    expect(await timeline.getByRole('listitem').last().locator('svg').count()).toBe(1);
    await expectNoAxeViolations(page, 'the finished ride on a phone');
    await context.close();

    // The rider's page names the same steps the same way.
    const riderSide: BrowserContext = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const riderPage = await riderSide.newPage();
    await riderPage.goto(`/rider/rides/${rideId}`);
    expect(await stepTitles(riderPage, 'Ride status')).toEqual(adminSteps);
    await riderSide.close();
  });

  it("the rider's wallet names the top-up card as everywhere and passes axe with two cards", async () => {
    const context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const page = await context.newPage();
    await page.goto('/rider/wallet');
    const history = page.getByRole('list', { name: 'Wallet history' });
    await expect
      .poll(() =>
        history
          .getByText(/From Visa •••• 4242/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await history.innerText()).not.toContain('ending');
    await expect
      .poll(() => page.getByRole('button', { name: 'Make default (Mastercard •••• 4444)' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page, '/rider/wallet with two cards');
    await context.close();
  });
});
