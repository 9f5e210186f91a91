import {
  DATE_LIMITS,
  DATE_MESSAGES,
  PAGINATION_MESSAGES,
  type RiderRideList,
  type RiderRideRow,
  type RiderSummary,
} from '@ridebook/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, RIDE_ID } from '@ridebook/api-client/testing';
import { paths, ridePath } from '../../config/paths.ts';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aRiderRideRow } from '../../test/ride-fixtures.ts';

const aRow = aRiderRideRow();

function page(rows: RiderRideRow[]): RiderRideList {
  return {
    data: rows,
    page: { page: 1, pageSize: 10, total: rows.length, totalPages: 1 },
    totals: {
      rides: rows.length,
      completed: rows.length,
      completedFares: [{ currency: 'USD', amount: 1_240 * rows.length }],
    },
  };
}

function summary(currency: string): RiderSummary {
  return { currency, completedRides: 1, amountSpent: 1_240, averageRatingGiven: null, activeRideId: null };
}

/** The list answers one ride without filters and none with any (the API does the filtering). */
function historyApi(currency = 'USD') {
  return installFakeApi({
    ...signedInRoutes(),
    'GET /rider/summary': { status: 200, body: { data: summary(currency) } },
    'GET /rider/rides': ({ params }) => {
      const isFiltered = ['q', 'status', 'from', 'to', 'minFare', 'maxFare'].some((key) => key in params);
      return { status: 200, body: page(isFiltered ? [] : [aRow]) };
    },
  });
}

const lastParams = (api: ReturnType<typeof historyApi>) => api.callsTo('GET /rider/rides').at(-1)?.params;

describe('the ride history', () => {
  it('lists the rider’s rides, newest first, each opening its ride page', async () => {
    const api = historyApi();
    const { user, router } = renderApp(paths.rideHistory);

    expect(await screen.findByRole('heading', { name: 'Ride History' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your rides' });
    expect(await within(table).findByText('Dan Driver')).toBeTruthy();
    expect(within(table).getByText('$12.40')).toBeTruthy();
    expect(screen.getByTestId('history-totals').textContent).toBe('1 ride · 1 completed · $12.40 in fares');
    expect(lastParams(api)).toEqual({ page: '1', pageSize: '10', sort: 'createdAt', order: 'desc' });

    await user.click(within(table).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(ridePath(RIDE_ID)));
  });

  it('names the rider’s currency in the fare filters: euros for a rider whose rides are in Lisbon', async () => {
    historyApi('EUR');
    renderApp(paths.rideHistory);
    expect(await screen.findByLabelText('Minimum fare (€)')).toBeTruthy();
    expect(screen.getByLabelText('Maximum fare (€)')).toBeTruthy();
    expect(screen.queryByLabelText(/\(\$\)/)).toBeNull();
  });

  it('shows the same screen at /rider/rides, the navigation bar’s name for it', async () => {
    historyApi();
    renderApp(paths.rides);
    expect(await screen.findByRole('heading', { name: 'Ride History' })).toBeTruthy();
  });

  it('puts each filter in the address and in the API’s query, and says when nothing matches', async () => {
    const api = historyApi();
    const { user, router } = renderApp(paths.rideHistory);
    await screen.findByText('Dan Driver');

    await user.type(screen.getByLabelText('Search'), 'coit');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ q: 'coit', page: '1' }));
    expect(router.state.location.search).toBe('?q=coit');
    expect(await screen.findByText('No rides match these filters')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(lastParams(api)).toMatchObject({ q: 'coit', status: 'completed' }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.type(await screen.findByLabelText('Minimum fare ($)'), '5');
    await user.type(screen.getByLabelText('Maximum fare ($)'), '20.5');
    await waitFor(() =>
      expect(lastParams(api)).toMatchObject({
        from: '2026-03-01',
        to: '2026-03-31',
        minFare: '500',
        maxFare: '2050',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'coit',
      status: 'completed',
      from: '2026-03-01',
      to: '2026-03-31',
      minFare: '5',
      maxFare: '20.5',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Dan Driver')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
  });

  it('reads its filters from the address, so a filtered list survives a reload', async () => {
    const api = historyApi();
    renderApp(`${paths.rideHistory}?status=cancelled&minFare=10&sort=fare&order=asc&page=2`);

    await waitFor(() =>
      expect(lastParams(api)).toEqual({
        page: '2',
        pageSize: '10',
        sort: 'fare',
        order: 'asc',
        minFare: '1000',
        status: 'cancelled',
      }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('cancelled');
    expect((await screen.findByLabelText<HTMLInputElement>('Minimum fare ($)')).value).toBe('10');
  });

  it('sorts by a column through the API', async () => {
    const api = historyApi();
    const { user, router } = renderApp(paths.rideHistory);
    await screen.findByText('Dan Driver');

    await user.click(screen.getByRole('button', { name: 'Fare' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'fare', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=fare&order=asc');
    await user.click(screen.getByRole('button', { name: 'Fare' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ sort: 'fare', order: 'desc' }));
  });

  it('explains a range the API would refuse, and does not ask for it', async () => {
    const api = historyApi();
    renderApp(`${paths.rideHistory}?minFare=30&maxFare=10`);

    expect(await screen.findByText(PAGINATION_MESSAGES.amountRangeInvalid)).toBeTruthy();
    expect(screen.getByText('Fix the filters above to see your rides.')).toBeTruthy();
    expect(api.callsTo('GET /rider/rides')).toHaveLength(0);
  });

  it('explains a date outside 2000 to 2100, and does not ask for it', async () => {
    const api = historyApi();
    renderApp(`${paths.rideHistory}?to=9999-12-31`);

    expect(await screen.findByText(DATE_MESSAGES.dateOutOfRange)).toBeTruthy();
    const to = screen.getByLabelText('To');
    expect([to.getAttribute('min'), to.getAttribute('max')]).toEqual([DATE_LIMITS.min, DATE_LIMITS.max]);
    expect(api.callsTo('GET /rider/rides')).toHaveLength(0);
  });

  it('has an empty state for a rider without rides', async () => {
    installFakeApi({ ...signedInRoutes(), 'GET /rider/rides': () => ({ status: 200, body: page([]) }) });
    renderApp(paths.rideHistory);
    expect(await screen.findByText('No rides yet')).toBeTruthy();
    expect(screen.getByText('Your rides will show here once you book one.')).toBeTruthy();
  });
});
