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

/** A 1x1 transparent PNG: the maps' OpenStreetMap tiles, since the test machine has no internet. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An operator's own raster tiles (MAP_TILE_URL) for journeys that configure them; answered like OSM's below. */
export const OPERATOR_TILE_URL = 'https://tiles.ridebook-operator.test/{z}/{x}/{y}.png';

/**
 * Chromium for the journeys. Every context it makes (also through `newPage`) answers the maps' tile requests
 * (OpenStreetMap's, and OPERATOR_TILE_URL's host) locally, as a tile server would, so no journey depends on the
 * internet or logs failed tile loads.
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    for (const host of ['https://tile.openstreetmap.org', new URL(OPERATOR_TILE_URL).origin])
      await context.route(`${host}/**`, (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
      );
    return context;
  };
  return browser;
}

/** This worker's one-origin server (test/global-setup.ts): each worker has its own server and data. */
export const baseUrl = (): string => {
  const origins = inject('baseUrls');
  // VITEST_POOL_ID is 1 to maxWorkers, unique among the workers running at a time.
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10);
  const origin = origins[(worker - 1) % origins.length];
  if (origin === undefined) throw new Error('No journey server was started (test/global-setup.ts)');
  return origin;
};

/** A fresh browser context (own cookies and storage) on the run's server. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), ...options });
}

/**
 * Opens a public page and waits until it is interactive. Prerendered pages show their content before their script
 * has run, and a click before hydration does nothing; the navigation bar's links appear once the page is hydrated and
 * the session is known.
 */
export async function openPublicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('header nav[aria-label="Main"]').waitFor({ state: 'attached' });
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
 * Collects uncaught page errors and console errors, so a journey can assert that there were none. A signed-out
 * visitor's session probe (GET /api/user/me) answers 200 with no user, so it is no exception here.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request's message names no address: its location does (which resource answered 500, say).
    const { url } = message.location();
    errors.push(url ? `${message.text()} (${url})` : message.text());
  });
  return errors;
}
