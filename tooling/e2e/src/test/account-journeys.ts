import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAILS, DEMO_PASSWORD, watchPageErrors } from './browser.ts';
import type { Site } from './site.ts';

/**
 * The account journeys (issue "Accounts and sessions"), written once against a `Site` so that they run with every
 * app on one origin and with each app on its own subdomain.
 */

const mainNavLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');
const field = (page: Page, label: RegExp) => page.getByRole('main').getByLabel(label);
const onPath = (pathname: string, origin?: string) => (url: URL) =>
  url.pathname === pathname && (origin === undefined || url.origin === origin);

/** Fills the public site's login form and signs in. */
export async function signInOnLoginPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the login page, signs in and waits for the landing page the public site sends a new session to. */
export async function signInThroughTheSite(page: Page, site: Site, email: string, password = DEMO_PASSWORD) {
  await page.goto(site.url('public-site', '/login'));
  await signInOnLoginPage(page, email, password);
  await page.waitForURL(onPath('/', site.origin('public-site')));
}

export async function riderRegistersSignsInAndOut(browser: Browser, site: Site): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  const email = `robin.${Date.now()}@example.com`;
  const password = 'Journey123';

  // Register: a rider by default.
  await page.goto(site.url('public-site', '/register'));
  await field(page, /^Full Name/).fill('Robin Rider');
  await field(page, /^Email/).fill(email);
  await field(page, /^Phone/).fill('+1 (555) 010-0777');
  expect(await field(page, /^Account Type/).inputValue()).toBe('rider');
  await expect.poll(() => field(page, /^Vehicle Model/).count()).toBe(0);
  await field(page, /^Password/).fill(password);
  await field(page, /^Confirm Password/).fill(password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully! Please login to continue.').waitFor();
  await page.waitForURL(onPath('/login', site.origin('public-site')));
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

  // Sign in: the new account's email is already there.
  expect(await field(page, /^Email/).inputValue()).toBe(email);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
  await page.waitForURL(onPath('/', site.origin('public-site')));

  // The navigation bar now has the rider's links and the user menu.
  await expect
    .poll(() => mainNavLinks(page).allTextContents())
    .toEqual(['Dashboard', 'Book Ride', 'My Rides', 'Profile']);
  expect(await page.getByRole('button', { name: /Account menu for/ }).textContent()).toContain('Rider');

  // Profile: the rider app's page, a full page load (on the rider's own host in subdomain mode).
  await mainNavLinks(page).getByText('Profile').click();
  await page.waitForURL(onPath('/rider/profile', site.origin('rider')));
  await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
  const scripts = await page
    .locator('script[type="module"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  for (const src of scripts) expect(new URL(src).pathname.startsWith('/rider/assets/')).toBe(true);

  // Sign out from the public site's navigation bar.
  await page.goto(site.url('public-site', '/about-us'));
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByText('Successfully logged out!').waitFor();
  await page.waitForURL(onPath('/', site.origin('public-site')));
  await page.getByRole('link', { name: 'Login', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0);

  expect(errors).toEqual([]);
  await context.close();
}

export async function driverRegistersAndWaitsForApproval(browser: Browser, site: Site): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `dana.${Date.now()}@example.com`;

  await page.goto(site.url('public-site', '/driver-signup'));
  await page.waitForURL(onPath('/register'));
  expect(await field(page, /^Account Type/).inputValue()).toBe('driver');
  await field(page, /^Full Name/).fill('Dana Driver');
  await field(page, /^Email/).fill(email);
  await field(page, /^Phone/).fill('+1 (555) 010-0456');
  await field(page, /^Vehicle Model/).fill('Kia Niro');
  await field(page, /^License Plate/).fill('KN-4521');
  await field(page, /^Password/).fill('Driving123');
  await field(page, /^Confirm Password/).fill('Driving123');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(onPath('/login'));
  // The address changes before the login page has replaced the form (its code loads on demand): wait for it, or
  // the password could go into the registration form's box on its way out.
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  expect(await field(page, /^Email/).inputValue()).toBe(email);

  await field(page, /^Password/).fill('Driving123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(onPath('/', site.origin('public-site')));
  await page.goto(site.url('driver', '/driver/dashboard'));
  await expect.poll(() => page.getByText('Your driver account is being reviewed').isVisible()).toBe(true);
  await context.close();
}

export async function riderOpeningTheAdminAppLandsOnTheRiderDashboard(browser: Browser, site: Site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughTheSite(page, site, DEMO_EMAILS.rider);
  await page.goto(site.url('admin', '/admin/dashboard'));
  await page.waitForURL(onPath('/rider/dashboard', site.origin('rider')));
  await expect.poll(() => page.getByRole('link', { name: 'Book a Ride' }).first().isVisible()).toBe(true);
  await context.close();
}

/** The demo rider's password once `visitorResetsAForgottenPassword` has run against a server. */
export const NEW_PASSWORD = 'Forgotten456';
type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

/**
 * Uncaught errors and console errors, except the failed answers a journey causes on purpose (Chromium logs every
 * 4xx as a console error), given as "401 /api/auth/login".
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

/** Signs in through the API from the test process (no browser) and returns the session's Cookie header. */
async function apiSession(site: Site, email: string, password: string): Promise<string | null> {
  const login = await fetch(`${site.apiFromTests}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) return null;
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The newest reset link mailed to `email`, read from the outbox as an administrator does (GET /api/admin/mail, the
 * admin app's Mail page): nobody else can read it, in any mode.
 */
async function latestResetLink(site: Site, email: string): Promise<string> {
  const path = `/api/admin/mail?to=${encodeURIComponent(email)}&pageSize=1`;
  expect((await fetch(`${site.apiFromTests}${path}`)).status).toBe(401);
  const admin = await apiSession(site, DEMO_EMAILS.admin, DEMO_PASSWORD);
  if (admin === null) throw new Error('The demo admin could not sign in to read the outbox');
  const response = await fetch(`${site.apiFromTests}${path}`, { headers: { cookie: admin } });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMail[] };
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(data[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`No reset link mailed to ${email}: ${JSON.stringify(data)}`);
  return link;
}

/** Gives the demo rider its password back after the reset journey (other journeys sign in with it). */
export async function restoreDemoRiderPassword(site: Site): Promise<void> {
  const cookies = await apiSession(site, DEMO_EMAILS.rider, NEW_PASSWORD);
  if (cookies === null) return;
  const change = await fetch(`${site.apiFromTests}/api/auth/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies },
    body: JSON.stringify({
      currentPassword: NEW_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    }),
  });
  expect(change.status).toBe(200);
}

export async function visitorResetsAForgottenPassword(browser: Browser, site: Site): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchUnexpectedErrors(page, ['401 /api/auth/login', '400 /api/auth/reset-password']);

  // From the login page to the request form.
  await page.goto(site.url('public-site', '/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(onPath('/forgot-password'));
  await field(page, /^Email/).fill(DEMO_EMAILS.rider);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
  await page
    .getByText('If an account exists for that email, we have sent a link to reset your password.', {
      exact: false,
    })
    .waitFor();

  // The link from the e-mail (to the public site, wherever it lives), then the new password.
  const link = await latestResetLink(site, DEMO_EMAILS.rider);
  expect(new URL(link).origin).toBe(site.origin('public-site'));
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
  await field(page, /^New Password/).fill(NEW_PASSWORD);
  await field(page, /^Confirm Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page.getByText('Your password has been reset. Please login with your new password.').waitFor();
  await page.waitForURL(onPath('/login'));

  // The old password no longer works; the new one does.
  await signInOnLoginPage(page, DEMO_EMAILS.rider, DEMO_PASSWORD);
  await page.getByText('Invalid credentials. Please try again.').waitFor();
  await signInOnLoginPage(page, DEMO_EMAILS.rider, NEW_PASSWORD);
  await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
  await page.waitForURL(onPath('/', site.origin('public-site')));
  await expect
    .poll(() => mainNavLinks(page).allTextContents())
    .toEqual(['Dashboard', 'Book Ride', 'My Rides', 'Profile']);

  // The link worked once: following it again says so, with a way to a new one.
  await page.goto(link);
  await field(page, /^New Password/).fill('Another789');
  await field(page, /^Confirm Password/).fill('Another789');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await page
    .getByText('This password reset link is invalid or has expired. Please request a new one.')
    .waitFor();
  await page.getByRole('link', { name: 'Request a new link' }).waitFor();

  expect(errors).toEqual([]);
  await context.close();
}

const isApiCall = (url: string) => new URL(url).pathname.startsWith('/api/');
const isRefresh = (url: string) => new URL(url).pathname === '/api/auth/refresh-token';

/**
 * Needs a site whose API issues access tokens of `SHORT_TOKEN_TTL_SECONDS`. The person saves their profile, opens their dashboard
 * (several requests at once) and reloads, each time with an expired token: one renewal serves every request in
 * flight, and they notice nothing.
 */
/**
 * The access tokens' lifetime (ACCESS_TOKEN_TTL_SECONDS) of the server a token-expiry journey runs against: short, so
 * the journey's waits are short, but long enough that one page load (several requests, one renewal and their retries)
 * fits inside a fresh token while the other browser worker loads the machine.
 */
export const SHORT_TOKEN_TTL_SECONDS = 3;
const UNTIL_TOKEN_EXPIRED_MS = SHORT_TOKEN_TTL_SECONDS * 1000 + 1_500;

export async function signedInRiderKeepsWorkingAcrossTokenExpiries(
  browser: Browser,
  site: Site,
  password = DEMO_PASSWORD,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refreshes: string[] = [];
  const expired: string[] = [];
  page.on('request', (request) => {
    if (isRefresh(request.url())) refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401 && isApiCall(response.url()) && !isRefresh(response.url()))
      expired.push(new URL(response.url()).pathname);
  });

  await signInThroughTheSite(page, site, DEMO_EMAILS.rider, password);
  await page.goto(site.url('rider', '/rider/profile'));
  await expect.poll(() => page.getByRole('heading', { name: 'Your profile' }).isVisible()).toBe(true);

  // Let the short-lived access token expire, then act: the save meets 401 TOKEN_EXPIRED, the client refreshes
  // once and retries, and the person sees only their change saved.
  await page.waitForTimeout(UNTIL_TOKEN_EXPIRED_MS);
  await field(page, /^Full name/).fill('Riley Renewed');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByText('Your profile has been updated.').isVisible()).toBe(true);

  // Expired again, then several requests at once (the dashboard's queries). The renewal is held until at least
  // two of them have met the expired token: all of them wait for that one renewal, none starts another.
  await page.waitForTimeout(UNTIL_TOKEN_EXPIRED_MS);
  const refreshesBefore = refreshes.length;
  const expiredBefore = expired.length;
  const held = { refreshes: -1, expired: -1 };
  await page.route('**/api/auth/refresh-token', async (route) => {
    const deadline = Date.now() + 5_000;
    while (expired.length - expiredBefore < 2 && Date.now() < deadline) await page.waitForTimeout(50);
    held.refreshes = refreshes.length - refreshesBefore;
    held.expired = expired.length - expiredBefore;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await page.waitForURL(onPath('/rider/dashboard', site.origin('rider')));
  await expect.poll(() => held.refreshes).toBe(1);
  expect(held.expired).toBeGreaterThanOrEqual(2);
  await expect.poll(() => page.getByRole('link', { name: 'Book a Ride' }).first().isVisible()).toBe(true);
  await page.unroute('**/api/auth/refresh-token');

  // Expired again: a reload stays signed in (the current-user call renews too) and shows the saved name.
  // Counts are lower bounds: on a slow machine a page load can outlive a short-lived token and renew once more.
  await page.goto(site.url('rider', '/rider/profile'));
  const refreshesBeforeReload = refreshes.length;
  await page.waitForTimeout(UNTIL_TOKEN_EXPIRED_MS);
  await page.reload();
  await expect.poll(() => field(page, /^Full name/).inputValue()).toBe('Riley Renewed');
  expect(new URL(page.url()).pathname).toBe('/rider/profile');
  expect(refreshes.length).toBeGreaterThan(refreshesBeforeReload);
  await context.close();
}
