import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../dates.ts';
import { PAGINATION, PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import {
  RIDE_HISTORY_LIMITS,
  RIDE_HISTORY_MESSAGES,
  RIDE_SORT_COLUMNS,
  adminRideListQuerySchema,
  adminRideListResponseSchema,
  driverRideListResponseSchema,
  rideListQuerySchema,
  rideRouteResponseSchema,
  riderRideListResponseSchema,
  type AdminRideListParams,
  type RideListParams,
} from './history.ts';
import { RIDE_STATUSES } from './ride-status.ts';

const parse = (value: unknown) => rideListQuerySchema.parse(value);
const UUID = '3b241101-e2bb-4255-8caf-4136c566a962';

describe('rideListQuerySchema', () => {
  it('defaults to the first page of 20, newest first, unfiltered', () => {
    expect(parse({})).toEqual({ page: 1, pageSize: 20, sort: 'createdAt', order: 'desc' });
  });

  it('reads every filter from query-string text', () => {
    expect(
      parse({
        page: '3',
        pageSize: '50',
        sort: 'fare',
        order: 'asc',
        from: '2026-03-01',
        to: '2026-03-31',
        minFare: '500',
        maxFare: '2500',
        status: 'completed',
        q: '  Ferry  ',
      }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'fare',
      order: 'asc',
      createdFrom: { kind: 'day', at: new Date('2026-03-01T00:00:00.000Z') },
      createdTo: { kind: 'day', at: new Date('2026-03-31T00:00:00.000Z') },
      minFare: 500,
      maxFare: 2500,
      status: ['completed'],
      q: 'Ferry',
    });
  });

  it('treats blank values as absent (an empty form field)', () => {
    expect(parse({ from: '', to: ' ', minFare: '', maxFare: ' ', status: '', q: '   ' })).toEqual(parse({}));
  });

  describe('page, pageSize, sort and order (the shared contract)', () => {
    it.each([
      [{ page: '0' }, 'page', PAGINATION_MESSAGES.pageInvalid],
      [{ page: '1.5' }, 'page', PAGINATION_MESSAGES.pageInvalid],
      [{ pageSize: '0' }, 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
      [{ pageSize: String(PAGINATION.maxPageSize + 1) }, 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
      [{ sort: 'name' }, 'sort', PAGINATION_MESSAGES.sortInvalid],
      [{ order: 'up' }, 'order', PAGINATION_MESSAGES.sortInvalid],
    ])('refuses %j', (query, path, message) => {
      expect(fieldErrors(rideListQuerySchema, query)).toEqual({ [path]: message });
    });

    it('accepts a page size of 1 and of 100, and every sortable column', () => {
      expect(parse({ pageSize: '1' }).pageSize).toBe(1);
      expect(parse({ pageSize: String(PAGINATION.maxPageSize) }).pageSize).toBe(PAGINATION.maxPageSize);
      expect(RIDE_SORT_COLUMNS).toEqual(['createdAt', 'fare', 'status', 'distance']);
      for (const sort of RIDE_SORT_COLUMNS) expect(parse({ sort }).sort).toBe(sort);
    });
  });

  describe('from and to', () => {
    it('keeps a date a whole day (the API cuts it in its time zone): to includes all of its day', () => {
      expect(parse({ from: '2026-02-28', to: '2026-02-28' })).toMatchObject({
        createdFrom: { kind: 'day', at: new Date('2026-02-28T00:00:00.000Z') },
        createdTo: { kind: 'day', at: new Date('2026-02-28T00:00:00.000Z') },
      });
    });

    it('takes an instant for a date-time with its offset: to includes that instant', () => {
      expect(parse({ from: '2026-03-01T10:00:00+02:00', to: '2026-03-01T08:00:00.000Z' })).toMatchObject({
        createdFrom: { kind: 'instant', at: new Date('2026-03-01T08:00:00.000Z') },
        createdTo: { kind: 'instant', at: new Date('2026-03-01T08:00:00.000Z') },
      });
      expect(parse({ from: '2026-03-01T08:00Z' }).createdFrom?.at).toEqual(new Date('2026-03-01T08:00:00Z'));
    });

    it.each([
      'yesterday',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-3-1',
      '2026-03-01T08:00:00',
      '2026-03-01T24:30:00Z',
      '2026-03-01 08:00:00Z',
      '1772352000000',
    ])('refuses %j with the date message', (from) => {
      expect(fieldErrors(rideListQuerySchema, { from })).toEqual({ from: PAGINATION_MESSAGES.dateInvalid });
      expect(fieldErrors(rideListQuerySchema, { to: from })).toEqual({ to: PAGINATION_MESSAGES.dateInvalid });
    });

    it.each(['9999-12-31', '1999-12-31', '2101-01-01T00:00:00Z'])('refuses %s as out of range', (date) => {
      expect(fieldErrors(rideListQuerySchema, { from: date })).toEqual({
        from: DATE_MESSAGES.dateOutOfRange,
      });
      expect(fieldErrors(adminRideListQuerySchema, { to: date })).toEqual({
        to: DATE_MESSAGES.dateOutOfRange,
      });
    });

    it('never reads a refused date in the range check', () => {
      expect(fieldErrors(rideListQuerySchema, { from: '9999-12-01', to: '2026-01-01' })).toEqual({
        from: DATE_MESSAGES.dateOutOfRange,
      });
    });

    it('accepts 29 February in a leap year', () => {
      expect(parse({ from: '2028-02-29' }).createdFrom?.at).toEqual(new Date('2028-02-29T00:00:00Z'));
    });

    it('refuses a start after the end, on from', () => {
      expect(fieldErrors(rideListQuerySchema, { from: '2026-03-02', to: '2026-03-01' })).toEqual({
        from: PAGINATION_MESSAGES.dateRangeInvalid,
      });
      expect(
        fieldErrors(rideListQuerySchema, { from: '2026-03-01T08:00:00.001Z', to: '2026-03-01T08:00:00Z' }),
      ).toEqual({ from: PAGINATION_MESSAGES.dateRangeInvalid });
      // A day reaches to its last instant, so a time on the same day is still inside it.
      expect(
        fieldErrors(rideListQuerySchema, { from: '2026-03-01T23:59:59.999Z', to: '2026-03-01' }),
      ).toEqual({});
      expect(fieldErrors(rideListQuerySchema, { from: '2026-03-02T00:00:00Z', to: '2026-03-01' })).toEqual({
        from: PAGINATION_MESSAGES.dateRangeInvalid,
      });
    });
  });

  describe('minFare and maxFare (cents)', () => {
    it('accepts 0 and the largest amount, inclusive', () => {
      expect(parse({ minFare: '0', maxFare: String(RIDE_HISTORY_LIMITS.fareMax) })).toMatchObject({
        minFare: 0,
        maxFare: RIDE_HISTORY_LIMITS.fareMax,
      });
      expect(parse({ minFare: '700', maxFare: '700' })).toMatchObject({ minFare: 700, maxFare: 700 });
    });

    it.each(['-1', '1.5', 'ten', '12abc', 'Infinity'])('refuses %j', (amount) => {
      expect(fieldErrors(rideListQuerySchema, { minFare: amount })).toEqual({
        minFare: PAGINATION_MESSAGES.amountInvalid,
      });
      expect(fieldErrors(rideListQuerySchema, { maxFare: amount })).toEqual({
        maxFare: PAGINATION_MESSAGES.amountInvalid,
      });
    });

    it('refuses an amount beyond any fare', () => {
      expect(fieldErrors(rideListQuerySchema, { maxFare: String(RIDE_HISTORY_LIMITS.fareMax + 1) })).toEqual({
        maxFare: RIDE_HISTORY_MESSAGES.amountTooLarge,
      });
    });

    it('refuses a minimum above the maximum, on minFare', () => {
      expect(fieldErrors(rideListQuerySchema, { minFare: '701', maxFare: '700' })).toEqual({
        minFare: PAGINATION_MESSAGES.amountRangeInvalid,
      });
    });
  });

  describe('status', () => {
    it('takes one status, a comma-separated list, or a repeated key; each counts once', () => {
      expect(parse({ status: 'cancelled' }).status).toEqual(['cancelled']);
      expect(parse({ status: 'completed, cancelled' }).status).toEqual(['completed', 'cancelled']);
      expect(parse({ status: ['completed', 'scheduled,completed'] }).status).toEqual([
        'completed',
        'scheduled',
      ]);
      expect(parse({ status: [...RIDE_STATUSES] }).status).toEqual([...RIDE_STATUSES]);
    });

    it.each(['done', 'Completed', 'completed,done', ['completed', 'done']])('refuses %j', (status) => {
      expect(messagesFor(rideListQuerySchema, { status }, 'status')).toEqual([
        RIDE_HISTORY_MESSAGES.statusInvalid,
      ]);
    });
  });

  describe('q', () => {
    it('is trimmed and kept as typed, wildcards included', () => {
      expect(parse({ q: ' 50%_off ' }).q).toBe('50%_off');
    });

    it(`holds at most ${RIDE_HISTORY_LIMITS.searchMax} characters`, () => {
      expect(parse({ q: 'x'.repeat(RIDE_HISTORY_LIMITS.searchMax) }).q).toHaveLength(100);
      expect(fieldErrors(rideListQuerySchema, { q: 'x'.repeat(RIDE_HISTORY_LIMITS.searchMax + 1) })).toEqual({
        q: RIDE_HISTORY_MESSAGES.searchTooLong,
      });
    });
  });

  it('ignores the admin-only filters', () => {
    expect(parse({ riderId: UUID, driverId: UUID })).toEqual(parse({}));
  });

  it('reports every bad field at once', () => {
    expect(fieldErrors(rideListQuerySchema, { from: 'x', minFare: '-5', status: 'nope', page: '0' })).toEqual(
      {
        page: PAGINATION_MESSAGES.pageInvalid,
        from: PAGINATION_MESSAGES.dateInvalid,
        minFare: PAGINATION_MESSAGES.amountInvalid,
        status: RIDE_HISTORY_MESSAGES.statusInvalid,
      },
    );
  });

  it('accepts what a client sends (RideListParams)', () => {
    const params = {
      page: 2,
      pageSize: 10,
      sort: 'distance',
      order: 'asc',
      from: '2026-03-01',
      to: '2026-03-01T12:00:00.000Z',
      minFare: 0,
      maxFare: 1000,
      status: ['completed'],
      q: 'Union',
    } satisfies RideListParams;
    expect(fieldErrors(rideListQuerySchema, params)).toEqual({});
  });
});

describe('adminRideListQuerySchema', () => {
  it('adds one rider and one driver, by id', () => {
    expect(adminRideListQuerySchema.parse({ riderId: UUID, driverId: UUID, status: 'completed' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'createdAt',
      order: 'desc',
      status: ['completed'],
      riderId: UUID,
      driverId: UUID,
    });
    expect(adminRideListQuerySchema.parse({ riderId: '', driverId: '' })).toEqual(parse({}));
  });

  it.each(['rider-1', `${UUID}0`, '42'])('refuses the id %j on its field', (id) => {
    expect(fieldErrors(adminRideListQuerySchema, { riderId: id, driverId: id })).toEqual({
      riderId: RIDE_HISTORY_MESSAGES.riderInvalid,
      driverId: RIDE_HISTORY_MESSAGES.driverInvalid,
    });
  });

  it('checks the ranges as the rider list does', () => {
    expect(
      fieldErrors(adminRideListQuerySchema, { from: '2026-03-02', to: '2026-03-01', minFare: 9, maxFare: 1 }),
    ).toEqual({
      from: PAGINATION_MESSAGES.dateRangeInvalid,
      minFare: PAGINATION_MESSAGES.amountRangeInvalid,
    });
  });

  it('accepts what a client sends (AdminRideListParams)', () => {
    const params = { riderId: UUID, q: 'ada@example.com' } satisfies AdminRideListParams;
    expect(fieldErrors(adminRideListQuerySchema, params)).toEqual({});
  });
});

describe('ride list answers', () => {
  const row = {
    id: 'ride-1',
    status: 'completed',
    pickupAddress: 'Ferry Building',
    destinationAddress: 'City Hall',
    createdAt: '2026-03-01T08:00:00.000Z',
    scheduledAt: null,
    completedAt: '2026-03-01T08:30:00.000Z',
    cancelledAt: null,
    distanceMeters: 3500,
    durationSeconds: 600,
    fare: { amount: 1450, currency: 'USD', isFinal: true },
    paymentMethod: 'card',
  };
  const page = { page: 1, pageSize: 20, total: 1, totalPages: 1 };
  const totals = { rides: 1, completed: 1, completedFares: [{ currency: 'USD', amount: 1450 }] };

  it('carry the other party, the page and the totals', () => {
    expect(
      riderRideListResponseSchema.parse({ data: [{ ...row, driverName: null }], page, totals }).data,
    ).toHaveLength(1);
    expect(
      driverRideListResponseSchema.parse({ data: [{ ...row, riderName: 'Ada' }], page, totals }).totals,
    ).toEqual(totals);
    const party = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
    expect(
      adminRideListResponseSchema.parse({ data: [{ ...row, rider: party, driver: null }], page, totals })
        .data[0]?.rider,
    ).toEqual(party);
  });

  it('refuse a rider row without the driver field and a list without totals', () => {
    expect(riderRideListResponseSchema.safeParse({ data: [row], page, totals }).success).toBe(false);
    expect(
      riderRideListResponseSchema.safeParse({ data: [{ ...row, driverName: null }], page }).success,
    ).toBe(false);
  });

  it('give a route as planned and driven paths', () => {
    const route = {
      rideId: 'ride-1',
      planned: [
        [37.79, -122.39],
        [37.78, -122.41],
      ],
      driven: [],
      distanceMeters: 3500,
      drivenDistanceMeters: null,
    };
    expect(rideRouteResponseSchema.parse({ data: route }).data).toEqual(route);
  });
});
