import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, launchBrowser, newContext, signIn } from '../support/browser.ts';

describe('accounts and roles in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a driver registers with a vehicle and sees the pending-approval page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = `dana.${Date.now()}@example.com`;
    const main = page.getByRole('main');

    await page.goto('/driver-signup');
    await page.waitForURL((url) => url.pathname === '/register');
    expect(await main.getByLabel(/^Account Type/).inputValue()).toBe('driver');
    await main.getByLabel(/^Full Name/).fill('Dana Driver');
    await main.getByLabel(/^Email/).fill(email);
    await main.getByLabel(/^Phone/).fill('+1 (555) 010-0456');
    await main.getByLabel(/^Vehicle Model/).fill('Kia Niro');
    await main.getByLabel(/^License Plate/).fill('KN-4521');
    await main.getByLabel(/^Password/).fill('Driving123');
    await main.getByLabel(/^Confirm Password/).fill('Driving123');
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');

    await main.getByLabel(/^Password/).fill('Driving123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/driver/dashboard');
    await expect.poll(() => page.getByText('Your driver account is being reviewed').isVisible()).toBe(true);
    await context.close();
  });

  it('a rider who opens /admin/dashboard lands on /rider/dashboard', async () => {
    const context = await newContext(browser);
    await signIn(context, DEMO_EMAILS.rider);
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/rider/dashboard');
    await expect.poll(() => page.getByRole('link', { name: 'Book a Ride' }).first().isVisible()).toBe(true);
    await context.close();
  });
});
