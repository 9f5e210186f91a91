import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USER_SORTS,
  PAGINATION_MESSAGES,
  adminUserDetailResponseSchema,
  adminUserListResponseSchema,
  type AdminUser,
  type AdminUserSort,
} from '@ridebook/validation';
import { seedPerson, seedRating, seedRide, type SeedPerson } from '../../test/admin-user-seed.ts';
import { errorOf } from '../../test/responses.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { DEMO_CITY } from '../places/index.ts';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9, 0, 0));

/** The seeded people, with what the lists must say about them computed here from the seeded rides and ratings. */
const PEOPLE = {
  alice: {
    name: 'Alice Anders',
    email: 'alice@example.com',
    phone: '+1 (555) 010-1001',
    role: 'rider',
    createdAt: day(1),
  },
  bob: {
    name: 'bob Brown',
    email: 'bob@example.com',
    phone: '+1 555 010 1002',
    role: 'rider',
    status: 'blocked',
    statusReason: 'Abusive language',
    createdAt: day(2),
  },
  carla: {
    name: 'Carla Cruz',
    email: 'carla@example.com',
    phone: '555-010-1003',
    role: 'driver',
    createdAt: day(3),
    driver: { approvalStatus: 'approved', online: true, vehiclePlate: 'CC-3' },
  },
  dmitri: {
    name: 'Dmitri Dane',
    email: 'dmitri@example.com',
    phone: '+44 20 7946 0004',
    role: 'driver',
    createdAt: day(4),
    driver: { approvalStatus: 'pending', online: false },
  },
  erin: {
    name: 'Erin 100% Evans',
    email: 'erin_e@example.com',
    phone: '+1 555 010 1005',
    role: 'driver',
    status: 'blocked',
    statusReason: 'Fake documents',
    createdAt: day(5),
    driver: { approvalStatus: 'rejected', approvalReason: 'Plate does not match', online: false },
  },
  frank: {
    name: 'Frank Ford',
    email: 'frank@example.org',
    phone: '+1 555 010 1006',
    role: 'driver',
    createdAt: day(6),
    driver: { approvalStatus: 'suspended', approvalReason: 'Complaints', online: false },
  },
  gina: {
    name: 'Gina Gray',
    email: 'gina@example.com',
    phone: '(555) 010-1007',
    role: 'rider',
    createdAt: day(7),
  },
} satisfies Record<string, SeedPerson>;
type Key = keyof typeof PEOPLE;

/** Completed (and one cancelled) rides, and the stars each side gave. */
const RIDES: Array<{
  rider: Key;
  driver: Key;
  status: 'completed' | 'cancelled';
  riderGave?: number;
  driverGave?: number;
}> = [
  { rider: 'alice', driver: 'carla', status: 'completed', riderGave: 5, driverGave: 5 },
  { rider: 'alice', driver: 'carla', status: 'completed', riderGave: 4, driverGave: 4 },
  { rider: 'alice', driver: 'carla', status: 'cancelled' },
  { rider: 'gina', driver: 'carla', status: 'completed', riderGave: 4, driverGave: 3 },
  { rider: 'gina', driver: 'frank', status: 'completed', riderGave: 2, driverGave: 5 },
];

type Expected = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  status: string;
  createdAt: Date;
  rideCount: number;
  rating: number | null;
  approval: string | null;
  online: boolean;
};

describe.skipIf(isTestDatabaseMissing)('admin lists of users, riders and drivers', () => {
  let context: RideTestContext;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const people: Expected[] = [];
  const ids = {} as Record<Key, string>;

  beforeAll(async () => {
    context = await buildRideTestContext();
    admin = await signedInAdmin(context.app, context.db);
    for (const [key, person] of Object.entries(PEOPLE) as Array<[Key, SeedPerson]>) {
      ids[key] = await seedPerson(context.db, person);
    }
    const stars = new Map<string, number[]>();
    const give = (to: Key, value: number | undefined) => {
      if (value !== undefined) stars.set(ids[to], [...(stars.get(ids[to]) ?? []), value]);
    };
    for (const [index, ride] of RIDES.entries()) {
      const rideId = await seedRide(context.db, {
        riderId: ids[ride.rider],
        driverId: ids[ride.driver],
        status: ride.status,
        createdAt: new Date(day(10).getTime() + index * 60_000),
      });
      if (ride.riderGave !== undefined) {
        await seedRating(context.db, {
          rideId,
          raterRole: 'rider',
          raterId: ids[ride.rider],
          rateeId: ids[ride.driver],
          stars: ride.riderGave,
        });
      }
      if (ride.driverGave !== undefined) {
        await seedRating(context.db, {
          rideId,
          raterRole: 'driver',
          raterId: ids[ride.driver],
          rateeId: ids[ride.rider],
          stars: ride.driverGave,
        });
      }
      give(ride.driver, ride.riderGave);
      give(ride.rider, ride.driverGave);
    }
    const everyone: Array<[string, SeedPerson]> = [
      ...(Object.entries(PEOPLE) as Array<[Key, SeedPerson]>).map(
        ([key, person]) => [ids[key], person] as [string, SeedPerson],
      ),
      [
        admin.account.id,
        {
          name: admin.account.name,
          email: admin.account.email,
          phone: admin.account.phone,
          role: 'admin',
          createdAt: new Date(admin.account.createdAt),
        },
      ],
    ];
    for (const [id, person] of everyone) {
      const received = stars.get(id) ?? [];
      people.push({
        id,
        name: person.name,
        email: person.email,
        phone: person.phone,
        role: person.role,
        status: person.status ?? 'active',
        createdAt: person.createdAt,
        rideCount: RIDES.filter(
          (ride) => ride.status === 'completed' && (ids[ride.rider] === id || ids[ride.driver] === id),
        ).length,
        rating:
          received.length === 0
            ? null
            : Math.round((received.reduce((sum, value) => sum + value, 0) * 100) / received.length) / 100,
        approval: person.driver?.approvalStatus ?? null,
        online: person.driver?.online ?? false,
      });
    }
  });
  afterAll(async () => {
    await context.app.close();
  });

  async function list(path: string): Promise<{ rows: AdminUser[]; total: number; totalPages: number }> {
    const response = await admin.browser.get(path);
    expect(response.statusCode, response.body).toBe(200);
    const body = adminUserListResponseSchema.parse(response.json());
    return { rows: body.data, total: body.page.total, totalPages: body.page.totalPages };
  }

  function sortValue(person: Expected, sort: AdminUserSort): string | number | null {
    switch (sort) {
      case 'name':
        return person.name.toLowerCase();
      case 'email':
        return person.email;
      case 'createdAt':
        return person.createdAt.getTime();
      case 'rating':
        return person.rating;
      case 'rides':
        return person.rideCount;
    }
  }

  /** The expected order: by the column (nulls last either way), ties by id. */
  function sorted(rows: Expected[], sort: AdminUserSort, order: 'asc' | 'desc'): string[] {
    return [...rows]
      .sort((a, b) => {
        const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
        if (x !== y) {
          if (x === null) return 1;
          if (y === null) return -1;
          return (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
        }
        return a.id < b.id ? -1 : 1;
      })
      .map((person) => person.id);
  }

  const scopes = [
    ['/api/admin/users', () => true],
    ['/api/admin/riders', (person: Expected) => person.role === 'rider'],
    ['/api/admin/drivers', (person: Expected) => person.role === 'driver'],
  ] as const;

  it('lists newest accounts first by default, with figures from rides and ratings', async () => {
    const { rows, total } = await list('/api/admin/users');
    expect(total).toBe(people.length);
    expect(rows.map((row) => row.id)).toEqual(sorted(people, 'createdAt', 'desc'));
    const carla = rows.find((row) => row.id === ids.carla);
    expect(carla).toEqual({
      id: ids.carla,
      name: 'Carla Cruz',
      email: 'carla@example.com',
      phone: '555-010-1003',
      role: 'driver',
      status: 'active',
      statusReason: null,
      createdAt: day(3).toISOString(),
      rideCount: 3,
      rating: 4.33,
      ratingCount: 3,
      driver: {
        vehicleModel: 'Toyota Prius',
        vehiclePlate: 'CC-3',
        approvalStatus: 'approved',
        approvalReason: null,
        online: true,
        cityId: DEMO_CITY.id,
      },
    });
    expect(rows.find((row) => row.id === ids.bob)).toMatchObject({
      status: 'blocked',
      statusReason: 'Abusive language',
      rideCount: 0,
      rating: null,
      ratingCount: 0,
      driver: null,
    });
    expect(rows.find((row) => row.id === ids.erin)?.driver).toMatchObject({
      approvalStatus: 'rejected',
      approvalReason: 'Plate does not match',
      online: false,
    });
  });

  it.each(scopes)('sorts %s by every column, both ways', async (path, inScope) => {
    for (const sort of ADMIN_USER_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const { rows } = await list(`${path}?sort=${sort}&order=${order}&pageSize=100`);
        expect(
          rows.map((row) => row.id),
          `${sort} ${order}`,
        ).toEqual(sorted(people.filter(inScope), sort, order));
      }
    }
  });

  it('filters by status, role, approval and online, alone and together', async () => {
    const cases: Array<[string, (person: Expected) => boolean]> = [
      ['/api/admin/users?status=active', (p) => p.status === 'active'],
      ['/api/admin/users?status=blocked', (p) => p.status === 'blocked'],
      ['/api/admin/users?role=rider', (p) => p.role === 'rider'],
      ['/api/admin/users?role=driver', (p) => p.role === 'driver'],
      ['/api/admin/users?role=admin', (p) => p.role === 'admin'],
      ['/api/admin/riders?status=blocked', (p) => p.role === 'rider' && p.status === 'blocked'],
      ['/api/admin/drivers?approval=pending', (p) => p.approval === 'pending'],
      ['/api/admin/drivers?approval=approved', (p) => p.approval === 'approved'],
      ['/api/admin/drivers?approval=rejected', (p) => p.approval === 'rejected'],
      ['/api/admin/drivers?approval=suspended', (p) => p.approval === 'suspended'],
      ['/api/admin/drivers?online=true', (p) => p.role === 'driver' && p.online],
      ['/api/admin/drivers?online=false', (p) => p.role === 'driver' && !p.online],
      ['/api/admin/users?online=false', (p) => p.role === 'driver' && !p.online],
      ['/api/admin/users?approval=suspended', (p) => p.approval === 'suspended'],
      [
        '/api/admin/drivers?status=blocked&approval=rejected',
        (p) => p.status === 'blocked' && p.approval === 'rejected',
      ],
      [
        '/api/admin/drivers?status=active&online=false',
        (p) => p.role === 'driver' && p.status === 'active' && !p.online,
      ],
    ];
    for (const [path, keep] of cases) {
      const { rows, total } = await list(path);
      const expected = sorted(people.filter(keep), 'createdAt', 'desc');
      expect(
        rows.map((row) => row.id),
        path,
      ).toEqual(expected);
      expect(total, path).toBe(expected.length);
      expect(expected.length, `${path} should match someone`).toBeGreaterThan(0);
    }
  });

  it('searches name, email and phone, case-insensitively, with % and _ taken literally', async () => {
    const matches = (person: Expected, q: string) => {
      const text = q.toLowerCase();
      const digits = q.replace(/\D/g, '');
      const isPhoneLike = /^[\d\s\-()+.]+$/.test(q) && digits.length >= 3;
      return (
        [person.name, person.email, person.phone].some((value) => value.toLowerCase().includes(text)) ||
        (isPhoneLike && person.phone.replace(/\D/g, '').includes(digits))
      );
    };
    const cases: Array<[string, number]> = [
      ['ALICE', 1],
      ['example.org', 1],
      ['010-1003', 1],
      ['5550101007', 1],
      ['555 0101', 6],
      ['100%', 1],
      ['%', 1],
      ['_', 1],
      ['\\', 0],
      ['  gina  ', 1],
      ['nobody-here', 0],
    ];
    for (const [q, count] of cases) {
      const { rows } = await list(`/api/admin/users?q=${encodeURIComponent(q)}`);
      const expected = sorted(
        people.filter((person) => matches(person, q.trim())),
        'createdAt',
        'desc',
      );
      expect(
        rows.map((row) => row.id),
        q,
      ).toEqual(expected);
      expect(expected, q).toHaveLength(count);
    }
    expect((await list('/api/admin/riders?q=carla')).rows).toEqual([]);
    expect((await list('/api/admin/drivers?q=CARLA')).rows.map((row) => row.id)).toEqual([ids.carla]);
  });

  it('pages through a list without overlap: page, pageSize, total and totalPages', async () => {
    const expected = sorted(people, 'name', 'asc');
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await admin.browser.get(
        `/api/admin/users?sort=name&order=asc&pageSize=3&page=${page}`,
      );
      const body = adminUserListResponseSchema.parse(response.json());
      expect(body.page).toEqual({ page, pageSize: 3, total: people.length, totalPages: 3 });
      seen.push(...body.data.map((row) => row.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await list('/api/admin/users?page=9&pageSize=3');
    expect(beyond).toEqual({ rows: [], total: people.length, totalPages: 3 });
  });

  it('names the field of a bad filter in a 400, never a 500', async () => {
    const cases: Array<[string, string, string]> = [
      ['/api/admin/users?page=0', 'page', PAGINATION_MESSAGES.pageInvalid],
      ['/api/admin/users?page=abc', 'page', PAGINATION_MESSAGES.pageInvalid],
      ['/api/admin/users?pageSize=101', 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
      ['/api/admin/riders?sort=password', 'sort', PAGINATION_MESSAGES.sortInvalid],
      ['/api/admin/drivers?order=up', 'order', PAGINATION_MESSAGES.sortInvalid],
      ['/api/admin/users?status=gone', 'status', ADMIN_USER_MESSAGES.statusInvalid],
      ['/api/admin/users?role=boss', 'role', ADMIN_USER_MESSAGES.roleInvalid],
      ['/api/admin/drivers?approval=maybe', 'approval', ADMIN_USER_MESSAGES.approvalInvalid],
      ['/api/admin/drivers?online=yes', 'online', ADMIN_USER_MESSAGES.onlineInvalid],
      [`/api/admin/users?q=${'x'.repeat(101)}`, 'q', ADMIN_USER_MESSAGES.searchTooLong],
      ['/api/admin/users/export.csv?sort=phone', 'sort', PAGINATION_MESSAGES.sortInvalid],
    ];
    for (const [path, field, message] of cases) {
      const response = await admin.browser.get(path);
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response).errors, path).toEqual([{ path: field, message }]);
    }
  });

  it('exports the filtered list as CSV with a dated file name, escaped and guarded against formulas', async () => {
    const tricky = await seedPerson(context.db, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'tricky@example.com',
      phone: '+1 555 010 1009',
      role: 'driver',
      status: 'blocked',
      statusReason: 'Said "hi", then\nleft',
      createdAt: day(9),
      driver: { approvalStatus: 'pending', online: false, vehicleModel: 'Ford, Focus' },
    });
    const realNow = context.clock.now();
    context.clock.set(new Date('2026-03-04T23:30:00Z'));
    const response = await admin.browser.get(
      '/api/admin/users/export.csv?role=driver&sort=createdAt&order=asc',
    );
    // In Tokyo it is already 08:30 on the 5th: the file and its times say so.
    const inTokyo = await admin.browser.get('/api/admin/users/export.csv?role=driver&timeZone=Asia/Tokyo');
    context.clock.set(realNow);
    expect(inTokyo.headers['content-disposition']).toBe(
      'attachment; filename="ridebook-users-2026-03-05.csv"',
    );
    expect(inTokyo.headers['x-time-zone']).toBe('Asia/Tokyo');
    // Carla signed up at 09:00 UTC on 3 January 2025: 18:00 in Tokyo.
    expect(inTokyo.body).toContain(
      ',2025-01-03T18:00:00+09:00,3,4.33,3,Toyota Prius,CC-3,approved,,true,Asia/Tokyo\r\n',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ridebook-users-2026-03-04.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-time-zone']).toBe('UTC');
    const csv = response.body;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'id,name,email,phone,role,status,statusReason,createdAt,rides,rating,ratingCount,vehicleModel,vehiclePlate,approvalStatus,approvalReason,online,timeZone',
    );
    // Times in the operator's zone (UTC in tests), whole seconds without their zero milliseconds.
    const local = (at: Date) => at.toISOString().replace(/\.000Z$/, 'Z');
    expect(lines.at(-1)).toBe('');
    const drivers = sorted(
      people.filter((person) => person.role === 'driver'),
      'createdAt',
      'asc',
    );
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([...drivers, tricky]);
    expect(lines[1]).toBe(
      `${ids.carla},Carla Cruz,carla@example.com,555-010-1003,driver,active,,${local(day(3))},3,4.33,3,Toyota Prius,CC-3,approved,,true,UTC`,
    );
    expect(lines.find((line) => line.startsWith(ids.frank))).toBe(
      `${ids.frank},Frank Ford,frank@example.org,'+1 555 010 1006,driver,active,,${local(day(6))},1,2,1,Toyota Prius,RB-1000,suspended,Complaints,false,UTC`,
    );
    expect(lines.at(-2)).toBe(
      `${tricky},"'=HYPERLINK(""http://evil.example"",""Click"")",tricky@example.com,'+1 555 010 1009,driver,blocked,"Said ""hi"", then\nleft",${local(day(9))},0,,0,"Ford, Focus",RB-1000,pending,,false,UTC`,
    );
  });

  it('shows one user with their 10 most recent rides, newest first; 404 for an unknown id', async () => {
    const rider = await seedPerson(context.db, {
      name: 'Hana Hill',
      email: 'hana@example.com',
      phone: '+1 555 010 1008',
      role: 'rider',
      createdAt: day(8),
    });
    const rideIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      rideIds.push(
        await seedRide(context.db, {
          riderId: rider,
          driverId: index % 2 === 0 ? ids.carla : null,
          status: index % 2 === 0 ? 'completed' : 'cancelled',
          finalFare: 2_000 + index,
          createdAt: new Date(day(20).getTime() + index * 60_000),
          pickupAddress: `Pickup ${index}`,
        }),
      );
    }
    const response = await admin.browser.get(`/api/admin/users/${rider}`);
    expect(response.statusCode).toBe(200);
    const detail = adminUserDetailResponseSchema.parse(response.json()).data;
    expect(detail).toMatchObject({ id: rider, name: 'Hana Hill', role: 'rider', rideCount: 6, driver: null });
    expect(detail.recentRides.map((ride) => ride.id)).toEqual(rideIds.slice(2).reverse());
    expect(detail.recentRides[0]).toEqual({
      id: rideIds[11],
      status: 'cancelled',
      pickupAddress: 'Pickup 11',
      destinationAddress: 'San Francisco City Hall',
      createdAt: new Date(day(20).getTime() + 11 * 60_000).toISOString(),
      fare: 1_250,
      currency: 'USD',
      paymentMethod: 'card',
    });
    expect(detail.recentRides[1]).toMatchObject({ status: 'completed', fare: 2_010 });

    const driverDetail = adminUserDetailResponseSchema.parse(
      (await admin.browser.get(`/api/admin/users/${ids.carla}`)).json(),
    ).data;
    expect(driverDetail.driver).toMatchObject({ approvalStatus: 'approved', online: true });
    expect(driverDetail.recentRides).toHaveLength(10);

    const missing = await admin.browser.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: ADMIN_USER_MESSAGES.userNotFound,
    });
    const malformed = await admin.browser.get('/api/admin/users/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).errors).toEqual([{ path: 'id', message: ADMIN_USER_MESSAGES.userNotFound }]);
  });

  it('is for admins only: 403 for riders and drivers, 401 signed out', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    const paths = [
      '/api/admin/users',
      '/api/admin/riders',
      '/api/admin/drivers',
      '/api/admin/users/export.csv',
      `/api/admin/users/${ids.alice}`,
    ];
    for (const path of paths) {
      expect((await rider.browser.get(path)).statusCode, path).toBe(403);
      expect((await driver.browser.get(path)).statusCode, path).toBe(403);
      expect((await context.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
    }
  });

  it('publishes every admin user route in the OpenAPI document', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/api/admin/users',
      '/api/admin/riders',
      '/api/admin/drivers',
      '/api/admin/users/export.csv',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/block',
      '/api/admin/users/{id}/unblock',
      '/api/admin/drivers/{id}/approve',
      '/api/admin/drivers/{id}/reject',
      '/api/admin/drivers/{id}/suspend',
      '/api/admin/drivers/{id}/reinstate',
      '/api/admin/audit-log',
    ]) {
      expect(Object.keys(document.paths), path).toContain(path);
    }
  });
});
