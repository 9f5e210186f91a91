import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, enableAxe } from './accessibility.ts';
import { signIn } from './browser.ts';

/**
 * A browser context of a rider: location allowed and set at `position` (for "Use my location"), axe loaded,
 * signed in as `email` (with `password`, else the demo accounts' one), with reduced motion (no half-faded toast
 * while axe measures contrast). Map tiles are answered locally (`launchBrowser`), so nothing leaves the test server.
 */
export async function riderContext(
  browser: Browser,
  {
    baseURL,
    email,
    password,
    position,
    viewport = { width: 1280, height: 900 },
  }: {
    baseURL: string;
    email: string;
    password?: string;
    position: { lat: number; lng: number };
    viewport?: { width: number; height: number };
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    permissions: ['geolocation'],
    geolocation: { latitude: position.lat, longitude: position.lng, accuracy: 15 },
    reducedMotion: 'reduce',
  });
  await enableAxe(context);
  await signIn(context, email, password);
  return context;
}

/** Fails with axe's findings (WCAG 2.2 AA and best practices) when the page as it is now has violations. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/** Waits until a heading with this name shows. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name }).first().isVisible()).toBe(true);
}

/** Waits until a toast with this text shows. */
export async function expectToastText(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect.poll(() => toasts.getByText(text, { exact: true }).first().isVisible()).toBe(true);
}

/**
 * On the book-ride page: pickup at the rider's location ("Use my location"), destination Union Square picked from
 * the search's suggestions with the keyboard.
 */
export async function chooseTripFromHereToUnionSquare(page: Page): Promise<void> {
  await page.goto('/rider/book-ride');
  await expectHeading(page, 'Book a ride');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expectToastText(page, 'Pickup set to your current location.');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.fill('union square');
  await expect
    .poll(() =>
      page
        .getByRole('option', { name: /Union Square/ })
        .first()
        .isVisible(),
    )
    .toBe(true);
  await destination.press('ArrowDown');
  await destination.press('Enter');
}

/** A step the driver takes on their ride, as their app sends it. */
export type DriverStep = 'arrive' | 'pick-up' | 'start' | 'complete';

/**
 * The demo driver, through the API, as in the rider journeys: online at `position`, then takes `rideId` once it is
 * offered to them.
 */
export async function driverAcceptsRide(
  driver: APIRequestContext,
  rideId: string,
  position: { lat: number; lng: number },
): Promise<void> {
  const online = await driver.put('/api/driver/availability', {
    data: { online: true, position: { ...position, accuracy: 8 } },
  });
  expect(online.ok(), await online.text()).toBe(true);
  await expect
    .poll(async () => {
      const offers = (await (await driver.get('/api/driver/offers')).json()) as {
        data: { rideId: string }[];
      };
      return offers.data.map((offer) => offer.rideId);
    })
    .toContain(rideId);
  const accepted = await driver.post(`/api/driver/rides/${rideId}/accept`);
  expect(accepted.ok(), await accepted.text()).toBe(true);
}

/** The driver's next steps on the ride, each where it happens. */
export async function driverTakesSteps(
  driver: APIRequestContext,
  rideId: string,
  steps: readonly DriverStep[],
  at: { lat: number; lng: number },
): Promise<void> {
  for (const step of steps) {
    const response = await driver.post(`/api/driver/rides/${rideId}/${step}`, { data: { position: at } });
    expect(response.ok(), `${step}: ${await response.text()}`).toBe(true);
  }
}

/**
 * The controls (buttons, links, fields) and notices (status, alerts) whose box `element` overlaps, as readable
 * names: nothing may cover a control (issue #19). The element's own descendants and ancestors do not count.
 */
export async function controlsCoveredBy(page: Page, element: Locator): Promise<string[]> {
  const handle = await element.elementHandle();
  if (!handle) throw new Error('The element to check is not on the page');
  return page.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      box.left < other.right &&
      other.top < box.bottom &&
      box.top < other.bottom;
    const selector =
      'button, a[href], input, select, textarea, [role="button"], [role="status"], [role="alert"]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((other) => !target.contains(other) && !other.contains(target))
      .filter((other) => other.checkVisibility() && overlaps(other.getBoundingClientRect()))
      .map((other) => `${other.tagName.toLowerCase()} "${(other.textContent ?? '').trim().slice(0, 40)}"`);
  }, handle);
}

/**
 * On Payments & Wallet: adds a card the way a rider does, in the provider's own fields (the sandbox's hosted card
 * page on the API's origin), and waits until the wallet lists it. RideBook's own page has no card field.
 */
export async function addCardInHostedFields(
  page: Page,
  card: { number: string; label: string; month?: string; year?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const adding = page.getByRole('region', { name: 'Add a card' });
  expect(await adding.getByLabel(/Card number/).count()).toBe(0);
  await adding.getByRole('button', { name: 'Enter card details' }).click();
  await expect.poll(() => page.title()).toBe('RideBook sandbox — add a test card');
  await fillHostedCard(page, card);
  await expectToastText(page, `${card.label} saved`);
  expect(new URL(page.url()).pathname).toBe('/rider/wallet');
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect.poll(() => cards.getByText(card.label, { exact: true }).isVisible()).toBe(true);
}

/** Types a card on the sandbox's hosted card page and saves it. */
export async function fillHostedCard(
  page: Page,
  card: { number: string; month?: string; year?: string },
): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Month').fill(card.month ?? '10');
  await page.getByLabel('Year').fill(card.year ?? '2041');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}
