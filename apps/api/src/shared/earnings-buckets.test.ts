import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, startOfUtcDay } from './earnings-buckets.ts';

const at = (iso: string) => new Date(iso);

describe('bucketStart', () => {
  it('starts days at UTC midnight, weeks on Monday, months on the 1st', () => {
    // 2025-06-05 is a Thursday.
    const thursday = at('2025-06-05T23:59:59.999Z');
    expect(bucketStart(thursday, 'day').toISOString()).toBe('2025-06-05T00:00:00.000Z');
    expect(bucketStart(thursday, 'week').toISOString()).toBe('2025-06-02T00:00:00.000Z');
    expect(bucketStart(thursday, 'month').toISOString()).toBe('2025-06-01T00:00:00.000Z');
  });

  it('puts a Sunday in the week that began the Monday before, across a month end', () => {
    expect(bucketStart(at('2025-06-01T12:00:00Z'), 'week').toISOString()).toBe('2025-05-26T00:00:00.000Z');
    expect(bucketStart(at('2025-06-02T00:00:00Z'), 'week').toISOString()).toBe('2025-06-02T00:00:00.000Z');
  });

  it('gives today’s start for the dashboards', () => {
    expect(startOfUtcDay(at('2025-06-05T08:30:00Z')).toISOString()).toBe('2025-06-05T00:00:00.000Z');
  });
});

describe('bucketStarts', () => {
  it('lists every day of the range, the partial first and last days included', () => {
    expect(bucketStarts(at('2025-06-01T10:00:00Z'), at('2025-06-03T09:00:00Z'), 'day')).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
    ]);
  });

  it('stops before an end at midnight (the end is excluded)', () => {
    expect(bucketStarts(at('2025-06-01T00:00:00Z'), at('2025-06-03T00:00:00Z'), 'day')).toEqual([
      '2025-06-01',
      '2025-06-02',
    ]);
  });

  it('lists weeks and months, across a year end', () => {
    expect(bucketStarts(at('2025-12-20T00:00:00Z'), at('2026-01-06T00:00:00Z'), 'week')).toEqual([
      '2025-12-15',
      '2025-12-22',
      '2025-12-29',
      '2026-01-05',
    ]);
    expect(bucketStarts(at('2025-11-15T00:00:00Z'), at('2026-02-01T00:00:00Z'), 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
  });

  it('is empty for an empty range', () => {
    const instant = at('2025-06-01T10:00:00Z');
    expect(bucketStarts(instant, instant, 'day')).toEqual([]);
  });
});
