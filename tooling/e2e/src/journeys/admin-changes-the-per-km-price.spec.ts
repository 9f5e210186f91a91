import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContext,
  expectToastClearOfTheBreadcrumb,
  openAdminPage,
  registerPerson,
  startAdminServer,
  type AdminServer,
  type Person,
} from '../test/admin-app.ts';
import { launchBrowser, watchPageErrors } from '../test/browser.ts';
import { expectToast } from '../test/driver-app.ts';
import { PLACES } from '../test/ride-server.ts';
import { expectNoAxeViolations } from '../test/rider-app.ts';

type Quote = { distanceMeters: number; fare: { breakdown: { distance: number } } };

async function quote(rider: APIRequestContext): Promise<Quote> {
  const response = await rider.post('/api/rides/quote', {
    data: { pickup: PLACES.ferryBuilding, destination: PLACES.unionSquare },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Quote }).data;
}

describe('an administrator changes the per-km price', () => {
  let server: AdminServer;
  let browser: Browser;
  let rider: Person;
  beforeAll(async () => {
    // Its own server: a price change must not reach the fares other journeys check.
    server = await startAdminServer();
    rider = await registerPerson(server.origin, 'rider', 'Quinn Quote');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await rider?.api.dispose();
    await browser?.close();
    await server?.stop();
  });

  it('refuses a bad value with the rule, saves a new per-km price, and the next quote uses it', async () => {
    const before = await quote(rider.api);
    const context = await adminContext(browser, {
      baseURL: server.origin,
      email: server.admin.email,
      password: server.admin.password,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await openAdminPage(page, '/admin/settings', 'Settings', 'Settings');
    const pricing = page.getByRole('form', { name: 'Pricing' });
    const perKm = pricing.getByLabel(/^Price per km/);
    // Money is shown and typed in dollars, and saved exactly in cents.
    expect(await perKm.inputValue()).toBe('1.10');

    await perKm.fill('1.255');
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await expect
      .poll(() => pricing.getByText('Please enter an amount such as 2.50 (at most 2 decimals)').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page, 'the pricing form with a wrong value');

    await perKm.fill('2.10');
    await expect.poll(() => pricing.getByText('In USD: $2.10').isVisible()).toBe(true);
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await expectToast(page, 'Pricing saved. New quotes use it now.');
    await expectToastClearOfTheBreadcrumb(page);

    const after = await quote(rider.api);
    const km = after.distanceMeters / 1_000;
    expect(after.distanceMeters).toBe(before.distanceMeters);
    expect(before.fare.breakdown.distance).toBe(Math.round(110 * km));
    expect(after.fare.breakdown.distance).toBe(Math.round(210 * km));

    await openAdminPage(page, '/admin/audit-log', 'Audit Log', 'Audit Log');
    await expect
      .poll(() => page.getByText('perKm 110 → 210').filter({ visible: true }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
