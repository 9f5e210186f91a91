import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../test/browser.ts';
import { driverContext, expectAccessible, expectToast } from '../test/driver-app.ts';
import { apiSession, bookRide, newRider, PLACES } from '../test/ride-server.ts';
import { rideJourney } from '../test/ride-journey.ts';

/** Holds each driver's accept request until both have been sent, then lets both go: a real race at the API. */
function startingGate(count: number) {
  const held: Route[] = [];
  let release!: () => void;
  const allHeld = new Promise<void>((resolve) => (release = resolve));
  return async (route: Route) => {
    held.push(route);
    if (held.length === count) release();
    await allHeld;
    await route.continue();
  };
}

/** Starting a server of its own (twice, for extra drivers) outlasts the default hook timeout on a busy machine. */
const SERVER_START_TIMEOUT_MS = 240_000;

describe('two drivers race for one ride', () => {
  const journey = rideJourney({ extraDrivers: 1 });
  beforeAll(async () => {
    // A second approved driver, and no simulated ones to take the ride first.
    // Offers only reach drivers within 100 m, so the ride waits in the open list for both drivers (600 m away).
    const admin = await apiSession(journey.server.origin, DEMO_EMAILS.admin);
    const settings = await admin.put('/api/admin/settings/dispatch', {
      data: {
        batchSize: 3,
        offerTimeoutSeconds: 15,
        radiusStepsMeters: [100],
        maxBatches: 20,
        positionStaleSeconds: 60,
        scheduledLeadMinutes: 10,
      },
    });
    expect(settings.ok()).toBe(true);
    await admin.dispose();
  }, SERVER_START_TIMEOUT_MS);
  async function openAvailableRides(email: string, position: { lat: number; lng: number }): Promise<Page> {
    const context = await driverContext(journey.browser, { baseURL: journey.server.origin, email, position });
    journey.keep(context);
    const page = await context.newPage();
    await page.goto('/driver/available-ride');
    const goOnline = page.getByRole('button', { name: 'Go Online' });
    await expect.poll(() => goOnline.isVisible()).toBe(true);
    await goOnline.click();
    await expectToast(page, "You're online. Ride requests will come to you.");
    await expect.poll(() => page.getByText('No ride requests nearby').isVisible()).toBe(true);
    return page;
  }

  it('gives the ride to one of them; the other is told "Ride already taken"', async () => {
    const first = await openAvailableRides(DEMO_EMAILS.driver, PLACES.justinHerman);
    const [secondEmail] = journey.server.extraDriverEmails;
    const second = await openAvailableRides(secondEmail!, PLACES.justinHerman);
    await expectAccessible(second, '/driver/available-ride (online, empty)');

    const rider = await newRider(journey.server.origin, 'Robin Racer');
    await bookRide(rider);

    // The request appears on both lists live, without a reload.
    const cards = [first, second].map((page) =>
      page.getByRole('article', { name: 'Ride request from Robin Racer' }),
    );
    for (const card of cards) await expect.poll(() => card.isVisible()).toBe(true);
    await expectAccessible(first, '/driver/available-ride (a request)');

    const gate = startingGate(2);
    for (const page of [first, second]) await page.route('**/api/driver/rides/*/accept', gate);
    await Promise.all(cards.map((card) => card.getByRole('button', { name: 'Accept' }).click()));

    // Each driver is told how it went: the winner that the ride is theirs, the other that it is gone.
    const toasts = (page: Page) =>
      page
        .getByRole('region', { name: /^Notifications/ })
        .locator('[data-toast]')
        .allInnerTexts();
    const outcomeOf = async (page: Page) => {
      const shown = (await toasts(page)).join('\n');
      if (shown.includes('Ride accepted. Head to the pickup.')) return 'won';
      if (shown.includes('Ride already taken')) return 'lost';
      return 'waiting';
    };
    for (const page of [first, second]) await expect.poll(() => outcomeOf(page)).not.toBe('waiting');
    const outcomes = await Promise.all([first, second].map(outcomeOf));
    expect([...outcomes].sort()).toEqual(['lost', 'won']);

    const winner = outcomes[0] === 'won' ? first : second;
    const loser = winner === first ? second : first;
    await winner.waitForURL((url) => url.pathname === '/driver/active');
    await expect.poll(() => winner.getByText('Heading to the pickup').isVisible()).toBe(true);
    await expect.poll(() => loser.getByText('No ride requests nearby').isVisible()).toBe(true);
    expect(new URL(loser.url()).pathname).toBe('/driver/available-ride');
    await rider.dispose();
  });
});
