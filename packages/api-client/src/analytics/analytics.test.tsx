// @vitest-environment jsdom
import {
  ANALYTICS_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  type AnalyticsHeatmap,
  type AnalyticsOverview,
  type AnalyticsTimeseries,
  type DriverActivityPage,
} from '@ridebook/validation';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { deferred, renderHookWithClient } from '../test/query-support.tsx';
import {
  analyticsHeatmapQueryOptions,
  getAnalyticsHeatmap,
  useAnalyticsHeatmap,
} from './get-analytics-heatmap.ts';
import {
  analyticsOverviewQueryOptions,
  getAnalyticsOverview,
  useAnalyticsOverview,
} from './get-analytics-overview.ts';
import {
  analyticsTimeseriesQueryOptions,
  getAnalyticsTimeseries,
  useAnalyticsTimeseries,
} from './get-analytics-timeseries.ts';
import { driverActivityQueryOptions, getDriverActivity, useDriverActivity } from './get-driver-activity.ts';

const range = { from: '2026-03-09', to: '2026-03-15', timeZone: 'America/Los_Angeles' };
/** The range as an answer gives it back: every city. */
const answerRange = { ...range, cityId: null };

const overview: AnalyticsOverview = {
  range: answerRange,
  asOf: '2026-03-15T18:00:00.000Z',
  users: { total: 15, riders: 8, drivers: 6, admins: 1 },
  drivers: { onlineNow: 2, pendingApproval: 2, activeInRange: 3 },
  rides: {
    today: 3,
    inRange: 10,
    completed: 4,
    cancelled: 5,
    noDriverFound: 1,
    completionRate: 4 / 9,
    cancellationRate: 5 / 9,
    averageWaitSeconds: 210,
    averageTripSeconds: 825,
  },
  revenue: [{ currency: 'USD', today: 0, thisMonth: 2_080, inRange: 1_160, grossBookingsInRange: 6_300 }],
};

const timeseries: AnalyticsTimeseries = {
  range: answerRange,
  groupBy: 'day',
  currencies: ['USD'],
  buckets: [
    {
      start: '2026-03-09',
      requested: 0,
      completed: 0,
      cancelled: 0,
      revenue: { USD: 0 },
      grossFares: { USD: 0 },
    },
  ],
};

const heatmap: AnalyticsHeatmap = {
  range: answerRange,
  resolution: 9,
  rides: 2,
  isCapped: false,
  cells: [{ cell: '8928308280fffff', count: 2, lat: 37.7955, lng: -122.3937 }],
};

const driverPage: DriverActivityPage = {
  data: [
    {
      driverId: 'driver-1',
      name: 'Alice Driver',
      email: 'alice@example.com',
      completedRides: 2,
      currency: 'USD',
      earnings: 3_100,
      otherEarnings: [],
      rating: 4.5,
      ratingCount: 2,
      onlineSeconds: 21_600,
    },
  ],
  page: { page: 2, pageSize: 1, total: 3, totalPages: 3 },
  range: answerRange,
};

const api = fakeApiForEachTest();

describe('analytics overview', () => {
  it('gets /admin/analytics/overview with the range, and nothing when none is given', async () => {
    api.responders['GET /admin/analytics/overview'] = ok(overview);
    await expect(getAnalyticsOverview(range)).resolves.toEqual(overview);
    expect(api.lastParams('GET /admin/analytics/overview')).toEqual(range);
    await getAnalyticsOverview();
    expect(api.lastParams('GET /admin/analytics/overview')).toEqual({});
    expect(analyticsOverviewQueryOptions(range).queryKey).toEqual(queryKeys.analytics.overview(range));
  });

  it('rejects with the field error of a bad range', async () => {
    const body = {
      message: ANALYTICS_MESSAGES.dateRangeInvalid,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'from', message: ANALYTICS_MESSAGES.dateRangeInvalid }],
    };
    api.responders['GET /admin/analytics/overview'] = { status: 400, body };
    const rejection = getAnalyticsOverview({ from: '2026-03-16', to: '2026-03-15' });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 400, body });
  });

  it('rejects an answer that breaks the contract', async () => {
    api.responders['GET /admin/analytics/overview'] = {
      status: 200,
      body: { data: { ...overview, rides: null } },
    };
    await expect(getAnalyticsOverview()).rejects.toMatchObject({ status: 200 });
  });

  it('useAnalyticsOverview loads the overview', async () => {
    api.responders['GET /admin/analytics/overview'] = ok(overview);
    const { result } = renderHookWithClient(() => useAnalyticsOverview(range));
    await waitFor(() => expect(result.current.data).toEqual(overview));
  });
});

describe('analytics time series', () => {
  it('gets /admin/analytics/timeseries with the range and grouping', async () => {
    api.responders['GET /admin/analytics/timeseries'] = ok(timeseries);
    const params = { ...range, groupBy: 'day' as const };
    await expect(getAnalyticsTimeseries(params)).resolves.toEqual(timeseries);
    expect(api.lastParams('GET /admin/analytics/timeseries')).toEqual(params);
    expect(analyticsTimeseriesQueryOptions(params).queryKey).toEqual(queryKeys.analytics.timeseries(params));
  });

  it('useAnalyticsTimeseries keeps the previous chart while another grouping loads', async () => {
    const weekly = deferred();
    api.responders['GET /admin/analytics/timeseries'] = async ({ params }) => {
      if (params.groupBy === 'day') return ok(timeseries);
      if (params.groupBy !== 'week') return { status: 500 };
      await weekly.promise;
      return ok({ ...timeseries, groupBy: 'week' });
    };
    let groupBy: 'day' | 'week' = 'day';
    const { result, rerender } = renderHookWithClient(() => useAnalyticsTimeseries({ groupBy }));
    await waitFor(() => expect(result.current.data).toEqual(timeseries));

    groupBy = 'week';
    rerender();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(true));
    expect(result.current.data).toEqual(timeseries);
    weekly.resolve();
    await waitFor(() => expect(result.current.data?.groupBy).toBe('week'));
  });
});

describe('analytics heatmap', () => {
  it('gets /admin/analytics/heatmap with the resolution', async () => {
    api.responders['GET /admin/analytics/heatmap'] = ok(heatmap);
    await expect(getAnalyticsHeatmap({ resolution: 9 })).resolves.toEqual(heatmap);
    expect(api.lastParams('GET /admin/analytics/heatmap')).toEqual({ resolution: '9' });
    expect(analyticsHeatmapQueryOptions({ resolution: 9 }).queryKey).toEqual(
      queryKeys.analytics.heatmap({ resolution: 9 }),
    );
  });

  it('rejects with FORBIDDEN for a non-admin', async () => {
    api.responders['GET /admin/analytics/heatmap'] = failure(403, {
      message: MESSAGES.forbidden,
      code: ERROR_CODES.FORBIDDEN,
    });
    await expect(getAnalyticsHeatmap()).rejects.toMatchObject({ status: 403, code: ERROR_CODES.FORBIDDEN });
  });

  it('useAnalyticsHeatmap loads the cells', async () => {
    api.responders['GET /admin/analytics/heatmap'] = ok(heatmap);
    const { result } = renderHookWithClient(() => useAnalyticsHeatmap({ resolution: 9 }));
    await waitFor(() => expect(result.current.data?.cells).toEqual(heatmap.cells));
  });
});

describe('driver activity', () => {
  it('gets /admin/analytics/drivers with the page and order, and returns the whole page answer', async () => {
    api.responders['GET /admin/analytics/drivers'] = { status: 200, body: driverPage };
    const params = { ...range, page: 2, pageSize: 1, sort: 'earnings' as const, order: 'asc' as const };
    await expect(getDriverActivity(params)).resolves.toEqual(driverPage);
    expect(api.lastParams('GET /admin/analytics/drivers')).toEqual({
      ...range,
      page: '2',
      pageSize: '1',
      sort: 'earnings',
      order: 'asc',
    });
    expect(driverActivityQueryOptions(params).queryKey).toEqual(queryKeys.analytics.drivers(params));
  });

  it('useDriverActivity loads a page', async () => {
    api.responders['GET /admin/analytics/drivers'] = { status: 200, body: driverPage };
    const { result } = renderHookWithClient(() => useDriverActivity({ page: 2, pageSize: 1 }));
    await waitFor(() => expect(result.current.data?.page).toEqual(driverPage.page));
  });
});
