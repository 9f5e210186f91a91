import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from '../support/browser.ts';

/** The demo rider that the server seeds on a fresh data folder (apps/api/src/modules/demo/demo-accounts.ts). */
const DEMO_RIDER = { email: 'rider@ridebook.demo', password: 'RideBook123' };
const NEW_PASSWORD = 'Forgotten456';

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

/**
 * Uncaught errors and console errors, except the failed answers this journey causes on purpose (Chromium logs every
 * 4xx as a console error): "401 /api/user/me" while signed out, a wrong password, a used link.
 */
function watchUnexpectedErrors(page: Page, expectedFailures: readonly string[]): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    if (status && URL.canParse(url) && expectedFailures.includes(`${status} ${new URL(url).pathname}`))
      return;
    errors.push(`${message.text()} (${url})`);
  });
  return errors;
}

/** The newest reset link mailed to `email`, read from the development outbox. */
async function latestResetLink(email: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(data[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link mailed to ${email}: ${JSON.stringify(data)}`);
  return link;
}

async function signIn(page: Page, email: string, password: string) {
  await page
    .getByRole('main')
    .getByLabel(/^Email/)
    .fill(email);
  await page
    .getByRole('main')
    .getByLabel(/^Password/)
    .fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('a visitor resets a forgotten password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    // Other journeys share this server and sign in as the demo rider: give the account its password back.
    const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
    const login = await api.post('/api/auth/login', {
      data: { email: DEMO_RIDER.email, password: NEW_PASSWORD },
    });
    if (login.ok()) {
      const change = await api.post('/api/auth/change-password', {
        data: {
          currentPassword: NEW_PASSWORD,
          newPassword: DEMO_RIDER.password,
          confirmPassword: DEMO_RIDER.password,
        },
      });
      expect(change.status()).toBe(200);
    }
    await api.dispose();
  });

  it('asks for a link, follows it from the outbox, sets a new password and signs in with it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchUnexpectedErrors(page, [
      '401 /api/user/me',
      '401 /api/auth/login',
      '400 /api/auth/reset-password',
    ]);

    // From the login page to the request form.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill(DEMO_RIDER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await page
      .getByText('If an account exists for that email, we have sent a link to reset your password.', {
        exact: false,
      })
      .waitFor();

    // The link from the e-mail, then the new password.
    const link = await latestResetLink(DEMO_RIDER.email);
    expect(new URL(link).origin).toBe(baseUrl());
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page
      .getByRole('main')
      .getByLabel(/^New Password/)
      .fill(NEW_PASSWORD);
    await page
      .getByRole('main')
      .getByLabel(/^Confirm Password/)
      .fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been reset. Please login with your new password.').waitFor();
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await signIn(page, DEMO_RIDER.email, DEMO_RIDER.password);
    await page.getByText('Invalid credentials. Please try again.').waitFor();
    await signIn(page, DEMO_RIDER.email, NEW_PASSWORD);
    await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents())
      .toEqual(['Dashboard', 'Book Ride', 'My Rides', 'Profile']);

    // The link worked once: following it again says so, with a way to a new one.
    await page.goto(link);
    await page
      .getByRole('main')
      .getByLabel(/^New Password/)
      .fill('Another789');
    await page
      .getByRole('main')
      .getByLabel(/^Confirm Password/)
      .fill('Another789');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page
      .getByText('This password reset link is invalid or has expired. Please request a new one.')
      .waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
