import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAvailability, installFakeApi, ok } from '@ridebook/api-client/testing';
import { anEarningRide, anEarningRidesPage, anEarnings } from '../../test/fixtures.ts';
import { renderForDriver } from '../../test/render.tsx';
import { EarningsPage } from './earnings-page.tsx';

function answer() {
  return installFakeApi({
    'GET /driver/availability': ok(anAvailability()),
    'GET /driver/earnings': ok(anEarnings()),
    'GET /driver/earnings/rides': { status: 200, body: anEarningRidesPage() },
  });
}

const statValue = (label: string) =>
  screen.getByText(label, { selector: 'p' }).closest<HTMLElement>('[data-slot="card"]');

describe('/driver/earnings', () => {
  it('shows the period totals and the breakdown of fares, tips and fees', async () => {
    answer();
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    expect(within(statValue('Total earnings')!).getByText('$26.60')).toBeTruthy();
    expect(within(statValue('Fares (your 80%)')!).getByText('$23.60')).toBeTruthy();
    expect(within(statValue('Tips')!).getByText('$3.00')).toBeTruthy();
    expect(within(statValue('Rides')!).getByText('2')).toBeTruthy();

    const breakdown = screen
      .getByRole('heading', { name: 'Breakdown' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(breakdown).getByText('You keep 80% of each fare')).toBeTruthy();
    expect(within(breakdown).getByText('Fees (commission)').nextElementSibling?.textContent).toBe('$8.90');
    expect(within(breakdown).getByText('Net payout').nextElementSibling?.textContent).toBe('$24.60');
  });

  it('lists refunds as their own line, in the breakdown and on the ride, and shows the total the API summed', async () => {
    const earnings = anEarnings();
    installFakeApi({
      'GET /driver/availability': ok(anAvailability()),
      'GET /driver/earnings': ok(
        anEarnings({ totals: { ...earnings.totals, refunds: -67, earnings: 2_593, net: 2_393 } }),
      ),
      'GET /driver/earnings/rides': {
        status: 200,
        body: anEarningRidesPage([anEarningRide({ refunds: -67, earnings: 1_793, net: 1_793 })]),
      },
    });
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    expect(within(statValue('Total earnings')!).getByText('$25.93')).toBeTruthy();
    const breakdown = screen
      .getByRole('heading', { name: 'Breakdown' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(breakdown).getByText('Refunds').nextElementSibling?.textContent).toBe('-$0.67');
    expect(within(breakdown).getByText('Total earnings').nextElementSibling?.textContent).toBe('$25.93');

    const table = await screen.findByRole('table', { name: 'Earnings per ride' });
    const row = (await within(table).findByRole('link', { name: /2026/ })).closest('tr')!;
    expect(within(row).getByText('-$0.67')).toBeTruthy();
    expect(within(row).getByText('$17.93')).toBeTruthy();
  });

  it('shows the cash debt, what the driver owes RideBook from cash fares, in the totals and the breakdown', async () => {
    installFakeApi({
      'GET /driver/availability': ok(anAvailability()),
      'GET /driver/earnings': ok(anEarnings({ cashDebt: 640 })),
      'GET /driver/earnings/rides': { status: 200, body: anEarningRidesPage() },
    });
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    const owed = "RideBook's share of the cash fares you hold: you owe this now, whatever the period";
    expect(within(statValue('Cash debt')!).getByText('$6.40')).toBeTruthy();
    expect(within(statValue('Cash debt')!).getByText(owed)).toBeTruthy();
    const breakdown = screen
      .getByRole('heading', { name: 'Breakdown' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(breakdown).getByText('Cash debt').nextElementSibling?.textContent).toBe('$6.40');
    expect(within(breakdown).getByText(owed)).toBeTruthy();
  });

  it('says the driver owes nothing when they hold no cash fares', async () => {
    installFakeApi({
      'GET /driver/availability': ok(anAvailability()),
      'GET /driver/earnings': ok(anEarnings({ cashDebt: 0 })),
      'GET /driver/earnings/rides': { status: 200, body: anEarningRidesPage() },
    });
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    expect(within(statValue('Cash debt')!).getByText('$0.00')).toBeTruthy();
    expect(screen.getAllByText('You owe RideBook nothing from cash fares')).toHaveLength(2);
  });

  it('shows what a driver who moved city earned in another currency apart, never added to the total', async () => {
    const earnings = anEarnings({ currency: 'GBP', timeZone: 'Europe/London' });
    installFakeApi({
      'GET /driver/availability': ok(anAvailability()),
      'GET /driver/earnings': ok({
        ...earnings,
        otherCurrencies: [
          { currency: 'USD', rides: 3, totals: { ...earnings.totals, earnings: 4_250, net: 4_050 } },
        ],
      }),
      'GET /driver/earnings/rides': { status: 200, body: anEarningRidesPage() },
    });
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    expect(within(statValue('Total earnings')!).getByText('£26.60')).toBeTruthy();
    const other = screen
      .getByRole('heading', { name: 'Earned in other currencies' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(other).getByText('$42.50')).toBeTruthy();
    expect(within(other).getByText('3 rides · net payout $40.50')).toBeTruthy();
    // Neither total holds the other: no sum of pounds and dollars anywhere.
    expect(screen.queryByText('£69.10')).toBeNull();
    expect(screen.queryByText('$69.10')).toBeNull();
  });

  it('shows no other currency for a driver who earned in one', async () => {
    answer();
    renderForDriver(<EarningsPage />, { path: '/driver/earnings' });

    await screen.findByRole('heading', { name: 'Breakdown' });
    expect(screen.queryByRole('heading', { name: 'Earned in other currencies' })).toBeNull();
  });

  it('asks for the last 7 days by day, then 12 weeks by week when the driver picks Weekly', async () => {
    const api = answer();
    const { router } = renderForDriver(<EarningsPage />, { path: '/driver/earnings' });
    await screen.findByRole('heading', { name: 'Daily earnings' });

    // The period's dates are the API's to fill in, in the driver's time zone; the rides follow its answer.
    const [daily] = api.callsTo('GET /driver/earnings');
    expect(daily?.params).toEqual({ groupBy: 'day' });
    await waitFor(() =>
      expect(api.callsTo('GET /driver/earnings/rides').at(-1)?.params).toMatchObject({
        from: '2026-02-26T08:00:00.000Z',
        to: '2026-03-05T08:00:00.000Z',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Weekly' }));
    await screen.findByRole('heading', { name: 'Weekly earnings' });
    expect(screen.getByRole('button', { name: 'Weekly' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?period=weekly');
    await waitFor(() =>
      expect(api.callsTo('GET /driver/earnings').at(-1)?.params).toEqual({ groupBy: 'week' }),
    );
  });

  it('lists each ride with the driver’s share, tip and commission, linked to the ride', async () => {
    answer();
    renderForDriver(<EarningsPage />, { path: '/driver/earnings?period=monthly' });

    const table = await screen.findByRole('table', { name: 'Earnings per ride' });
    const row = (await within(table).findByRole('link', { name: /2026/ })).closest('tr')!;
    expect(within(row).getByText('$15.60')).toBeTruthy();
    expect(within(row).getByText('$3.00')).toBeTruthy();
    expect(within(row).getByText('$5.40')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/driver/ride-history/ride-1');
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
  });
});
