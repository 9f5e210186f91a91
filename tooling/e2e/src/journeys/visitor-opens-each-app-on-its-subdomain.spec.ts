import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverRegistersAndWaitsForApproval,
  NEW_PASSWORD,
  riderOpeningTheAdminAppLandsOnTheRiderDashboard,
  riderRegistersSignsInAndOut,
  SHORT_TOKEN_TTL_SECONDS,
  signedInRiderKeepsWorkingAcrossTokenExpiries,
  visitorResetsAForgottenPassword,
} from '../test/account-journeys.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, launchBrowser } from '../test/browser.ts';
import { startSubdomainDeployment, type SubdomainDeployment } from '../test/subdomain-mode.ts';

describe('each app on its own subdomain, the API on its own host', () => {
  let deployment: SubdomainDeployment;
  let browser: Browser;
  beforeAll(async () => {
    deployment = await startSubdomainDeployment();
    browser = await launchBrowser([deployment.resolverArg]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await deployment?.stop();
  });

  it('serves every app from its own host with its own assets', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const app of ['rider', 'driver', 'admin'] as const) {
      // The document as the app's host sent it (the app then sends a signed-out visitor on to sign in).
      const response = await page.goto(`${deployment.urls[app]}/${app}/dashboard`, { waitUntil: 'commit' });
      const html = (await response?.text()) ?? '';
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(src.startsWith(`/${app}/assets/`)).toBe(true);
    }
    await page.goto(`${deployment.urls['public-site']}/`);
    await expect.poll(() => page.title()).toContain('RideBook');
    await context.close();
  });

  it('a rider sent from rider. to sign in on www. comes back to the rider dashboard, signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.urls.rider}/rider/dashboard`);
    await page.waitForURL(
      (url) => url.origin === deployment.urls['public-site'] && url.pathname === '/login',
    );
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`${deployment.urls.rider}/rider/dashboard`);

    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill(DEMO_EMAILS.rider);
    await page
      .getByRole('main')
      .getByLabel(/^Password/)
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(
      (url) => url.origin === deployment.urls.rider && url.pathname === '/rider/dashboard',
    );
    await expect.poll(() => page.getByRole('link', { name: 'Overview' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('refuses a state-changing API call from an origin that is not an app', async () => {
    // Straight to the API's port (the made-up host resolves only inside Chromium).
    const api = new URL(deployment.urls.api);
    const response = await fetch(`http://127.0.0.1:${api.port}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', host: api.host },
    });
    expect(response.status).toBe(403);
  });

  // The account journeys again, every app on its own host (the same code as on one origin).
  it('a rider registers, signs in, opens the profile on rider. and signs out on www.', () =>
    riderRegistersSignsInAndOut(browser, deployment.site));

  it('a driver registers with a vehicle and sees the pending-approval page on driver.', () =>
    driverRegistersAndWaitsForApproval(browser, deployment.site));

  it('a rider who opens admin. lands on the rider dashboard on rider.', () =>
    riderOpeningTheAdminAppLandsOnTheRiderDashboard(browser, deployment.site));

  it('a visitor resets a forgotten password through the link to www.', () =>
    visitorResetsAForgottenPassword(browser, deployment.site));

  // Last: the API restarts with short-lived access tokens on the same data (no second seed), so the demo rider
  // signs in with the password the reset above gave them.
  it('a signed-in rider keeps working across token expiries, one renewal per expiry', async () => {
    await deployment.restartApi({ ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) });
    await signedInRiderKeepsWorkingAcrossTokenExpiries(browser, deployment.site, NEW_PASSWORD);
  }, 120_000);
});
