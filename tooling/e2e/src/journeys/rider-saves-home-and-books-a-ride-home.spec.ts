import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { PLACES } from '../test/ride-server.ts';
import { expectHeading, expectNoAxeViolations, expectToastText, riderContext } from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

describe('a rider saves Home and books a ride home', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('saves Home on the profile, taps "Ride home" on the dashboard and sees the trip home priced', async () => {
    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const page = await context.newPage();
    // No half-faded toast while axe measures contrast.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = watchPageErrors(page);

    // Settings -> Saved places on the profile page: Home, found by the place search.
    await page.goto('/rider/profile');
    await expectHeading(page, 'Your profile');
    const saved = page.getByRole('region', { name: 'Saved places' });
    await saved.getByRole('button', { name: 'Add a place' }).click();
    await saved.getByRole('combobox', { name: 'Address' }).fill('Union Square');
    await page
      .getByRole('option', { name: /Union Square/ })
      .first()
      .click();
    await saved.getByRole('button', { name: 'Add place' }).click();
    await expectToastText(page, 'Home saved');
    const list = saved.getByRole('list', { name: 'Saved places' });
    await expect.poll(() => list.getByText('Home', { exact: true }).isVisible()).toBe(true);
    const homeAddress = (await list.getByRole('listitem').first().locator('p').nth(1).textContent()) ?? '';
    expect(homeAddress).toMatch(/Union Square/);
    await expectNoAxeViolations(page, '/rider/profile with a saved Home');

    // The dashboard's quick action opens the booking page going home.
    await page.goto('/rider/dashboard');
    await page.getByRole('link', { name: 'Ride home' }).click();
    await expectHeading(page, 'Book a ride');
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await expect.poll(() => destination.inputValue()).toBe(homeAddress);
    await expect.poll(() => page.url()).toMatch(/\/rider\/book-ride$/);

    // From here (the device's position) to Home: the fare shows.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => page.getByTestId('fare-estimate').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(
      await page
        .getByRole('list', { name: 'Saved places for destination' })
        .getByRole('button', { name: /^Destination: Home/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectNoAxeViolations(page, '/rider/book-ride going home');
    expect(errors).toEqual([]);
  });
});
