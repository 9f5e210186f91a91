import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, PLACES } from '../test/ride-server.ts';
import { expectHeading, expectNoAxeViolations, expectToastText, riderContext } from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

describe('a rider cancels while the app is looking for a driver', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let admin: APIRequestContext;
  beforeAll(async () => {
    // No driver is online on this server, so the search runs until the rider cancels. Twenty rounds of 5 s (no
    // candidates) instead of six keep "No driver found" from arriving first on a slow machine.
    admin = await apiSession(journey.server.origin, DEMO_EMAILS.admin);
    const settings = (await (await admin.get('/api/admin/settings/dispatch')).json()) as { data: object };
    const saved = await admin.put('/api/admin/settings/dispatch', {
      data: { ...settings.data, maxBatches: 20 },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // Starting a server of its own takes a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await admin?.dispose();
    await context?.close();
  });

  it('books, sees the search go round by round, cancels for free with a reason, and sees it cancelled', async () => {
    // A phone-sized screen this time.
    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto('/rider/book-ride');
    await expectHeading(page, 'Book a ride');
    for (const [name, text, option] of [
      ['Pickup', 'ferry', /Ferry Building/],
      ['Destination', 'union', /Union Square/],
    ] as const) {
      const box = page.getByRole('combobox', { name });
      await box.fill(text);
      await page.getByRole('option', { name: option }).first().click();
    }
    await expect.poll(() => page.getByTestId('fare-estimate').isVisible()).toBe(true);
    // Card needs a saved card since the payments API (the demo rider has none): pay cash.
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: /^Book ride · \$/ }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
    const rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expectHeading(page, 'Finding you a driver');
    // The rounds come live: nobody is near, so each round looks further out and counts down to the next.
    await expect
      .poll(() =>
        page.getByText(/^Round \d+ of 20: no free drivers nearby yet, looking further out\.$/).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText(/^Next round in 0:0\d$/).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the searching screen on a phone');

    await page.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this ride?' });
    await expect.poll(() => dialog.getByText('Cancelling now is free.').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'Booked by mistake' }).click();
    await expectNoAxeViolations(page, 'the cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel ride' }).click();

    await expectToastText(page, 'Your ride was cancelled.');
    await expectHeading(page, 'You cancelled this ride');
    expect(await page.getByText('Reason: Booked by mistake').isVisible()).toBe(true);
    expect(await page.getByText('You were not charged.').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the cancelled ride');

    // The API agrees, and the search has stopped: booking again is open.
    const rider = await apiSession(journey.server.origin, DEMO_EMAILS.rider);
    const ride = (await (await rider.get(`/api/rides/${rideId}`)).json()) as {
      data: { status: string; cancelledBy: string; cancellationFee: number };
    };
    expect(ride.data).toMatchObject({ status: 'cancelled', cancelledBy: 'rider', cancellationFee: 0 });
    expect(((await (await rider.get('/api/rides/active')).json()) as { data: unknown }).data).toBeNull();
    await rider.dispose();
    expect(errors).toEqual([]);
  });
});
