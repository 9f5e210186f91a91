import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, launchBrowser, newContext, signIn, watchPageErrors } from '../test/browser.ts';

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
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('ride');
    expect(await page.title()).toContain('RideBook');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['rider', 'driver', 'admin'] as const)(
    'is sent to sign in first, then /%s/dashboard loads its own app',
    async (role) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(`/${role}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/${role}/dashboard`);

      await signIn(context, DEMO_EMAILS[role]);
      await page.goto(`/${role}/dashboard`);
      await expect.poll(() => page.getByRole('link', { name: 'Overview' }).first().isVisible()).toBe(true);
      const scripts = await page
        .locator('script[type="module"]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) expect(new URL(src).pathname.startsWith(`/${role}/assets/`)).toBe(true);
      await context.close();
    },
  );
});
