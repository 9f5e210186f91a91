import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; the machine has no internet, so every call home is switched off. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export const baseUrl = (): string => inject('baseUrl');

/** A fresh browser context (own cookies and storage) on the run's server. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), ...options });
}

/** The demo accounts seeded on the test server's first start (apps/api/src/modules/demo/demo-accounts.ts). */
export const DEMO_PASSWORD = 'RideBook123';
export const DEMO_EMAILS = {
  rider: 'rider@ridebook.demo',
  driver: 'driver@ridebook.demo',
  admin: 'admin@ridebook.demo',
} as const;

/** Signs the context in through the API (its cookies land in the context), as the login page would. */
export async function signIn(
  context: BrowserContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
}

/**
 * A signed-out visitor's GET /api/user/me answers 401 by design (that is how the apps learn the session state),
 * and Chromium logs every failed request as a console error; that one is expected.
 */
function isExpectedSignedOutProbe(text: string, url: string): boolean {
  return url.endsWith('/api/user/me') && text.includes('401');
}

/** Collects uncaught page errors and console errors, so a journey can assert that there were none. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isExpectedSignedOutProbe(message.text(), message.location().url)) return;
    errors.push(message.text());
  });
  return errors;
}
