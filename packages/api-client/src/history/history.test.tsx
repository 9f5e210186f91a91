// @vitest-environment jsdom
import {
  ERROR_CODES,
  PAGINATION_MESSAGES,
  RIDE_MESSAGES,
  type AdminRideList,
  type DriverRideList,
  type RideRoute,
  type RiderRideList,
} from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, type FakeReply, ok, okText, fakeApiForEachTest } from '../test/fake-api.ts';
import { aCancelledRide, aRequestedRide } from '../test/ride-fixtures.ts';
import { deferred, renderHookWithClient } from '../test/query-support.tsx';
import { cancelRideAsAdmin, useCancelRideAsAdmin } from './cancel-ride-as-admin.ts';
import { exportAdminRides, useExportAdminRides } from './export-admin-rides.ts';
import { adminRidesQueryOptions, getAdminRides, useAdminRides } from './get-admin-rides.ts';
import { driverRidesQueryOptions, getDriverRides, useDriverRides } from './get-driver-rides.ts';
import { getRideRoute, rideRouteQueryOptions, useRideRoute } from './get-ride-route.ts';
import { getRiderRides, riderRidesQueryOptions, useRiderRides } from './get-rider-rides.ts';
import { rideListSearchParams } from './ride-list-params.ts';

const row = {
  id: 'ride-1',
  status: 'completed' as const,
  pickupAddress: 'Ferry Building',
  destinationAddress: 'City Hall',
  createdAt: '2026-03-01T08:00:00.000Z',
  scheduledAt: null,
  completedAt: '2026-03-01T08:30:00.000Z',
  cancelledAt: null,
  distanceMeters: 3_500,
  durationSeconds: 600,
  fare: { amount: 1_450, currency: 'USD', isFinal: true },
  paymentMethod: 'card' as const,
};
const page = { page: 1, pageSize: 20, total: 1, totalPages: 1 };
const totals = { rides: 1, completed: 1, completedFares: [{ currency: 'USD', amount: 1_450 }] };
const riderList: RiderRideList = { data: [{ ...row, driverName: 'Dora Keane' }], page, totals };
const driverList: DriverRideList = { data: [{ ...row, riderName: 'Alice Marlowe' }], page, totals };
const adminList: AdminRideList = {
  data: [
    {
      ...row,
      rider: { id: 'rider-1', name: 'Alice Marlowe', email: 'alice@example.com' },
      driver: { id: 'driver-1', name: 'Dora Keane', email: 'dora@example.com' },
    },
  ],
  page,
  totals,
};
const route: RideRoute = {
  rideId: 'ride-1',
  planned: [
    [37.7955, -122.3937],
    [37.7793, -122.4193],
  ],
  driven: [[37.7935, -122.3965]],
  distanceMeters: 3_500,
  drivenDistanceMeters: null,
};

const api = fakeApiForEachTest();

/** The query parameters of the one GET request sent, as they went over the wire. */
function sentParams(): unknown {
  const gets = api.requests.filter(({ method }) => method === 'GET');
  expect(gets).toHaveLength(1);
  return gets[0]?.params;
}

describe('rideListSearchParams', () => {
  it('sends statuses as one comma-separated value and leaves out what is unset or blank', () => {
    expect(
      rideListSearchParams({
        page: 2,
        status: ['completed', 'cancelled'],
        q: ' ',
        from: '',
        minFare: 0,
        riderId: 'rider-1',
      }),
    ).toEqual({ page: 2, status: 'completed,cancelled', minFare: 0, riderId: 'rider-1' });
    expect(rideListSearchParams({ status: [] })).toEqual({});
  });
});

describe('getRiderRides', () => {
  it('gets /rider/rides with the filters and returns the page', async () => {
    api.responders['GET /rider/rides'] = { status: 200, body: riderList };
    await expect(
      getRiderRides({ sort: 'fare', order: 'asc', status: ['completed'], minFare: 500, to: '2026-03-31' }),
    ).resolves.toEqual(riderList);
    expect(sentParams()).toEqual({
      sort: 'fare',
      order: 'asc',
      status: 'completed',
      minFare: '500',
      to: '2026-03-31',
    });
  });

  it('rejects with the field the API refused', async () => {
    const message = PAGINATION_MESSAGES.dateRangeInvalid;
    api.responders['GET /rider/rides'] = {
      status: 400,
      body: { message, code: ERROR_CODES.VALIDATION_FAILED, errors: [{ path: 'from', message }] },
    };
    const rejection = getRiderRides({ from: '2026-03-02', to: '2026-03-01' });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({
      status: 400,
      body: { errors: [{ path: 'from', message }] },
    });
  });

  it('rejects an answer without totals as a broken contract', async () => {
    api.responders['GET /rider/rides'] = { status: 200, body: { data: riderList.data, page } };
    await expect(getRiderRides()).rejects.toMatchObject({ status: 200 });
  });

  it('is cached per filters under ride.lists()', async () => {
    const params = { page: 2, status: ['cancelled' as const] };
    expect(riderRidesQueryOptions(params).queryKey).toEqual(queryKeys.ride.riderHistory(params));
    api.responders['GET /rider/rides'] = { status: 200, body: riderList };
    const { result, queryClient } = renderHookWithClient(() => useRiderRides(params));
    await waitFor(() => expect(result.current.data).toEqual(riderList));
    expect(queryClient.getQueryData(queryKeys.ride.riderHistory(params))).toEqual(riderList);
  });
});

describe('getDriverRides', () => {
  it('gets /driver/rides with the filters and returns the page', async () => {
    api.responders['GET /driver/rides'] = { status: 200, body: driverList };
    await expect(getDriverRides({ q: 'Ferry', pageSize: 50 })).resolves.toEqual(driverList);
    expect(sentParams()).toEqual({ q: 'Ferry', pageSize: '50' });
  });

  it('is cached as ride.driverHistory(params)', async () => {
    expect(driverRidesQueryOptions().queryKey).toEqual(queryKeys.ride.driverHistory());
    api.responders['GET /driver/rides'] = { status: 200, body: driverList };
    const { result } = renderHookWithClient(() => useDriverRides());
    await waitFor(() => expect(result.current.data).toEqual(driverList));
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const secondPage = deferred<FakeReply>();
    api.responders['GET /driver/rides'] = ({ params }) =>
      params.page === '2' ? secondPage.promise : { status: 200, body: driverList };
    let shownPage = 1;
    const { result, rerender } = renderHookWithClient(() => useDriverRides({ page: shownPage }));
    await waitFor(() => expect(result.current.data).toEqual(driverList));
    shownPage = 2;
    rerender();
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toEqual(driverList);
    await waitFor(() => expect(api.lastParams('GET /driver/rides')).toEqual({ page: '2' }));
    secondPage.resolve({ status: 200, body: { ...driverList, page: { ...page, page: 2 } } });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
  });
});

describe('getAdminRides', () => {
  it('gets /admin/rides with the admin filters and returns the page', async () => {
    api.responders['GET /admin/rides'] = { status: 200, body: adminList };
    await expect(getAdminRides({ riderId: 'rider-1', status: ['completed', 'accepted'] })).resolves.toEqual(
      adminList,
    );
    expect(sentParams()).toEqual({ riderId: 'rider-1', status: 'completed,accepted' });
  });

  it('is cached as ride.adminList(params)', async () => {
    expect(adminRidesQueryOptions({ q: 'dora' }).queryKey).toEqual(queryKeys.ride.adminList({ q: 'dora' }));
    api.responders['GET /admin/rides'] = { status: 200, body: adminList };
    const { result } = renderHookWithClient(() => useAdminRides({ q: 'dora' }));
    await waitFor(() => expect(result.current.data).toEqual(adminList));
  });
});

describe('getRideRoute', () => {
  it('gets /rides/:id/route, escaping the id', async () => {
    api.responders['GET /rides/a%2Fb/route'] = ok(route);
    await expect(getRideRoute('a/b')).resolves.toEqual(route);
  });

  it('rejects with RIDE_NOT_FOUND for a ride that is not the user’s', async () => {
    api.responders['GET /rides/ride-9/route'] = failure(404, {
      message: RIDE_MESSAGES.rideNotFound,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });
    await expect(getRideRoute('ride-9')).rejects.toMatchObject({
      status: 404,
      code: ERROR_CODES.RIDE_NOT_FOUND,
    });
  });

  it('is cached below ride.detail(id)', async () => {
    expect(rideRouteQueryOptions('ride-1').queryKey).toEqual(queryKeys.ride.route('ride-1'));
    expect(queryKeys.ride.route('ride-1').slice(0, 3)).toEqual(queryKeys.ride.detail('ride-1'));
    api.responders['GET /rides/ride-1/route'] = ok(route);
    const { result } = renderHookWithClient(() => useRideRoute('ride-1'));
    await waitFor(() => expect(result.current.data).toEqual(route));
  });
});

describe('exportAdminRides', () => {
  const csv = '\uFEFFid,status\r\nride-1,completed\r\n';
  const headers = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="ridebook-rides-2026-03-01.csv"',
    'x-total-count': '12000',
  };

  it('gets the CSV as the API sent it (its byte order mark too), its file name and how many rides matched', async () => {
    api.responders['GET /admin/rides/export.csv'] = okText(csv, headers);
    await expect(exportAdminRides({ status: ['completed'], from: '2026-03-01' })).resolves.toEqual({
      filename: 'ridebook-rides-2026-03-01.csv',
      csv,
      total: 12_000,
    });
    expect(sentParams()).toEqual({ status: 'completed', from: '2026-03-01' });
  });

  it('rejects with the field the API refused', async () => {
    const message = PAGINATION_MESSAGES.dateRangeInvalid;
    api.responders['GET /admin/rides/export.csv'] = failure(400, {
      message,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'from', message }],
    });
    await expect(exportAdminRides({ from: '2026-03-02', to: '2026-03-01' })).rejects.toMatchObject({
      status: 400,
      message,
      body: { errors: [{ path: 'from', message }] },
    });
  });

  it('rejects an answer without a file name as a broken contract', async () => {
    api.responders['GET /admin/rides/export.csv'] = okText(csv, {
      'content-type': 'text/csv; charset=utf-8',
      'x-total-count': '1',
    });
    await expect(exportAdminRides()).rejects.toBeInstanceOf(ApiClientError);
  });

  it('downloads on demand through useExportAdminRides and caches nothing', async () => {
    api.responders['GET /admin/rides/export.csv'] = okText(csv, headers);
    const { result, queryClient } = renderHookWithClient(() => useExportAdminRides());
    const answer = await act(() => result.current.mutateAsync({ q: 'ferry' }));
    expect(answer.filename).toBe('ridebook-rides-2026-03-01.csv');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('cancelRideAsAdmin', () => {
  it('posts the reason to /admin/rides/:id/cancel and returns the ride', async () => {
    const cancelled = aCancelledRide({ cancelledBy: 'admin' });
    api.responders['POST /admin/rides/ride-1/cancel'] = ok(cancelled);
    await expect(cancelRideAsAdmin('ride-1', { reason: 'Stuck' })).resolves.toEqual(cancelled);
    expect(api.callsTo('POST /admin/rides/ride-1/cancel')[0]?.body).toEqual({ reason: 'Stuck' });
  });

  it('rejects with the API’s code for a finished ride', async () => {
    api.responders['POST /admin/rides/ride-1/cancel'] = failure(409, {
      message: RIDE_MESSAGES.rideNotActive,
      code: ERROR_CODES.TRANSITION_NOT_ALLOWED,
    });
    await expect(cancelRideAsAdmin('ride-1', { reason: 'Stuck' })).rejects.toMatchObject({
      status: 409,
      code: ERROR_CODES.TRANSITION_NOT_ALLOWED,
    });
  });

  it('writes the ride, invalidates its detail and every ride list, and never makes it the admin’s active ride', async () => {
    const cancelled = aCancelledRide({ cancelledBy: 'admin' });
    api.responders['POST /admin/rides/ride-1/cancel'] = ok(cancelled);
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useCancelRideAsAdmin({ onSuccess }));
    queryClient.setQueryData(queryKeys.ride.detail('ride-1'), aRequestedRide());
    queryClient.setQueryData(queryKeys.ride.adminList({ page: 2 }), adminList);
    queryClient.setQueryData(queryKeys.ride.riderHistory(), riderList);
    queryClient.setQueryData(queryKeys.ride.active(), null);
    queryClient.setQueryData(queryKeys.driver.offers(), []);
    const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

    await act(() => result.current.mutateAsync({ rideId: 'ride-1', reason: 'Stuck' }));

    expect(queryClient.getQueryData(queryKeys.ride.detail('ride-1'))).toEqual(cancelled);
    expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.ride.adminList({ page: 2 }))).toBe(true);
    expect(isInvalidated(queryKeys.ride.riderHistory())).toBe(true);
    expect(queryClient.getQueryData(queryKeys.ride.active())).toBeNull();
    expect(isInvalidated(queryKeys.driver.offers())).toBe(false);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});

describe('ride list query keys', () => {
  it('sit under RIDE, list, by whose list, with every filter present', () => {
    expect(queryKeys.ride.lists()).toEqual(['RIDE', 'list']);
    const none = {
      page: null,
      pageSize: null,
      sort: null,
      order: null,
      from: null,
      to: null,
      minFare: null,
      maxFare: null,
      status: null,
      q: null,
      riderId: null,
      driverId: null,
      cityId: null,
      timeZone: null,
    };
    expect(queryKeys.ride.riderHistory()).toEqual(['RIDE', 'list', 'rider', none]);
    expect(queryKeys.ride.driverHistory({ page: 3 })).toEqual([
      'RIDE',
      'list',
      'driver',
      { ...none, page: 3 },
    ]);
    expect(queryKeys.ride.adminList({ driverId: 'd1', minFare: 0, cityId: 'c1' })).toEqual([
      'RIDE',
      'list',
      'admin',
      { ...none, driverId: 'd1', minFare: 0, cityId: 'c1' },
    ]);
    expect(queryKeys.ride.route('ride-1')).toEqual(['RIDE', 'detail', 'ride-1', 'route']);
  });

  it('make equal filters equal keys: statuses in any order or repeated, blank search', () => {
    expect(queryKeys.ride.adminList({ status: ['completed', 'cancelled', 'completed'], q: ' ' })).toEqual(
      queryKeys.ride.adminList({ status: ['cancelled', 'completed'] }),
    );
    expect(queryKeys.ride.riderHistory({ status: [] })).toEqual(queryKeys.ride.riderHistory());
  });
});
