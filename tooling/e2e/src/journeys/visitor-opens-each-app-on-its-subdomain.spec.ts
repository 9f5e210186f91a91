import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startSubdomainDeployment, type SubdomainDeployment } from '../support/subdomain-mode.ts';

describe('a visitor opens each app on its own subdomain', () => {
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

  it('reaches the public site on www. and each role app on its own host', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.urls['public-site']}/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('RideBook');

    for (const app of ['rider', 'driver', 'admin'] as const) {
      await page.goto(`${deployment.urls[app]}/${app}/dashboard`);
      const scripts = await page
        .locator('script[type="module"]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(src.startsWith(`${deployment.urls[app]}/${app}/assets/`)).toBe(true);
    }
    await context.close();
  });

  it('lets an app origin call the API host with credentials (CORS)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${deployment.urls.rider}/rider/dashboard`);
    const status = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/api/health/ready`, { credentials: 'include' });
      return response.status;
    }, deployment.urls.api);
    expect(status).toBe(200);
    await context.close();
  });
});
