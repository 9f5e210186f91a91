import { DATE_MESSAGES } from '../dates.ts';
import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors } from '../test/field-errors.ts';
import {
  driverEarningsResponseSchema,
  earningRidesQuerySchema,
  earningRidesResponseSchema,
  earningsQuerySchema,
} from './earnings.ts';
import { MONEY_MESSAGES } from './money-messages.ts';

describe('earningsQuerySchema', () => {
  it('groups by day unless told otherwise, with both bounds optional', () => {
    expect(earningsQuerySchema.parse({})).toEqual({ groupBy: 'day' });
    expect(earningsQuerySchema.parse({ from: '2025-06-01', to: '2025-06-30', groupBy: 'week' })).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      groupBy: 'week',
    });
  });

  it.each(['day', 'week', 'month'])('accepts groupBy=%s', (groupBy) => {
    expect(fieldErrors(earningsQuerySchema, { groupBy })).toEqual({});
  });

  it.each(['year', '', 'Day'])('refuses groupBy=%j', (groupBy) => {
    expect(fieldErrors(earningsQuerySchema, { groupBy })).toEqual({ groupBy: MONEY_MESSAGES.groupByInvalid });
  });

  it('names from when the range runs backwards, and each invalid date', () => {
    expect(fieldErrors(earningsQuerySchema, { from: '2025-06-08', to: '2025-06-01' })).toEqual({
      from: PAGINATION_MESSAGES.dateRangeInvalid,
    });
    expect(fieldErrors(earningsQuerySchema, { from: 'last week', to: '2025-13-01' })).toEqual({
      from: PAGINATION_MESSAGES.dateInvalid,
      to: PAGINATION_MESSAGES.dateInvalid,
    });
  });

  it('refuses dates outside 2000 to 2100, and never reads them in the range check', () => {
    expect(fieldErrors(earningsQuerySchema, { from: '9999-12-01', to: '9999-12-31' })).toEqual({
      from: DATE_MESSAGES.dateOutOfRange,
      to: DATE_MESSAGES.dateOutOfRange,
    });
    expect(fieldErrors(earningsQuerySchema, { from: '0001-01-01', to: '2026-01-01' })).toEqual({
      from: DATE_MESSAGES.dateOutOfRange,
    });
  });
});

describe('earningRidesQuerySchema', () => {
  it('pages with the shared defaults and coerces the query string', () => {
    expect(earningRidesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(earningRidesQuerySchema.parse({ page: '2', pageSize: '5', from: '2025-06-01' })).toEqual({
      page: 2,
      pageSize: 5,
      from: '2025-06-01',
    });
  });

  it('refuses bad pages and a backwards range', () => {
    expect(fieldErrors(earningRidesQuerySchema, { page: '0', pageSize: '101' })).toEqual({
      page: PAGINATION_MESSAGES.pageInvalid,
      pageSize: PAGINATION_MESSAGES.pageSizeInvalid,
    });
    expect(fieldErrors(earningRidesQuerySchema, { from: '2025-06-02', to: '2025-06-01' })).toEqual({
      from: PAGINATION_MESSAGES.dateRangeInvalid,
    });
  });
});

describe('earnings answers', () => {
  const earnings = {
    currency: 'USD',
    from: '2025-06-01T00:00:00.000Z',
    to: '2025-06-08T00:00:00.000Z',
    timeZone: 'UTC',
    groupBy: 'day',
    totals: {
      earnings: 2_160,
      fares: 1_560,
      tips: 300,
      cancellationFees: 400,
      refunds: -100,
      commission: 640,
      cashCollected: 2_100,
      cashCommissionOwed: 540,
      net: 1_720,
    },
    series: [
      {
        start: '2025-06-01',
        earnings: 2_160,
        fares: 1_560,
        tips: 300,
        cancellationFees: 400,
        refunds: -100,
        rides: 1,
      },
    ],
  };

  it('reads earnings with totals and buckets', () => {
    expect(driverEarningsResponseSchema.parse({ data: earnings })).toEqual({ data: earnings });
  });

  it('refuses fractional cents and a bucket that is not a date', () => {
    const fractional = { ...earnings, totals: { ...earnings.totals, tips: 1.5 } };
    expect(driverEarningsResponseSchema.safeParse({ data: fractional }).success).toBe(false);
    const series = [
      {
        start: '2025-06-01T00:00:00Z',
        earnings: 0,
        fares: 0,
        tips: 0,
        cancellationFees: 0,
        refunds: 0,
        rides: 0,
      },
    ];
    expect(driverEarningsResponseSchema.safeParse({ data: { ...earnings, series } }).success).toBe(false);
  });

  it('reads a page of ride rows', () => {
    const page = {
      data: [
        {
          rideId: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
          completedAt: '2025-06-01T10:34:30.000Z',
          pickupAddress: 'Ferry Building',
          destinationAddress: 'City Hall',
          paymentMethod: 'cash',
          currency: 'USD',
          fare: 2_100,
          driverShare: 1_560,
          commission: 540,
          tip: 0,
          refunds: 0,
          earnings: 1_560,
          net: -540,
        },
      ],
      page: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
    };
    expect(earningRidesResponseSchema.parse(page)).toEqual(page);
    expect(
      earningRidesResponseSchema.safeParse({ ...page, data: [{ ...page.data[0], paymentMethod: 'cheque' }] })
        .success,
    ).toBe(false);
  });
});
