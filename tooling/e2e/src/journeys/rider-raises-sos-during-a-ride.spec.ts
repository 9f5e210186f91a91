import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, watchPageErrors } from '../test/browser.ts';
import { apiSession, bookRide, PLACES } from '../test/ride-server.ts';
import {
  controlsCoveredBy,
  driverAcceptsRide,
  expectHeading,
  expectNoAxeViolations,
  expectToastText,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

describe('a rider raises an SOS during a ride', () => {
  const journey = rideJourney();
  let context: BrowserContext;
  let rider: APIRequestContext;
  let driver: APIRequestContext;
  let admin: APIRequestContext;
  afterAll(async () => {
    await Promise.all([rider?.dispose(), driver?.dispose(), admin?.dispose()]);
    await context?.close();
  });

  it('adds an emergency contact, then in the car calls for help: each action confirms, and the admins see it', async () => {
    context = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    // Settings -> Safety on the profile page: an emergency contact.
    await page.goto('/rider/profile');
    await expectHeading(page, 'Your profile');
    const safety = page.getByRole('region', { name: 'Safety' });
    await safety.getByRole('button', { name: 'Add emergency contact' }).click();
    await safety.getByLabel(/^Full name/).fill('Grace Hopper');
    await safety.getByLabel(/^Email/).fill('grace@example.com');
    await safety.getByLabel('Relationship (optional)').fill('Sister');
    await safety.getByRole('button', { name: 'Add contact' }).click();
    await expectToastText(page, 'Emergency contact added');
    await expect
      .poll(() =>
        safety.getByRole('list', { name: 'Emergency contacts' }).getByText('Grace Hopper').isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page, '/rider/profile with an emergency contact');

    // A ride with a driver on it: the SOS button shows.
    rider = await apiSession(journey.server.origin, DEMO_EMAILS.rider);
    driver = await apiSession(journey.server.origin, DEMO_EMAILS.driver);
    const rideId = await bookRide(rider);
    await driverAcceptsRide(driver, rideId, PLACES.embarcadero);
    // The SOS button covers nothing, on a phone as the page first appears and on a wide screen (the map's notice).
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/rider/rides/${rideId}`);
      await expectHeading(page, 'Dana is on the way');
      await page.getByRole('button', { name: 'Cancel ride' }).waitFor();
      expect(
        await controlsCoveredBy(page, page.getByRole('button', { name: /^SOS/ })),
        `at ${viewport.width} px`,
      ).toEqual([]);
    }
    await page.getByRole('button', { name: /^SOS/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Emergency help' });
    const call = dialog.getByRole('link', { name: /^Call police/ });
    await expect.poll(() => call.getAttribute('href')).toBe('tel:911');
    await expectNoAxeViolations(page, 'the SOS dialog');

    await dialog.getByRole('button', { name: 'Notify emergency contact' }).click();
    await expect
      .poll(() => dialog.getByText('Emergency contact notified', { exact: true }).isVisible())
      .toBe(true);
    await expectToastText(page, 'Emergency contact notified');
    await dialog.getByRole('button', { name: 'Share live location' }).click();
    await expect
      .poll(() => dialog.getByText('Location shared successfully', { exact: true }).isVisible())
      .toBe(true);
    await expectToastText(page, 'Location shared successfully');
    await expectNoAxeViolations(page, 'the SOS dialog with its confirmations');

    // The alert reached the admins' SOS list.
    admin = await apiSession(journey.server.origin, DEMO_EMAILS.admin);
    const alerts = await admin.get('/api/admin/sos?status=open');
    expect(alerts.ok(), await alerts.text()).toBe(true);
    const { data } = (await alerts.json()) as {
      data: { rideId: string; role: string; actions: { contactsNotified: number } }[];
    };
    const alert = data.find((row) => row.rideId === rideId);
    expect(alert?.role).toBe('rider');
    expect(alert?.actions.contactsNotified).toBe(1);

    // Once the dialog is closed, a reload mid-ride keeps the ride and its SOS button.
    await page.keyboard.press('Escape');
    await page.reload();
    await expectHeading(page, 'Dana is on the way');
    expect(await page.getByRole('button', { name: /^SOS/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
