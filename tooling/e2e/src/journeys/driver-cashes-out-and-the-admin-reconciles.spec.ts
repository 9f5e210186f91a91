import { describe, expect, it } from 'vitest';
import { adminContext, openAdminPage } from '../test/admin-app.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, watchPageErrors } from '../test/browser.ts';
import { driverContext, expectAccessible, expectToast } from '../test/driver-app.ts';
import { apiSession, PLACES } from '../test/ride-server.ts';
import {
  addCardInHostedFields,
  chooseTripFromHereToUnionSquare,
  driverAcceptsRide,
  driverTakesSteps,
  expectHeading,
  expectToastText,
  riderContext,
} from '../test/rider-app.ts';
import { rideJourney } from '../test/ride-journey.ts';

// Issue #24's money journey, on the sandbox providers: a rider adds a card in the provider's hosted fields, rides on
// it and tips; the driver connects a payout account (the sandbox's onboarding page) and cashes out; the admin sees
// the payout paid and runs the reconciliation, which finds RideBook's records and the providers' books agree.

describe('a driver cashes out and the admin reconciles', () => {
  // A server of its own, without simulated drivers: the demo driver takes the ride.
  const journey = rideJourney();
  it('card ride and tip, a cash-out through the sandbox payout account, a reconciliation with no differences', async () => {
    // The rider adds a Mastercard in the hosted fields and makes it the card the ride is paid with.
    const riderBrowser = await riderContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
    });
    journey.keep(riderBrowser);
    const page = await riderBrowser.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/rider/wallet');
    await expectHeading(page, 'Payments & Wallet');
    await addCardInHostedFields(page, { number: '5555 5555 5555 4444', label: 'Mastercard •••• 4444' });

    // A card ride, driven by the demo driver through the API as in the other rider journeys, then a $3 tip.
    await chooseTripFromHereToUnionSquare(page);
    await expect.poll(() => page.getByTestId('fare-estimate').textContent()).toMatch(/^\$\d+\.\d\d$/);
    expect(await page.getByRole('radio', { name: 'Card' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: /^Book ride · \$/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
    const rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const driverApi = journey.keep(await apiSession(journey.server.origin, DEMO_EMAILS.driver));
    await driverAcceptsRide(driverApi, rideId, PLACES.embarcadero);
    await driverTakesSteps(driverApi, rideId, ['arrive', 'pick-up', 'start'], PLACES.ferryBuilding);
    await driverTakesSteps(driverApi, rideId, ['complete'], PLACES.unionSquare);
    await expectHeading(page, "You've arrived");
    const tip = page.getByRole('region', { name: 'Tip Dana' });
    await tip.getByLabel(/^Tip amount/).fill('3');
    await tip.getByRole('button', { name: 'Add tip' }).click();
    await expectToastText(page, 'Thanks! Your $3.00 tip goes to Dana.');
    expect(errors).toEqual([]);

    // The driver connects a payout account on the sandbox's onboarding page and comes back to Payouts.
    const driverBrowser = await driverContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.driver,
      position: PLACES.unionSquare,
    });
    journey.keep(driverBrowser);
    const driverPage = await driverBrowser.newPage();
    await driverPage.goto('/driver/payouts');
    await expectHeading(driverPage, 'Payouts');
    await driverPage.getByRole('button', { name: 'Connect payout account' }).click();
    await expect.poll(() => driverPage.title()).toBe('RideBook sandbox — payout account setup');
    await driverPage.getByRole('button', { name: 'Complete payout setup' }).click();
    await driverPage.waitForURL((url) => url.pathname === '/driver/payouts');
    await expect.poll(() => driverPage.getByText('Ready for payouts').first().isVisible()).toBe(true);

    // Cash out now: the whole balance by default, the fee shown before confirming; sent by the queue.
    await driverPage.getByRole('button', { name: 'Cash out now' }).click();
    const dialog = driverPage.getByRole('dialog', { name: 'Cash out now' });
    await expect.poll(() => dialog.getByText('You receive').isVisible()).toBe(true);
    await expectAccessible(driverPage, 'the cash-out dialog');
    await dialog.getByRole('button', { name: 'Confirm cash out' }).click();
    await expectToast(driverPage, 'on its way');
    // Listed at once as being sent; paid once the queue's worker has sent it (the page read again).
    const payouts = driverPage.getByRole('table', { name: 'Your payouts' });
    await expect.poll(() => payouts.getByText('Cash out now').first().isVisible()).toBe(true);
    const latestPayout = async () =>
      (
        (await (await driverApi.get('/api/driver/payouts')).json()) as {
          data: { payouts: { status: string; error?: string }[] };
        }
      ).data.payouts[0];
    await expect.poll(latestPayout, { timeout: 30_000 }).toMatchObject({ status: 'paid' });
    await driverPage.reload();
    await expect.poll(() => payouts.getByText('Paid', { exact: true }).first().isVisible()).toBe(true);

    // The admin sees the payout paid, then runs the reconciliation: no differences.
    const adminBrowser = await adminContext(journey.browser, {
      baseURL: journey.server.origin,
      email: DEMO_EMAILS.admin,
      password: DEMO_PASSWORD,
    });
    journey.keep(adminBrowser);
    const adminPage = await adminBrowser.newPage();
    await openAdminPage(adminPage, '/admin/payouts', 'Payouts', 'Payouts');
    const adminPayouts = adminPage.getByRole('table', { name: 'Payouts' });
    const row = adminPayouts.locator('tr', { hasText: 'Dana' }).first();
    await expect.poll(() => row.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText('Cash out now').isVisible()).toBe(true);

    await openAdminPage(adminPage, '/admin/reconciliation', 'Reconciliation', 'Reconciliation');
    await adminPage.getByRole('button', { name: 'Run now' }).click();
    // The run is queued, run by the queue's worker within seconds; the page reads it again until it is done.
    const newestRun = async () =>
      (
        (await (await adminBrowser.request.get('/api/admin/reconciliation/runs')).json()) as {
          data: {
            trigger: string;
            status: string;
            differenceCount: number;
            checked: Record<string, number>;
          }[];
        }
      ).data.find((run) => run.trigger === 'admin');
    await expect.poll(newestRun, { timeout: 30_000 }).toMatchObject({ status: 'completed' });
    // The ride's capture and the tip were compared, and the payout: no differences.
    expect(await newestRun()).toMatchObject({
      differenceCount: 0,
      checked: { charges: 2, refunds: 0, payouts: 1 },
    });
    const runs = adminPage.getByRole('table', { name: 'Reconciliation runs' });
    await expect
      .poll(() => runs.getByText('2 card payments · 0 refunds · 1 payouts', { exact: true }).isVisible())
      .toBe(true);
    const today = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const differences = adminPage.getByRole('region', { name: `Differences on ${today}` });
    await expect.poll(() => differences.getByText('No differences').isVisible()).toBe(true);
    await expectAccessible(adminPage, '/admin/reconciliation after a run');
  }, 240_000);
});
