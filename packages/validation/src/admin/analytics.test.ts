import { DATE_MESSAGES } from '../dates.ts';
import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors } from '../test/field-errors.ts';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  analyticsHeatmapQuerySchema,
  analyticsHeatmapResponseSchema,
  analyticsOverviewResponseSchema,
  analyticsRangeQuerySchema,
  analyticsTimeseriesQuerySchema,
  analyticsTimeseriesResponseSchema,
  analyticsToday,
  driverActivityQuerySchema,
  driverActivityResponseSchema,
  resolveAnalyticsRange,
} from './analytics.ts';

describe('analyticsRangeQuerySchema', () => {
  it("needs nothing: no dates and no time zone (the API fills in the operator's)", () => {
    expect(analyticsRangeQuerySchema.parse({})).toEqual({});
    expect(analyticsRangeQuerySchema.parse({ from: '', to: ' ', timeZone: '' })).toEqual({});
  });

  it('takes calendar dates only, trimmed', () => {
    expect(analyticsRangeQuerySchema.parse({ from: ' 2024-02-29 ', to: '2024-03-31' })).toEqual({
      from: '2024-02-29',
      to: '2024-03-31',
    });
    for (const bad of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-3-1',
      '2026-03-01T00:00:00Z',
      'today',
    ]) {
      expect(fieldErrors(analyticsRangeQuerySchema, { from: bad })).toEqual({
        from: ANALYTICS_MESSAGES.dateInvalid,
      });
      expect(fieldErrors(analyticsRangeQuerySchema, { to: bad })).toEqual({
        to: ANALYTICS_MESSAGES.dateInvalid,
      });
    }
    expect(ANALYTICS_MESSAGES.dateInvalid).toBe(PAGINATION_MESSAGES.dateInvalid);
  });

  it('refuses days outside 2000 to 2100', () => {
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '9999-12-01', to: '9999-12-31' })).toEqual({
      from: DATE_MESSAGES.dateOutOfRange,
      to: DATE_MESSAGES.dateOutOfRange,
    });
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '1999-12-31' })).toEqual({
      from: DATE_MESSAGES.dateOutOfRange,
    });
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '2098-01-01', to: '2100-12-31' })).toEqual({});
  });

  it('allows a single day but not a start after the end, reported on from', () => {
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '2026-03-05', to: '2026-03-05' })).toEqual({});
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '2026-03-06', to: '2026-03-05' })).toEqual({
      from: 'The start date must be before the end date',
    });
  });

  it(`allows at most ${ANALYTICS_LIMITS.maxRangeDays} days`, () => {
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '2024-01-01', to: '2026-12-31' })).toEqual({});
    expect(fieldErrors(analyticsRangeQuerySchema, { from: '2023-12-31', to: '2026-12-31' })).toEqual({
      from: ANALYTICS_MESSAGES.rangeTooLong,
    });
  });

  it('takes IANA time zone names and sends on their canonical spelling', () => {
    expect(analyticsRangeQuerySchema.parse({ timeZone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
    expect(analyticsRangeQuerySchema.parse({ timeZone: 'utc' }).timeZone).toBe('UTC');
    expect(analyticsRangeQuerySchema.parse({ timeZone: 'america/los_angeles' }).timeZone).toBe(
      'America/Los_Angeles',
    );
    expect(analyticsRangeQuerySchema.parse({ timeZone: 'Etc/GMT+5' }).timeZone).toBe('Etc/GMT+5');
  });

  it('refuses what is not a time zone name, offsets included', () => {
    for (const bad of ['Mars/Olympus', '+05:00', '-08:00', 'UTC+3', 'Local', 'Europe/Paris;drop', 42]) {
      expect(fieldErrors(analyticsRangeQuerySchema, { timeZone: bad })).toEqual({
        timeZone: ANALYTICS_MESSAGES.timeZoneInvalid,
      });
    }
  });
});

describe('the city of a report', () => {
  const london = '5f000000-0000-4000-8000-000000000002';

  it('takes one city id in every report, blank meaning every city', () => {
    for (const schema of [
      analyticsRangeQuerySchema,
      analyticsTimeseriesQuerySchema,
      analyticsHeatmapQuerySchema,
      driverActivityQuerySchema,
    ]) {
      expect(schema.parse({ cityId: london }).cityId).toBe(london);
      expect(schema.parse({ cityId: ' ' }).cityId).toBeUndefined();
    }
  });

  it('refuses what is not a city id', () => {
    expect(fieldErrors(analyticsRangeQuerySchema, { cityId: 'london' })).toEqual({
      cityId: ANALYTICS_MESSAGES.cityInvalid,
    });
  });
});

describe('analyticsTimeseriesQuerySchema', () => {
  it('groups by day unless told week or month', () => {
    expect(analyticsTimeseriesQuerySchema.parse({}).groupBy).toBe('day');
    expect(analyticsTimeseriesQuerySchema.parse({ groupBy: '' }).groupBy).toBe('day');
    expect(analyticsTimeseriesQuerySchema.parse({ groupBy: 'week' }).groupBy).toBe('week');
    expect(analyticsTimeseriesQuerySchema.parse({ groupBy: 'month' }).groupBy).toBe('month');
    for (const bad of ['year', 'Day', 'hour']) {
      expect(fieldErrors(analyticsTimeseriesQuerySchema, { groupBy: bad })).toEqual({
        groupBy: ANALYTICS_MESSAGES.groupByInvalid,
      });
    }
  });

  it('checks the range like the overview', () => {
    expect(
      fieldErrors(analyticsTimeseriesQuerySchema, {
        from: '2026-03-02',
        to: '2026-03-01',
        timeZone: 'Nowhere',
      }),
    ).toEqual({ timeZone: ANALYTICS_MESSAGES.timeZoneInvalid, from: ANALYTICS_MESSAGES.dateRangeInvalid });
  });
});

describe('analyticsHeatmapQuerySchema', () => {
  it('takes resolution 7, 8 or 9 (8 when absent), as query text', () => {
    expect(analyticsHeatmapQuerySchema.parse({}).resolution).toBe(8);
    expect(analyticsHeatmapQuerySchema.parse({ resolution: '' }).resolution).toBe(8);
    expect(analyticsHeatmapQuerySchema.parse({ resolution: '7' }).resolution).toBe(7);
    expect(analyticsHeatmapQuerySchema.parse({ resolution: 9 }).resolution).toBe(9);
    for (const bad of ['6', '10', '8.5', 'eight', '-8']) {
      expect(fieldErrors(analyticsHeatmapQuerySchema, { resolution: bad })).toEqual({
        resolution: ANALYTICS_MESSAGES.resolutionInvalid,
      });
    }
  });
});

describe('days', () => {
  it('takes a whole number of days from 1 to the longest range, blank meaning absent', () => {
    expect(analyticsRangeQuerySchema.parse({ days: '7' })).toEqual({ days: 7 });
    expect(analyticsRangeQuerySchema.parse({ days: '' })).toEqual({});
    for (const bad of ['0', '-1', '1.5', 'week', String(ANALYTICS_LIMITS.maxRangeDays + 1)]) {
      expect(fieldErrors(analyticsRangeQuerySchema, { days: bad })).toEqual({
        days: ANALYTICS_MESSAGES.daysInvalid,
      });
    }
  });
});

describe('driverActivityQuerySchema', () => {
  it('pages and sorts by completed rides, most first, by default', () => {
    expect(driverActivityQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'completedRides',
      order: 'desc',
    });
    expect(
      driverActivityQuerySchema.parse({ sort: 'onlineSeconds', order: 'asc', page: '2', pageSize: '100' }),
    ).toMatchObject({ sort: 'onlineSeconds', order: 'asc', page: 2, pageSize: 100 });
  });

  it('refuses unknown sorts and pages out of bounds with the list messages', () => {
    expect(fieldErrors(driverActivityQuerySchema, { sort: 'name', page: '0', pageSize: '101' })).toEqual({
      sort: PAGINATION_MESSAGES.sortInvalid,
      page: PAGINATION_MESSAGES.pageInvalid,
      pageSize: PAGINATION_MESSAGES.pageSizeInvalid,
    });
  });
});

describe('resolveAnalyticsRange', () => {
  // 03:00 UTC on 10 March is still 9 March in Los Angeles.
  const now = new Date('2026-03-10T03:00:00Z');

  it('defaults to the 30 days ending today in the time zone', () => {
    expect(resolveAnalyticsRange({}, 'UTC', now)).toEqual({
      range: { from: '2026-02-09', to: '2026-03-10', timeZone: 'UTC', cityId: null },
      issue: null,
    });
    expect(resolveAnalyticsRange({}, 'America/Los_Angeles', now)).toEqual({
      range: { from: '2026-02-08', to: '2026-03-09', timeZone: 'America/Los_Angeles', cityId: null },
      issue: null,
    });
  });

  it('counts back `days` days from the end when there is no start', () => {
    expect(resolveAnalyticsRange({ days: 7 }, 'America/Los_Angeles', now).range).toEqual({
      from: '2026-03-03',
      to: '2026-03-09',
      timeZone: 'America/Los_Angeles',
      cityId: null,
    });
    expect(resolveAnalyticsRange({ days: 1 }, 'UTC', now).range).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(resolveAnalyticsRange({ from: '2026-03-01', days: 7 }, 'UTC', now).range.from).toBe('2026-03-01');
  });

  it('fills the missing end only', () => {
    expect(resolveAnalyticsRange({ to: '2026-01-31' }, 'UTC', now).range).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
      timeZone: 'UTC',
      cityId: null,
    });
    expect(resolveAnalyticsRange({ from: '2026-03-01' }, 'UTC', now).range).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      timeZone: 'UTC',
      cityId: null,
    });
    // A city's range says which city it is.
    const london = '5f000000-0000-4000-8000-000000000002';
    expect(resolveAnalyticsRange({ days: 1, cityId: london }, 'Europe/London', now).range).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      timeZone: 'Europe/London',
      cityId: london,
    });
  });

  it('reports a start after the filled-in end, or a range too long', () => {
    expect(resolveAnalyticsRange({ from: '2026-03-11' }, 'UTC', now).issue).toBe(
      ANALYTICS_MESSAGES.dateRangeInvalid,
    );
    expect(resolveAnalyticsRange({ from: '2026-03-10' }, 'UTC', now).issue).toBeNull();
    expect(resolveAnalyticsRange({ from: '2023-03-10' }, 'UTC', now).issue).toBe(
      ANALYTICS_MESSAGES.rangeTooLong,
    );
  });

  it('knows today in any time zone', () => {
    expect(analyticsToday(now, 'UTC')).toBe('2026-03-10');
    expect(analyticsToday(now, 'America/Los_Angeles')).toBe('2026-03-09');
    expect(analyticsToday(new Date('2026-03-09T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });
});

describe('answers', () => {
  const range = { from: '2026-03-01', to: '2026-03-31', timeZone: 'UTC', cityId: null };

  it('describes the overview, with null rates and averages when nothing ended', () => {
    const overview = {
      range,
      asOf: '2026-03-31T12:00:00.000Z',
      users: { total: 3, riders: 1, drivers: 1, admins: 1 },
      drivers: { onlineNow: 0, pendingApproval: 0, activeInRange: 0 },
      rides: {
        today: 0,
        inRange: 0,
        completed: 0,
        cancelled: 0,
        noDriverFound: 0,
        completionRate: null,
        cancellationRate: null,
        averageWaitSeconds: null,
        averageTripSeconds: null,
      },
      revenue: [
        { currency: 'USD', today: 0, thisMonth: -150, inRange: 0, grossBookingsInRange: 0 },
        { currency: 'GBP', today: 0, thisMonth: 0, inRange: 0, grossBookingsInRange: 0 },
      ],
    };
    expect(analyticsOverviewResponseSchema.parse({ data: overview }).data).toEqual(overview);
    const badRate = { ...overview, rides: { ...overview.rides, completionRate: 1.5 } };
    expect(analyticsOverviewResponseSchema.safeParse({ data: badRate }).success).toBe(false);
  });

  it('describes buckets, heatmap cells and driver rows', () => {
    const bucket = {
      start: '2026-03-02',
      requested: 1,
      completed: 1,
      cancelled: 0,
      revenue: { USD: 300, GBP: 0 },
      grossFares: { USD: 1500, GBP: 0 },
    };
    expect(
      analyticsTimeseriesResponseSchema.parse({
        data: { range, groupBy: 'week', currencies: ['USD', 'GBP'], buckets: [bucket] },
      }).data.buckets,
    ).toEqual([bucket]);
    const heatmap = {
      range,
      resolution: 8,
      rides: 2,
      isCapped: false,
      cells: [{ cell: '88283082a7fffff', count: 2, lat: 37.79, lng: -122.39 }],
    };
    expect(analyticsHeatmapResponseSchema.parse({ data: heatmap }).data).toEqual(heatmap);
    const emptyCell = { ...heatmap, cells: [{ ...heatmap.cells[0], count: 0 }] };
    expect(analyticsHeatmapResponseSchema.safeParse({ data: emptyCell }).success).toBe(false);
    const row = {
      driverId: 'driver-1',
      name: 'Dee Driver',
      email: 'dee@example.com',
      completedRides: 2,
      currency: 'GBP',
      earnings: 2400,
      otherEarnings: [{ currency: 'USD', amount: 1250 }],
      rating: 4.5,
      ratingCount: 2,
      onlineSeconds: 7200,
    };
    const page = {
      data: [row],
      page: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
      range,
    };
    expect(driverActivityResponseSchema.parse(page)).toEqual(page);
  });
});
