import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPageErrors } from '../support/browser.ts';

describe('a visitor opens each app on one origin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sees the landing page at /', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('RideBook');
    expect(await page.title()).toContain('RideBook');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['/rider/dashboard', 'rider'],
    ['/driver/dashboard', 'driver'],
    ['/admin/dashboard', 'admin'],
  ])('opens %s and gets the %s app', async (url, app) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url);
    const scripts = await page
      .locator('script[type="module"]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(new URL(src).pathname.startsWith(`/${app}/assets/`)).toBe(true);
    await context.close();
  });
});
