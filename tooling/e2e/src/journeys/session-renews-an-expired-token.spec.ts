import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD, launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

describe('a signed-in rider whose access token expires mid-session', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // Access tokens live one second on this server, so every request after a short wait meets an expired one.
    server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps working: the expired token is renewed once per expiry and the user notices nothing', async () => {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh-token')) refreshes.push(request.url());
    });

    await page.goto('/login');
    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill(DEMO_EMAILS.rider);
    await page
      .getByRole('main')
      .getByLabel(/^Password/)
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/rider/profile');
    await expect.poll(() => page.getByRole('heading', { name: 'Your profile' }).isVisible()).toBe(true);

    // Let the one-second access token expire, then act: the save meets 401 TOKEN_EXPIRED, the client refreshes
    // once and retries, and the person sees only their change saved.
    await page.waitForTimeout(2_500);
    const name = page.getByRole('main').getByLabel(/^Full name/);
    await name.fill('Riley Renewed');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByText('Your profile has been updated.').isVisible()).toBe(true);

    // Expired again: a reload stays signed in (the current-user call renews too) and shows the saved name.
    // Counts are lower bounds: on a slow machine a page load can outlive a one-second token and renew once more.
    const refreshesBeforeReload = refreshes.length;
    await page.waitForTimeout(2_500);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByLabel(/^Full name/)
          .inputValue(),
      )
      .toBe('Riley Renewed');
    expect(new URL(page.url()).pathname).toBe('/rider/profile');
    expect(refreshes.length).toBeGreaterThan(refreshesBeforeReload);
    await context.close();
  });
});
