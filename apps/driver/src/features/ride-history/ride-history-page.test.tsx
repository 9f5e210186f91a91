import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATE_LIMITS, DATE_MESSAGES, PAGINATION_MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { anAvailability, installFakeApi, ok } from '@ridebook/api-client/testing';
import { aDriverRideList, aDriverRideRow, aDriverSummary } from '../../test/fixtures.ts';
import { renderForDriver } from '../../test/render.tsx';
import { RideHistoryPage } from './ride-history-page.tsx';

function answer(list = aDriverRideList(), currency = 'USD') {
  return installFakeApi({
    'GET /driver/availability': ok(anAvailability()),
    'GET /driver/summary': ok(aDriverSummary({ currency })),
    'GET /driver/rides': { status: 200, body: list },
  });
}

describe('/driver/ride-history', () => {
  it('lists the rides with totals over every match; a ride links to its details', async () => {
    answer(aDriverRideList([aDriverRideRow(), aDriverRideRow({ id: 'ride-2', status: 'cancelled' })], 12));
    renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history' });

    const table = await screen.findByRole('table', { name: 'Your rides' });
    const links = await within(table).findAllByRole('link');
    const rows = links.map((link) => link.closest('tr')!);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Completed')).toBeTruthy();
    expect(within(rows[0]!).getByText('$12.40')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/driver/ride-history/ride-2');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('12')).toBeTruthy();
    expect(within(totals).getByText('$12.40')).toBeTruthy();
  });

  it('names the driver’s currency in the fare filters and the totals: euros for a driver in Lisbon', async () => {
    // No rides yet: the API lists no currency in the totals.
    answer({ ...aDriverRideList([], 0), totals: { rides: 0, completed: 0, completedFares: [] } }, 'EUR');
    const { container } = renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history' });
    expect(await screen.findByLabelText('Min fare (€)')).toBeTruthy();
    expect(screen.getByLabelText('Max fare (€)')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('€0.00')).toBeTruthy();
    // The page itself (not the whole document: a chart library measures text in a span of its own there).
    expect(within(container).queryByText(/\$/)).toBeNull();
  });

  it('sends the filters to the API and keeps them in the URL', async () => {
    const api = answer();
    const { router } = renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history' });
    await screen.findByRole('table', { name: 'Your rides' });

    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await userEvent.type(await screen.findByLabelText('Min fare ($)'), '10');
    await userEvent.type(screen.getByLabelText('Max fare ($)'), '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() =>
      expect(api.callsTo('GET /driver/rides').at(-1)?.params).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        status: 'completed',
        minFare: '1000',
        maxFare: '2550',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({
        from: '2026-03-01',
        to: '2026-03-31',
        status: 'completed',
        minFare: '10',
        maxFare: '25.50',
      }),
    );
  });

  it('reads the filters from the URL, and Clear drops them', async () => {
    const api = answer();
    const { router } = renderForDriver(<RideHistoryPage />, {
      path: '/driver/ride-history?status=cancelled&page=2',
    });
    await screen.findByRole('table', { name: 'Your rides' });
    expect(api.callsTo('GET /driver/rides')[0]?.params).toMatchObject({ status: 'cancelled', page: '2' });
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('cancelled');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(api.callsTo('GET /driver/rides').at(-1)?.params).toEqual({ page: '1', pageSize: '10' }),
    );
  });

  it('refuses a backwards date range or fare range with the API’s messages, sending nothing', async () => {
    const api = answer();
    renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history' });
    await screen.findByRole('table', { name: 'Your rides' });
    const sent = api.callsTo('GET /driver/rides').length;

    await userEvent.type(screen.getByLabelText('From'), '2026-03-31');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.type(await screen.findByLabelText('Min fare ($)'), '30');
    await userEvent.type(screen.getByLabelText('Max fare ($)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByText(PAGINATION_MESSAGES.dateRangeInvalid)).toBeTruthy();
    expect(screen.getByText(PAGINATION_MESSAGES.amountRangeInvalid)).toBeTruthy();
    expect(api.callsTo('GET /driver/rides')).toHaveLength(sent);
  });

  it('refuses a date outside 2000 to 2100 with the API’s message, sending nothing', async () => {
    const api = answer();
    renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history' });
    await screen.findByRole('table', { name: 'Your rides' });
    const sent = api.callsTo('GET /driver/rides').length;
    const to = screen.getByLabelText('To');
    expect([to.getAttribute('min'), to.getAttribute('max')]).toEqual([DATE_LIMITS.min, DATE_LIMITS.max]);

    await userEvent.type(to, '9999-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByText(DATE_MESSAGES.dateOutOfRange)).toBeTruthy();
    expect(api.callsTo('GET /driver/rides')).toHaveLength(sent);
  });

  it('says when nothing matches the filters, with the way back to every ride', async () => {
    answer(aDriverRideList([], 0));
    renderForDriver(<RideHistoryPage />, { path: '/driver/ride-history?status=active' });

    expect(await screen.findByText('No rides match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear the filters' })).toBeTruthy();
  });
});
