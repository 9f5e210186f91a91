import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContext,
  openAdminPage,
  registerPerson,
  startAdminServer,
  type AdminServer,
  type Person,
} from '../test/admin-app.ts';
import { enableAxe } from '../test/accessibility.ts';
import { launchBrowser, signIn, watchPageErrors } from '../test/browser.ts';
import { expectToast } from '../test/driver-app.ts';
import { PLACES } from '../test/ride-server.ts';
import { expectNoAxeViolations } from '../test/rider-app.ts';

const GO_ONLINE = { online: true, position: { ...PLACES.embarcadero, accuracy: 10 } };

describe('an administrator approves a new driver and blocks a rider', () => {
  let server: AdminServer;
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let errors: string[];
  let driver: Person;
  let rider: Person;
  beforeAll(async () => {
    // Its own server: the administrator is created with the API's CLI, as an operator would.
    server = await startAdminServer();
    driver = await registerPerson(server.origin, 'driver', 'Dana Newdriver');
    rider = await registerPerson(server.origin, 'rider', 'Riley Troublesome');
    browser = await launchBrowser();
    admin = await adminContext(browser, {
      baseURL: server.origin,
      email: server.admin.email,
      password: server.admin.password,
    });
    page = await admin.newPage();
    errors = watchPageErrors(page);
  }, 180_000);
  afterAll(async () => {
    await driver?.api.dispose();
    await rider?.api.dispose();
    await browser?.close();
    await server?.stop();
  });

  it('finds the pending driver and approves them; going online still needs their documents', async () => {
    const refused = await driver.api.put('/api/driver/availability', { data: GO_ONLINE });
    expect(refused.ok()).toBe(false);

    await openAdminPage(page, '/admin/dashboard', 'Overview', 'Overview');
    await expect.poll(() => page.getByText('1 awaiting approval').isVisible()).toBe(true);

    await openAdminPage(page, '/admin/drivers', 'Driver Management', 'Driver Management');
    await page.getByLabel('Approval').selectOption('pending');
    await page.waitForURL((url) => url.searchParams.get('approval') === 'pending');
    await page.getByRole('link', { name: driver.name }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: driver.name }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Account details · RideBook');
    expect(await page.getByText('Kia Niro').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the pending driver');

    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${driver.name}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the approve dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, `${driver.name} is approved; going online also needs their documents approved.`);
    await expect.poll(() => page.getByRole('button', { name: 'Suspend' }).isVisible()).toBe(true);

    // Every driver needs the four documents approved (decision 020): the documents journey goes on from here.
    const stillRefused = await driver.api.put('/api/driver/availability', { data: GO_ONLINE });
    expect(stillRefused.status()).toBe(403);
    expect(((await stillRefused.json()) as { code: string }).code).toBe('DOCUMENTS_INCOMPLETE');
  });

  it("blocks a rider with a reason: the rider's open tab shows the account-status page and signing in is refused", async () => {
    const riderContext = await browser.newContext({ baseURL: server.origin });
    await enableAxe(riderContext);
    await signIn(riderContext, rider.email, rider.password);
    const riderPage = await riderContext.newPage();
    await riderPage.goto('/rider/dashboard');
    await expect
      .poll(() => riderPage.getByRole('link', { name: 'Book a Ride' }).first().isVisible())
      .toBe(true);

    await openAdminPage(page, '/admin/riders', 'Rider Management', 'Rider Management');
    await page.getByLabel('Search name, email or phone').fill('Troublesome');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Troublesome');
    await page.getByRole('link', { name: rider.name }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: rider.name }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${rider.name}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => dialog.getByText('Please give a reason').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the block dialog with its message');
    await dialog.getByLabel('Reason').fill('Abusive messages to drivers');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expectToast(page, `${rider.name} is blocked. Their sessions have ended.`);

    // The block ended every session of the rider: their open tab's next request is refused with the reason and
    // the rider app shows the account-status page; signing in again (a fresh browser) with the right password leads
    // to the account-status page too, and a wrong password gets the seed's one toast (nothing about the block).
    expect((await rider.api.get('/api/user/me')).status()).toBe(403);
    await riderPage.reload();
    await expect
      .poll(() => riderPage.getByRole('heading', { name: 'Your account has been blocked' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(riderPage, 'the blocked rider’s account-status page');
    const freshContext = await browser.newContext({ baseURL: server.origin });
    await enableAxe(freshContext);
    const freshPage = await freshContext.newPage();
    const signInAs = async (password: string) => {
      await freshPage.goto('/login');
      const main = freshPage.getByRole('main');
      await main.getByLabel(/^Email/).fill(rider.email);
      await main.getByLabel(/^Password/).fill(password);
      await freshPage.getByRole('button', { name: 'Sign In' }).click();
    };
    await signInAs('Wrong-password-1');
    await expectToast(freshPage, 'Invalid credentials. Please try again.');
    await signInAs(rider.password);
    await freshPage.waitForURL((url) => url.pathname === '/account-status');
    expect(new URL(freshPage.url()).search).toBe('?reason=blocked');
    await freshPage.getByRole('heading', { level: 1, name: 'Your account has been blocked' }).waitFor();
    expect(await freshPage.getByText('/contact-us').count()).toBe(0);
    await expectNoAxeViolations(freshPage, 'the account-status page after signing in blocked');
    await freshContext.close();
    await riderContext.close();

    await openAdminPage(page, '/admin/audit-log', 'Audit Log', 'Audit Log');
    await page.getByLabel('Action').selectOption('user.block');
    await page.waitForURL((url) => url.searchParams.get('action') === 'user.block');
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => table.getByRole('link', { name: rider.name }).isVisible()).toBe(true);
    expect(await table.getByText('Abusive messages to drivers').filter({ visible: true }).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'the filtered audit log');

    await openAdminPage(page, '/admin/users', 'All Users', 'All Users');
    await openAdminPage(page, '/admin/profile', 'Your profile', 'Profile Management');
    expect(errors).toEqual([]);
  });
});
