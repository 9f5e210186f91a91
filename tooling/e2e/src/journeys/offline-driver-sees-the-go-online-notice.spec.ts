import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_EMAILS, launchBrowser, watchPageErrors } from '../test/browser.ts';
import { driverContext, expectAccessible, expectToast } from '../test/driver-app.ts';
import { PLACES } from '../test/ride-server.ts';

describe('an offline driver', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees the go-online notice where rides are taken, and goes online from it', async () => {
    const context = await driverContext(browser, {
      baseURL: baseUrl(),
      email: DEMO_EMAILS.driver,
      position: PLACES.embarcadero,
    });
    // The run's server is shared: start from offline whatever an earlier journey left.
    const offline = await context.request.put('/api/driver/availability', { data: { online: false } });
    expect(offline.ok()).toBe(true);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto('/driver/available-ride');
    await expect.poll(() => page.getByText("You're offline", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Go online to see ride requests near you and accept one.').isVisible()).toBe(
      true,
    );
    await expectAccessible(page, '/driver/available-ride (offline)');

    // Every other page still works while offline.
    await page.goto('/driver/ride-management');
    await expect.poll(() => page.getByText('No active ride').isVisible()).toBe(true);
    await expectAccessible(page, '/driver/ride-management (no ride)');
    await page.goto('/driver/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Your profile' }).isVisible()).toBe(true);

    await page.goto('/driver/available-ride');
    await page.getByRole('button', { name: 'Go Online' }).click();
    await expectToast(page, "You're online. Ride requests will come to you.");
    await expect.poll(() => page.getByText("You're offline", { exact: true }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('heading', { name: 'Available rides' }).isVisible()).toBe(true);

    // Back offline, so the shared server's demo driver is as it was.
    await page.goto('/driver/availability');
    await page.getByRole('switch', { name: 'Online' }).click();
    await expectToast(page, "You're offline. You won't get ride requests.");
    expect(errors).toEqual([]);
    await context.close();
  });
});
