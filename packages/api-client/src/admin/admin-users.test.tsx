// @vitest-environment jsdom
import {
  ADMIN_USER_MESSAGES,
  ERROR_CODES,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListResponse,
} from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { failure, ok, okText, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { blockUser, unblockUser, useBlockUser, useUnblockUser } from './block-user.ts';
import {
  approveDriver,
  reinstateDriver,
  rejectDriver,
  suspendDriver,
  useApproveDriver,
  useReinstateDriver,
  useRejectDriver,
  useSuspendDriver,
} from './driver-approval.ts';
import { exportUsersCsv, useExportUsersCsv } from './export-users-csv.ts';
import { adminUserQueryOptions, getAdminUser, useAdminUser } from './get-admin-user.ts';
import {
  adminUsersQueryOptions,
  getAdminDrivers,
  getAdminRiders,
  getAdminUsers,
  useAdminDrivers,
  useAdminRiders,
  useAdminUsers,
} from './list-users.ts';

function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-1',
    name: 'Dee Driver',
    email: 'dee@example.com',
    phone: '+1 555 010 0002',
    role: 'driver',
    status: 'active',
    statusReason: null,
    createdAt: '2025-01-31T09:30:00.000Z',
    rideCount: 12,
    rating: 4.67,
    ratingCount: 9,
    driver: {
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-2048',
      approvalStatus: 'approved',
      approvalReason: null,
      online: true,
    },
    ...overrides,
  };
}

const page = (rows: AdminUser[]): AdminUserListResponse => ({
  data: rows,
  page: { page: 1, pageSize: 20, total: rows.length, totalPages: 1 },
});

const api = fakeApiForEachTest();

/** Fills the keys a change to an account may touch, so a test can see which ones were invalidated. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.user.adminList('drivers', { approval: 'pending' }), page([]));
  queryClient.setQueryData(queryKeys.user.adminDetail('user-1'), { ...anAdminUser(), recentRides: [] });
  queryClient.setQueryData(queryKeys.audit.log(), {
    data: [],
    page: { page: 1, pageSize: 20, total: 0, totalPages: 1 },
  });
  queryClient.setQueryData(queryKeys.ride.detail('ride-1'), { id: 'ride-1' });
  queryClient.setQueryData(queryKeys.user.me(), { id: 'admin-1' });
  queryClient.setQueryData(queryKeys.settings.pricing(), {});
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('lists of accounts', () => {
  it.each([
    ['/admin/users', getAdminUsers],
    ['/admin/riders', getAdminRiders],
    ['/admin/drivers', getAdminDrivers],
  ] as const)('gets %s with the filters as query parameters', async (path, get) => {
    api.responders[`GET ${path}`] = { status: 200, body: page([anAdminUser()]) };
    await expect(get({ q: 'dee', status: 'active', sort: 'rating', order: 'asc', page: 2 })).resolves.toEqual(
      page([anAdminUser()]),
    );
    expect(api.lastParams(`GET ${path}`)).toEqual({
      q: 'dee',
      status: 'active',
      sort: 'rating',
      order: 'asc',
      page: '2',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    api.responders['GET /admin/users'] = ok([{ id: 'x' }]);
    await expect(getAdminUsers()).rejects.toBeInstanceOf(ApiClientError);
  });

  it('keys each list by scope and parameters, and the hooks load them', async () => {
    expect(adminUsersQueryOptions('riders', { q: 'a' }).queryKey).toEqual(
      queryKeys.user.adminList('riders', { q: 'a' }),
    );
    api.responders['GET /admin/users'] = {
      status: 200,
      body: page([anAdminUser({ role: 'admin', driver: null })]),
    };
    api.responders['GET /admin/riders'] = {
      status: 200,
      body: page([anAdminUser({ role: 'rider', driver: null })]),
    };
    api.responders['GET /admin/drivers'] = { status: 200, body: page([anAdminUser()]) };
    const { result } = renderHookWithClient(() => ({
      users: useAdminUsers({ role: 'admin' }),
      riders: useAdminRiders(),
      drivers: useAdminDrivers({ online: true }),
    }));
    await waitFor(() => expect(result.current.drivers.data).toEqual(page([anAdminUser()])));
    await waitFor(() => expect(result.current.users.data?.data[0]?.role).toBe('admin'));
    await waitFor(() => expect(result.current.riders.data?.data[0]?.role).toBe('rider'));
    expect(api.lastParams('GET /admin/drivers')).toEqual({ online: 'true' });
  });
});

describe('one account', () => {
  const detail: AdminUserDetail = { ...anAdminUser(), recentRides: [] };

  it('gets /admin/users/:id', async () => {
    api.responders['GET /admin/users/user%201'] = ok(detail);
    await expect(getAdminUser('user 1')).resolves.toEqual(detail);
    expect(adminUserQueryOptions('user-1').queryKey).toEqual(queryKeys.user.adminDetail('user-1'));
  });

  it('rejects with USER_NOT_FOUND for an unknown id', async () => {
    api.responders['GET /admin/users/missing'] = failure(404, {
      message: ADMIN_USER_MESSAGES.userNotFound,
      code: ERROR_CODES.USER_NOT_FOUND,
    });
    await expect(getAdminUser('missing')).rejects.toMatchObject({
      status: 404,
      code: ERROR_CODES.USER_NOT_FOUND,
    });
  });

  it('useAdminUser loads the detail', async () => {
    api.responders['GET /admin/users/user-1'] = ok(detail);
    const { result } = renderHookWithClient(() => useAdminUser('user-1'));
    await waitFor(() => expect(result.current.data).toEqual(detail));
  });
});

describe('CSV export', () => {
  it('gets the CSV text as the API sent it (its byte order mark too) and its file name', async () => {
    const csv = '\uFEFFid,name\r\n1,"Lovelace, Ada"\r\n';
    api.responders['GET /admin/users/export.csv'] = okText(csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="ridebook-users-2026-03-04.csv"',
    });
    await expect(exportUsersCsv({ role: 'driver', sort: 'name' })).resolves.toEqual({
      filename: 'ridebook-users-2026-03-04.csv',
      csv,
    });
    expect(api.lastParams('GET /admin/users/export.csv')).toEqual({ role: 'driver', sort: 'name' });
  });

  it('falls back to a plain name when the header is not readable (another origin)', async () => {
    api.responders['GET /admin/users/export.csv'] = okText('id\r\n');
    await expect(exportUsersCsv()).resolves.toEqual({ filename: 'ridebook-users.csv', csv: 'id\r\n' });
  });

  it('useExportUsersCsv fetches on demand', async () => {
    api.responders['GET /admin/users/export.csv'] = okText('id\r\n');
    const { result } = renderHookWithClient(() => useExportUsersCsv());
    expect(api.requests).toHaveLength(0);
    const exported = await act(() => result.current.mutateAsync({ status: 'blocked' }));
    expect(exported).toEqual({ filename: 'ridebook-users.csv', csv: 'id\r\n' });
    expect(api.lastParams('GET /admin/users/export.csv')).toEqual({ status: 'blocked' });
  });
});

describe('blocking', () => {
  it('posts the reason to /admin/users/:id/block and returns the account', async () => {
    const blocked = anAdminUser({ status: 'blocked', statusReason: 'Spam' });
    api.responders['POST /admin/users/user-1/block'] = ok(blocked);
    await expect(blockUser('user-1', { reason: 'Spam' })).resolves.toEqual(blocked);
    expect(api.callsTo('POST /admin/users/user-1/block')[0]?.body).toEqual({ reason: 'Spam' });
  });

  it('rejects with the 409 of an administrator', async () => {
    const body = {
      message: ADMIN_USER_MESSAGES.adminsCannotBeBlocked,
      code: ERROR_CODES.USER_STATUS_CONFLICT,
    };
    api.responders['POST /admin/users/admin-2/block'] = { status: 409, body };
    await expect(blockUser('admin-2', { reason: 'Nope' })).rejects.toMatchObject({ status: 409, body });
  });

  it('unblocks with or without a note', async () => {
    api.responders['POST /admin/users/user-1/unblock'] = ok(anAdminUser());
    await unblockUser('user-1');
    await unblockUser('user-1', { reason: 'Settled' });
    expect(api.callsTo('POST /admin/users/user-1/unblock').map(({ body }) => body)).toEqual([
      {},
      { reason: 'Settled' },
    ]);
  });

  it('useBlockUser and useUnblockUser invalidate the account lists and details, the audit log and rides', async () => {
    api.responders['POST /admin/users/user-1/block'] = ok(anAdminUser({ status: 'blocked' }));
    api.responders['POST /admin/users/user-1/unblock'] = ok(anAdminUser());
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      block: useBlockUser({ onSuccess }),
      unblock: useUnblockUser({ onSuccess }),
    }));
    const runs: Array<() => Promise<AdminUser>> = [
      () => result.current.block.mutateAsync({ userId: 'user-1', reason: 'Spam' }),
      () => result.current.unblock.mutateAsync({ userId: 'user-1' }),
    ];
    for (const run of runs) {
      const isInvalidated = seed(queryClient);
      await act(run);
      expect(isInvalidated(queryKeys.user.adminList('drivers', { approval: 'pending' }))).toBe(true);
      expect(isInvalidated(queryKeys.user.adminDetail('user-1'))).toBe(true);
      expect(isInvalidated(queryKeys.audit.log())).toBe(true);
      expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
      expect(isInvalidated(queryKeys.user.me())).toBe(false);
      expect(isInvalidated(queryKeys.settings.pricing())).toBe(false);
    }
    expect(onSuccess).toHaveBeenCalledTimes(2);
    expect(api.requests.map(({ body }) => body)).toEqual([{ reason: 'Spam' }, {}]);
  });
});

describe('driver approval', () => {
  it.each([
    ['approve', () => approveDriver('user-1'), {}],
    ['reject', () => rejectDriver('user-1', { reason: 'Blurred photo' }), { reason: 'Blurred photo' }],
    ['suspend', () => suspendDriver('user-1', { reason: 'Complaints' }), { reason: 'Complaints' }],
    ['reinstate', () => reinstateDriver('user-1', { reason: 'Cleared' }), { reason: 'Cleared' }],
  ] as const)('%s: posts to /admin/drivers/:id/<action>', async (action, send, body) => {
    api.responders[`POST /admin/drivers/user-1/${action}`] = ok(anAdminUser());
    await expect(send()).resolves.toEqual(anAdminUser());
    expect(api.callsTo(`POST /admin/drivers/user-1/${action}`)[0]?.body).toEqual(body);
  });

  it('rejects with the 409 saying why a move is not allowed', async () => {
    const body = { message: ADMIN_USER_MESSAGES.alreadyApproved, code: ERROR_CODES.DRIVER_APPROVAL_CONFLICT };
    api.responders['POST /admin/drivers/user-1/approve'] = { status: 409, body };
    await expect(approveDriver('user-1')).rejects.toMatchObject({ status: 409, body });
  });

  it('each hook invalidates the account lists and the audit log, then calls the caller’s onSuccess', async () => {
    for (const action of ['approve', 'reject', 'suspend', 'reinstate']) {
      api.responders[`POST /admin/drivers/user-1/${action}`] = ok(anAdminUser());
    }
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      approve: useApproveDriver({ onSuccess }),
      reject: useRejectDriver({ onSuccess }),
      suspend: useSuspendDriver({ onSuccess }),
      reinstate: useReinstateDriver({ onSuccess }),
    }));
    const runs: Array<() => Promise<AdminUser>> = [
      () => result.current.approve.mutateAsync({ driverId: 'user-1' }),
      () => result.current.reject.mutateAsync({ driverId: 'user-1', reason: 'Blurred photo' }),
      () => result.current.suspend.mutateAsync({ driverId: 'user-1', reason: 'Complaints' }),
      () => result.current.reinstate.mutateAsync({ driverId: 'user-1' }),
    ];
    for (const run of runs) {
      const isInvalidated = seed(queryClient);
      await act(run);
      expect(isInvalidated(queryKeys.user.adminDetail('user-1'))).toBe(true);
      expect(isInvalidated(queryKeys.audit.log())).toBe(true);
    }
    expect(onSuccess).toHaveBeenCalledTimes(4);
    expect(api.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /admin/drivers/user-1/approve',
      'POST /admin/drivers/user-1/reject',
      'POST /admin/drivers/user-1/suspend',
      'POST /admin/drivers/user-1/reinstate',
    ]);
  });
});
