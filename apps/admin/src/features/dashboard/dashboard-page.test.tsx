import { aCity, FakeWebSocket, installFakeApi, ok, okPage, type FakeApi } from '@ridebook/api-client/testing';
import type { AnalyticsOverview, AnalyticsTimeseries, DriverActivityPage } from '@ridebook/validation';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const SAN_FRANCISCO = aCity();
const LONDON = aCity({
  id: '5f000000-0000-4000-8000-000000000002',
  slug: 'london',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  center: { lat: 51.5072, lng: -0.1276 },
});

type Params = Record<string, string | string[]>;

/** The range an answer gives back: London's zone for London, the operator's for every city. */
function rangeOf(params: Params) {
  const cityId = typeof params.cityId === 'string' ? params.cityId : null;
  return {
    from: '2026-10-01',
    to: '2026-10-30',
    timeZone: cityId === LONDON.id ? 'Europe/London' : 'America/Los_Angeles',
    cityId,
  };
}

/** The currencies of an answer: London's alone, or both for every city. */
const currenciesOf = (params: Params) => (params.cityId === LONDON.id ? ['GBP'] : ['USD', 'GBP']);

function overview(params: Params): AnalyticsOverview {
  const amounts: Record<string, number> = { USD: 12_000, GBP: 8_450 };
  return {
    range: rangeOf(params),
    asOf: '2026-10-30T12:00:00.000Z',
    users: { total: 20, riders: 12, drivers: 7, admins: 1 },
    drivers: { onlineNow: 3, pendingApproval: 1, activeInRange: 5 },
    rides: {
      today: 4,
      inRange: 60,
      completed: 50,
      cancelled: 10,
      noDriverFound: 2,
      completionRate: 50 / 60,
      cancellationRate: 10 / 60,
      averageWaitSeconds: 240,
      averageTripSeconds: 900,
    },
    revenue: currenciesOf(params).map((currency) => ({
      currency,
      today: amounts[currency]!,
      thisMonth: amounts[currency]! * 10,
      inRange: amounts[currency]! * 10,
      grossBookingsInRange: amounts[currency]! * 50,
    })),
  };
}

function timeseries(params: Params): AnalyticsTimeseries {
  const currencies = currenciesOf(params);
  const each = (amount: number) => Object.fromEntries(currencies.map((currency) => [currency, amount]));
  return {
    range: rangeOf(params),
    groupBy: 'day',
    currencies,
    buckets: [
      {
        start: '2026-10-25',
        requested: 3,
        completed: 2,
        cancelled: 1,
        revenue: each(500),
        grossFares: each(2_500),
      },
    ],
  };
}

function drivers(params: Params): DriverActivityPage {
  return {
    data: [
      {
        driverId: 'driver-1',
        name: 'Dana Driver',
        email: 'dana@example.com',
        completedRides: 4,
        currency: 'GBP',
        earnings: 6_400,
        // Moved from San Francisco: the dollars apart.
        otherEarnings: [{ currency: 'USD', amount: 1_250 }],
        rating: 4.8,
        ratingCount: 4,
        onlineSeconds: 7_200,
      },
    ],
    page: { page: 1, pageSize: 5, total: 1, totalPages: 1 },
    range: rangeOf(params),
  };
}

function answer(): FakeApi {
  return installFakeApi({
    'GET /user/me': ok(anAdmin),
    'GET /cities': ok([SAN_FRANCISCO, LONDON]),
    'GET /admin/analytics/overview': ({ params }) => ok(overview(params)),
    'GET /admin/analytics/timeseries': ({ params }) => ok(timeseries(params)),
    'GET /admin/analytics/heatmap': ({ params }) =>
      ok({ range: rangeOf(params), resolution: 8, rides: 0, isCapped: false, cells: [] }),
    'GET /admin/analytics/drivers': ({ params }) => ({ status: 200, body: drivers(params) }),
    'GET /admin/rides': ({ params }) => {
      const total = params.cityId === LONDON.id ? 1 : 3;
      return okPage([], {
        page: { page: 1, pageSize: 50, total, totalPages: 1 },
        totals: { rides: total, completed: 0, completedFares: [] },
      });
    },
  });
}

const REPORTS = ['overview', 'timeseries', 'heatmap', 'drivers'].map(
  (name) => `GET /admin/analytics/${name}`,
);

const card = (label: string) =>
  screen.getByText(label, { selector: 'p' }).closest<HTMLElement>('[data-slot="card"]')!;

describe('the overview per city', () => {
  it('shows every city with one total per currency, never dollars and pounds added together', async () => {
    const api = answer();
    renderPage(<DashboardPage />);

    expect(await screen.findByText('$120.00 · £84.50')).toBeTruthy();
    expect(within(card('Revenue today')).getByText('$1,200.00 · £845.00 this month')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Revenue in USD' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Revenue in GBP' })).toBeTruthy();
    expect(await screen.findByText('£64.00 · $12.50')).toBeTruthy();
    for (const report of REPORTS) expect(api.lastParams(report)?.cityId, report).toBeUndefined();
  });

  it('keeps the figures to the city chosen, in its zone and currency, and keeps the choice in the address', async () => {
    const api = answer();
    const { user } = renderPage(<DashboardPage />);

    const city = await screen.findByLabelText('City');
    await within(city).findByRole('option', { name: 'London' });
    await user.selectOptions(city, 'London');

    await screen.findByText('days in Europe/London', { exact: false });
    await waitFor(() => {
      for (const report of REPORTS) expect(api.lastParams(report)?.cityId, report).toBe(LONDON.id);
    });
    expect(within(card('Revenue today')).getByText('£84.50')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Revenue in USD' })).toBeNull();
    expect(
      screen.getByText('Drivers, rides and revenue in London, in its time zone and currency.'),
    ).toBeTruthy();
  });

  it('opens on the city of the address and asks for it', async () => {
    const api = answer();
    renderPage(<DashboardPage />, { path: `/admin?city=${LONDON.id}&days=7` });

    await screen.findByText('days in Europe/London', { exact: false });
    expect(api.lastParams('GET /admin/analytics/overview')).toEqual({ days: '7', cityId: LONDON.id });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('City').value).toBe(LONDON.id));
  });
});

describe('the live operations map', () => {
  const position = (driverId: string, city: typeof LONDON, available: boolean) => ({
    driverId,
    cityId: city.id,
    lat: city.center.lat,
    lng: city.center.lng,
    heading: null,
    at: '2026-10-30T12:00:00.000Z',
    available,
  });

  it('shows the drivers and active rides of every city, then only those of the city chosen', async () => {
    const api = answer();
    const { user } = renderPage(<DashboardPage />);
    const socket = await waitFor(() => FakeWebSocket.latest());
    act(() => socket.open());
    act(() =>
      socket.receive({
        type: 'ops.positions',
        positions: [
          position('00000000-0000-4000-8000-0000000000d1', SAN_FRANCISCO, true),
          position('00000000-0000-4000-8000-0000000000d2', SAN_FRANCISCO, false),
          position('00000000-0000-4000-8000-0000000000d3', LONDON, true),
        ],
      }),
    );
    const summary = await screen.findByText(/on the map \(/);
    await waitFor(() =>
      expect(summary.textContent).toBe('3 drivers on the map (2 available, 1 busy) · 3 active rides'),
    );
    expect(api.lastParams('GET /admin/rides')?.cityId).toBeUndefined();

    const city = await screen.findByLabelText('City');
    await within(city).findByRole('option', { name: 'London' });
    await user.selectOptions(city, 'London');

    await waitFor(() =>
      expect(screen.getByText(/on the map \(/).textContent).toBe(
        '1 driver on the map (1 available, 0 busy) · 1 active ride in London',
      ),
    );
    expect(api.lastParams('GET /admin/rides')?.cityId).toBe(LONDON.id);
  });
});
