import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { PLACES, saveCard } from '../test/ride-server.ts';
import {
  chooseTripFromHereToUnionSquare,
  expectHeading,
  expectNoAxeViolations,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

type Ride = { id: string; paymentMethod: string; status: string };

/** The card the sandbox asks 3-D Secure for (Stripe's test number). */
const THREE_D_SECURE_CARD = { number: '4000002500003155', expMonth: 12, expYear: 2040 };
const SANDBOX_PAGE = /\/api\/payments\/sandbox\/authenticate\/sandbox_payment_/;

/** From the booking page to the sandbox's 3-D Secure page: the trip, the card, Book. */
async function bookByCard(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('fare-estimate').textContent()).toMatch(/^\$\d+\.\d\d$/);
  expect(await page.getByRole('radio', { name: 'Card' }).getAttribute('aria-checked')).toBe('true');
  expect(await page.getByTestId('payment-card').textContent()).toContain('Visa •••• 3155');
  await page.getByRole('button', { name: /^Book ride · \$/ }).click();
  await page.waitForURL(SANDBOX_PAGE);
  await expectHeading(page, 'RideBook sandbox — test 3-D Secure');
}

describe('a rider confirms a card payment with 3-D Secure', () => {
  const journey = rideJourney();
  let rider: BrowserContext | undefined;
  afterAll(async () => {
    await rider?.close();
  });

  it('fails the bank’s check once (the form stays filled), then completes it and the ride is booked', async () => {
    rider = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    await saveCard(rider.request, { ...THREE_D_SECURE_CARD, makeDefault: true });
    const page = await rider.newPage();
    const errors = watchPageErrors(page);

    await chooseTripFromHereToUnionSquare(page);
    await page.getByLabel(/^Note for the driver/).fill('By the clock tower');
    await bookByCard(page);

    // The sandbox's page: plainly a test, two answers, accessible.
    await expect.poll(() => page.title()).toBe('RideBook sandbox — test 3-D Secure');
    await expectNoAxeViolations(page, 'the sandbox 3-D Secure page');
    await page.getByRole('button', { name: 'Fail authentication' }).click();

    // Back on the booking page: the bank's refusal on the payment choice, the trip and the note still there.
    await page.waitForURL((url) => url.pathname === '/rider/book-ride');
    const form = page.getByRole('form', { name: 'Booking details' });
    const refusal =
      'Your bank could not confirm this payment. Try again, or choose another card or payment method.';
    await expect.poll(() => form.getByText(refusal).isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Destination' }).inputValue()).toMatch(/Union Square/);
    expect(await page.getByLabel(/^Note for the driver/).inputValue()).toBe('By the clock tower');
    expect((await (await rider.request.get('/api/rides/active')).json()) as unknown).toEqual({ data: null });

    // Again, and this time the bank says yes: the ride is booked on the confirmed payment.
    await bookByCard(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
    await expectHeading(page, 'Finding you a driver');
    const rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const ride = ((await (await rider.request.get(`/api/rides/${rideId}`)).json()) as { data: Ride }).data;
    expect(ride).toMatchObject({ paymentMethod: 'card', status: 'requested' });

    // Chromium logs each refused booking (HTTP 402) as a console error; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('402'))).toEqual([]);
  });
});
