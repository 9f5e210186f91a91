import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchPageErrors } from '../support/browser.ts';

const mainNavLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

describe('a rider registers, signs in and signs out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers through /register, signs in through /login, opens the profile and signs out from the navbar', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const email = `robin.${Date.now()}@example.com`;
    const password = 'Journey123';

    // Register: a rider by default.
    await page.goto('/register');
    await page
      .getByRole('main')
      .getByLabel(/^Full Name/)
      .fill('Robin Rider');
    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill(email);
    await page
      .getByRole('main')
      .getByLabel(/^Phone/)
      .fill('+1 (555) 010-0777');
    expect(
      await page
        .getByRole('main')
        .getByLabel(/^Account Type/)
        .inputValue(),
    ).toBe('rider');
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByLabel(/^Vehicle Model/)
          .count(),
      )
      .toBe(0);
    await page
      .getByRole('main')
      .getByLabel(/^Password/)
      .fill(password);
    await page
      .getByRole('main')
      .getByLabel(/^Confirm Password/)
      .fill(password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully! Please login to continue.').waitFor();
    await page.waitForURL('**/login');

    // Sign in: the new account's email is already there.
    expect(
      await page
        .getByRole('main')
        .getByLabel(/^Email/)
        .inputValue(),
    ).toBe(email);
    await page
      .getByRole('main')
      .getByLabel(/^Password/)
      .fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // The navigation bar now has the rider's links and the user menu.
    await expect
      .poll(() => mainNavLinks(page).allTextContents())
      .toEqual(['Dashboard', 'Book Ride', 'My Rides', 'Profile']);
    expect(await page.getByRole('button', { name: /Account menu for/ }).textContent()).toContain('Rider');

    // Profile: the rider app's page, a full page load.
    await mainNavLinks(page).getByText('Profile').click();
    await page.waitForURL('**/rider/profile');
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    const scripts = await page
      .locator('script[type="module"]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
    for (const src of scripts) expect(new URL(src).pathname.startsWith('/rider/assets/')).toBe(true);

    // Sign out from the public site's navigation bar.
    await page.goto('/about-us');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Successfully logged out!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
