import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors } from '../test/field-errors.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';
import {
  ADMIN_USER_SORTS,
  adminDriversQuerySchema,
  adminRidersQuerySchema,
  adminUserDetailResponseSchema,
  adminUserIdParamsSchema,
  adminUserListResponseSchema,
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  type AdminUser,
} from './admin-users.ts';

const driver: AdminUser = {
  id: '6f1c2a8e-9c1b-4f7e-8a55-0b7d1e2f3a4b',
  name: 'Dee Driver',
  email: 'dee@example.com',
  phone: '+1 555 010 0002',
  role: 'driver',
  status: 'blocked',
  statusReason: 'Fake documents',
  createdAt: '2025-01-31T09:30:00.000Z',
  rideCount: 12,
  rating: 4.67,
  ratingCount: 9,
  driver: {
    vehicleModel: 'Toyota Prius',
    vehiclePlate: 'RB-2048',
    approvalStatus: 'suspended',
    approvalReason: 'Complaints',
    online: false,
  },
};

describe('adminUsersQuerySchema', () => {
  it('defaults to the first page of 20, newest accounts first, no filters', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      q: undefined,
      status: undefined,
      approval: undefined,
      online: undefined,
      role: undefined,
    });
  });

  it('reads every filter from query-string text', () => {
    expect(
      adminUsersQuerySchema.parse({
        page: '3',
        pageSize: '100',
        sort: 'rating',
        order: 'asc',
        q: '  Ada  ',
        status: 'blocked',
        approval: 'pending',
        online: 'true',
        role: 'driver',
      }),
    ).toEqual({
      page: 3,
      pageSize: 100,
      sort: 'rating',
      order: 'asc',
      q: 'Ada',
      status: 'blocked',
      approval: 'pending',
      online: true,
      role: 'driver',
    });
    expect(adminUsersQuerySchema.parse({ online: 'false' }).online).toBe(false);
    expect(adminUsersQuerySchema.parse({ online: false }).online).toBe(false);
    expect(adminUsersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
  });

  it('sorts by name, email, createdAt, rating and rides only', () => {
    expect(ADMIN_USER_SORTS).toEqual(['name', 'email', 'createdAt', 'rating', 'rides']);
    for (const sort of ADMIN_USER_SORTS) expect(fieldErrors(adminUsersQuerySchema, { sort })).toEqual({});
    expect(fieldErrors(adminUsersQuerySchema, { sort: 'phone' })).toEqual({
      sort: PAGINATION_MESSAGES.sortInvalid,
    });
    expect(fieldErrors(adminUsersQuerySchema, { order: 'up' })).toEqual({
      order: PAGINATION_MESSAGES.sortInvalid,
    });
  });

  it.each([
    [{ page: '0' }, 'page', PAGINATION_MESSAGES.pageInvalid],
    [{ page: '1.5' }, 'page', PAGINATION_MESSAGES.pageInvalid],
    [{ pageSize: '0' }, 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
    [{ pageSize: '101' }, 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
    [{ q: 'x'.repeat(101) }, 'q', ADMIN_USER_MESSAGES.searchTooLong],
    [{ status: 'deleted' }, 'status', ADMIN_USER_MESSAGES.statusInvalid],
    [{ role: 'owner' }, 'role', ADMIN_USER_MESSAGES.roleInvalid],
    [{ approval: 'waiting' }, 'approval', ADMIN_USER_MESSAGES.approvalInvalid],
    [{ online: 'yes' }, 'online', ADMIN_USER_MESSAGES.onlineInvalid],
    [{ online: '1' }, 'online', ADMIN_USER_MESSAGES.onlineInvalid],
  ])('refuses %j', (query, field, message) => {
    expect(fieldErrors(adminUsersQuerySchema, query)).toEqual({ [field]: message });
  });

  it('accepts a search of exactly 100 characters and page size 100', () => {
    expect(fieldErrors(adminUsersQuerySchema, { q: 'x'.repeat(100), pageSize: '100' })).toEqual({});
  });
});

describe('the riders, drivers and export queries', () => {
  it('leaves role out of riders and drivers (the path says it), and driver filters out of riders', () => {
    expect(
      adminRidersQuerySchema.parse({ role: 'admin', approval: 'pending', online: 'true' }),
    ).not.toHaveProperty('role');
    expect(Object.keys(adminRidersQuerySchema.shape)).toEqual([
      'page',
      'pageSize',
      'sort',
      'order',
      'q',
      'status',
    ]);
    expect(adminDriversQuerySchema.parse({ approval: 'suspended', online: 'false' })).toMatchObject({
      approval: 'suspended',
      online: false,
    });
    expect(adminDriversQuerySchema.parse({ role: 'rider' })).not.toHaveProperty('role');
  });

  it('exports with the same filters and order but no paging', () => {
    expect(adminUsersExportQuerySchema.parse({ page: '2', role: 'driver', sort: 'name' })).toEqual({
      sort: 'name',
      order: 'desc',
      q: undefined,
      status: undefined,
      approval: undefined,
      online: undefined,
      role: 'driver',
    });
    expect(fieldErrors(adminUsersExportQuerySchema, { status: 'x' })).toEqual({
      status: ADMIN_USER_MESSAGES.statusInvalid,
    });
  });
});

describe('adminUserIdParamsSchema', () => {
  it('takes a uuid and calls anything else a user that does not exist', () => {
    expect(adminUserIdParamsSchema.parse({ id: driver.id })).toEqual({ id: driver.id });
    expect(fieldErrors(adminUserIdParamsSchema, { id: 'abc' })).toEqual({
      id: ADMIN_USER_MESSAGES.userNotFound,
    });
  });
});

describe('the answers', () => {
  it('reads a page of users, riders with no driver and unrated people', () => {
    const rider: AdminUser = { ...driver, role: 'rider', rating: null, ratingCount: 0, driver: null };
    const page = { data: [driver, rider], page: { page: 1, pageSize: 20, total: 2, totalPages: 1 } };
    expect(adminUserListResponseSchema.parse(page)).toEqual(page);
    expect(
      adminUserListResponseSchema.safeParse({ ...page, data: [{ ...driver, rideCount: 1.5 }] }).success,
    ).toBe(false);
  });

  it('reads a detail with recent rides', () => {
    const detail = {
      ...driver,
      recentRides: [
        {
          id: 'a1',
          status: 'completed',
          pickupAddress: 'Ferry Building',
          destinationAddress: 'City Hall',
          createdAt: '2025-02-01T10:00:00.000Z',
          fare: 1250,
          currency: 'USD',
          paymentMethod: 'card',
        },
      ],
    };
    expect(adminUserDetailResponseSchema.parse({ data: detail })).toEqual({ data: detail });
    expect(
      adminUserDetailResponseSchema.safeParse({
        data: { ...detail, recentRides: [{ ...detail.recentRides[0], fare: 12.5 }] },
      }).success,
    ).toBe(false);
  });
});
