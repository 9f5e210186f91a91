import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, enableAxe } from './accessibility.ts';
import { signIn } from './browser.ts';

/**
 * A browser context of a driver on their phone: location allowed and set at `position` (move it with
 * `context.setGeolocation`), reduced motion, axe loaded, signed in as `email` (tiles: see `launchBrowser`).
 */
export async function driverContext(
  browser: Browser,
  { baseURL, email, position }: { baseURL: string; email: string; position: { lat: number; lng: number } },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: { latitude: position.lat, longitude: position.lng, accuracy: 10 },
    // No half-faded toast while axe measures contrast.
    reducedMotion: 'reduce',
  });
  await enableAxe(context);
  await signIn(context, email);
  return context;
}

/** Fails with axe's findings when the page as it is now has accessibility violations. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

/** A toast with this text is showing (a failure lists the toasts that were). */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).locator('[data-toast]');
  await expect
    .poll(async () => (await toasts.allInnerTexts()).map((toast) => toast.trim()))
    .toContainEqual(expect.stringContaining(text));
}

/** "$1,234.50" -> 123450: the first amount of money in a text, in cents; null without one. */
export function centsIn(text: string): number | null {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]) : null;
}

/** The amount a stat card of the page shows under `label` (its loading skeleton waited out), in cents. */
export async function statAmount(page: Page, label: string): Promise<number> {
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByText(label, { exact: true }) });
  await expect.poll(async () => centsIn(await card.first().innerText())).not.toBeNull();
  return centsIn(await card.first().innerText())!;
}
