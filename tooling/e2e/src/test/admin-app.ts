import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { enableAxe } from './accessibility.ts';
import { signIn } from './browser.ts';
import { expectNoAxeViolations } from './rider-app.ts';
import { REPO_ROOT, startServer, type RunningServer } from './server.ts';

const run = promisify(execFile);

export type AdminAccount = { name: string; email: string; password: string };

/** The administrator a journey's own server is started with (admins cannot sign up). */
export const JOURNEY_ADMIN: AdminAccount = {
  name: 'Jordan Admin',
  email: 'jordan.admin@example.com',
  password: 'Admin-Journey-2026',
};

/**
 * Creates an administrator the way an operator does: the API's CLI (`pnpm --filter @ridebook/api admin:create`) on
 * the server's data folder, before the server opens it (PGlite lets one process at a time in).
 */
export async function createAdminWithCli(dataDir: string, admin: AdminAccount): Promise<void> {
  await run(
    process.execPath,
    [
      path.join(REPO_ROOT, 'apps/api/src/cli/create-admin.ts'),
      '--name',
      admin.name,
      '--email',
      admin.email,
      '--phone',
      '+1 (555) 010-0199',
      '--password',
      admin.password,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
}

export type AdminServer = RunningServer & { admin: AdminAccount };

/**
 * A server of a journey's own whose first account is an administrator made with the CLI. With a user already there,
 * the demo accounts are not seeded: the journey registers the riders and drivers it needs. No simulated drivers.
 */
export async function startAdminServer(
  admin: AdminAccount = JOURNEY_ADMIN,
  env: Record<string, string> = {},
): Promise<AdminServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-e2e-admin-'));
  await createAdminWithCli(dataDir, admin);
  const server = await startServer({ ...env, DATA_DIR: dataDir, SIMULATED_DRIVERS: '0' });
  return {
    ...server,
    dataDir,
    admin,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser context of an administrator at a desk (or on a phone with `viewport`): axe loaded, signed in. */
export async function adminContext(
  browser: Browser,
  {
    baseURL,
    email,
    password,
    viewport = { width: 1280, height: 900 },
  }: { baseURL: string; email: string; password?: string; viewport?: { width: number; height: number } },
): Promise<BrowserContext> {
  // No half-faded toast or moving map while axe measures contrast.
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  await enableAxe(context);
  await signIn(context, email, password);
  return context;
}

/** Opens an admin page and waits for its heading and document title; then checks it with axe. */
export async function openAdminPage(page: Page, url: string, heading: string | RegExp, title: string) {
  await page.goto(url);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
  await expect.poll(() => page.title()).toBe(`${title} · RideBook`);
  await expectNoAxeViolations(page, url);
}

export type Person = { name: string; email: string; password: string; api: APIRequestContext };

/** Registers an account through the API (as the public site's form does) and signs it in on its own cookie jar. */
export async function registerPerson(
  origin: string,
  role: 'rider' | 'driver',
  name: string,
): Promise<Person> {
  const email = `${role}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'Journey123';
  const api = await request.newContext({ baseURL: origin });
  const vehicle = role === 'driver' ? { vehicleModel: 'Kia Niro', vehiclePlate: 'KN-4521' } : {};
  const registered = await api.post('/api/user/register', {
    data: { name, email, password, phone: '+1 (555) 010-0456', role, ...vehicle },
  });
  if (!registered.ok())
    throw new Error(`Registering ${name} failed: ${registered.status()} ${await registered.text()}`);
  const signedIn = await api.post('/api/auth/login', { data: { email, password } });
  if (!signedIn.ok())
    throw new Error(`Sign-in of ${name} failed: ${signedIn.status()} ${await signedIn.text()}`);
  return { name, email, password, api };
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toasts showing now leave the header's breadcrumb uncovered. */
export async function expectToastClearOfTheBreadcrumb(page: Page): Promise<void> {
  const breadcrumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
  expect(breadcrumb, 'the breadcrumb is on screen').not.toBeNull();
  const toasts = await page.locator('[data-toast] > div').all();
  expect(toasts.length).toBeGreaterThan(0);
  for (const toast of toasts) {
    const box = await toast.boundingBox();
    if (box) expect(overlaps(box, breadcrumb!), `a toast at ${JSON.stringify(box)}`).toBe(false);
  }
}

/**
 * The tables of the page that do not fit their box (they scroll sideways, hiding columns), as
 * "caption: scroll width > box width"; empty when every table fits.
 */
export async function tablesWiderThanTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')].flatMap((table) => {
      // A chart's data table for screen readers sits in a visually hidden 1 px box: not a table anyone sees.
      if (table.closest('.sr-only')) return [];
      const box = table.parentElement!;
      return box.scrollWidth > box.clientWidth
        ? [`${table.caption?.textContent ?? 'a table'}: ${box.scrollWidth} px in a ${box.clientWidth} px box`]
        : [];
    }),
  );
}

/**
 * How a list's filters sit: the distinct widths of their controls (one width for a grid of equal columns) and
 * whether any control sticks out of the filter area.
 */
export async function filterLayout(page: Page): Promise<{ widths: number[]; overflowing: number }> {
  return page.evaluate(() => {
    const area = document.querySelector('[data-slot="table-filters"]');
    if (!area) return { widths: [], overflowing: -1 };
    const bounds = area.getBoundingClientRect();
    const controls = [...area.querySelectorAll('input, select')].map((control) =>
      control.getBoundingClientRect(),
    );
    return {
      widths: [...new Set(controls.map((rect) => Math.round(rect.width)))],
      overflowing: controls.filter((rect) => rect.right > bounds.right + 0.5 || rect.left < bounds.left - 0.5)
        .length,
    };
  });
}
