import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { fieldErrors } from '../test/field-errors.ts';
import {
  checkDateRange,
  dateBoundField,
  dateRangeProblem,
  dateRangeQueryFields,
  resolveDateBound,
} from './date-range.ts';
import { MONEY_MESSAGES } from './money-messages.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const range = z.object(dateRangeQueryFields).superRefine(checkDateRange);

describe('dateBoundField', () => {
  it.each(['2025-06-01', '2024-02-29', '2025-06-01T08:30:00Z', '2025-06-01T08:30:00.250+02:00'])(
    'accepts %s',
    (value) => {
      expect(dateBoundField.safeParse(value).success).toBe(true);
    },
  );

  it.each(['', 'yesterday', '2025-02-29', '2025-13-01', '2025-6-1', '2025-06-01T08:30', 20250601])(
    'refuses %j',
    (value) => {
      expect(fieldErrors(z.object({ from: dateBoundField }), { from: value })).toEqual({
        from: PAGINATION_MESSAGES.dateInvalid,
      });
    },
  );
});

describe('resolveDateBound', () => {
  it('reads a date as the whole UTC day: its start as from, the next day’s start as to', () => {
    expect(resolveDateBound('2025-06-01', 'from').toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(resolveDateBound('2025-06-01', 'to').toISOString()).toBe('2025-06-02T00:00:00.000Z');
  });

  it('reads an instant as it is, whatever the edge', () => {
    expect(resolveDateBound('2025-06-01T10:00:00+02:00', 'to').toISOString()).toBe(
      '2025-06-01T08:00:00.000Z',
    );
  });
});

describe('dateRangeProblem', () => {
  const from = new Date('2025-06-01T00:00:00Z');
  it('accepts an empty range and one of exactly 366 local days, one of them 25 hours long', () => {
    expect(dateRangeProblem(from, from)).toBeNull();
    expect(dateRangeProblem(from, new Date(from.getTime() + 366 * DAY))).toBeNull();
    // 366 local days that hold the day daylight saving ends (a 25-hour day).
    expect(dateRangeProblem(from, new Date(from.getTime() + 366 * DAY + HOUR))).toBeNull();
  });

  it('refuses a start after the end, and more than 366 days', () => {
    expect(dateRangeProblem(from, new Date(from.getTime() - 1))).toBe(PAGINATION_MESSAGES.dateRangeInvalid);
    expect(dateRangeProblem(from, new Date(from.getTime() + 366 * DAY + HOUR + 1))).toBe(
      MONEY_MESSAGES.dateRangeTooLong,
    );
    expect(dateRangeProblem(from, new Date(from.getTime() + 367 * DAY))).toBe(
      MONEY_MESSAGES.dateRangeTooLong,
    );
  });
});

describe('checkDateRange', () => {
  it('accepts one bound alone, or none', () => {
    expect(fieldErrors(range, {})).toEqual({});
    expect(fieldErrors(range, { from: '2025-06-01' })).toEqual({});
    expect(fieldErrors(range, { to: '2025-06-01' })).toEqual({});
  });

  it('accepts the same day as start and end (a whole day)', () => {
    expect(fieldErrors(range, { from: '2025-06-01', to: '2025-06-01' })).toEqual({});
  });

  it('names from when the start is after the end', () => {
    expect(fieldErrors(range, { from: '2025-06-02', to: '2025-06-01' })).toEqual({
      from: PAGINATION_MESSAGES.dateRangeInvalid,
    });
    expect(fieldErrors(range, { from: '2025-06-01T10:00:00Z', to: '2025-06-01T09:59:59Z' })).toEqual({
      from: PAGINATION_MESSAGES.dateRangeInvalid,
    });
  });

  it('names from when the range is longer than a year', () => {
    // 2024-06-01 to 2025-06-01 inclusive is 366 days: the longest range.
    expect(fieldErrors(range, { from: '2024-06-01', to: '2025-06-01' })).toEqual({});
    expect(fieldErrors(range, { from: '2024-05-31', to: '2025-06-01' })).toEqual({
      from: MONEY_MESSAGES.dateRangeTooLong,
    });
  });
});
