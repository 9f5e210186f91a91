import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_LIMITS, DATE_MESSAGES, dateField, parseDate, toParsedDate } from './dates.ts';
import { fieldErrors } from './test/field-errors.ts';

describe('DATE_LIMITS', () => {
  it('accepts the years 2000 to 2100', () => {
    expect(DATE_LIMITS).toEqual({ min: '2000-01-01', max: '2100-12-31' });
  });
});

describe('parseDate', () => {
  it('reads a day as its start (UTC) and an instant as itself', () => {
    expect(parseDate('2026-03-01')).toEqual({ kind: 'day', at: new Date('2026-03-01T00:00:00Z') });
    expect(parseDate('2026-03-01T08:30:00+02:00')).toEqual({
      kind: 'instant',
      at: new Date('2026-03-01T06:30:00Z'),
    });
  });

  it('accepts the first and the last day, and instants inside them', () => {
    for (const text of [
      '2000-01-01',
      '2100-12-31',
      '2000-01-01T00:00:00Z',
      '2100-12-31T23:59:59.999Z',
      '2024-02-29',
    ]) {
      expect(parseDate(text)).not.toBeTypeOf('string');
    }
  });

  it.each([
    '9999-12-31',
    '0000-01-01',
    '0001-01-01',
    '1999-12-31',
    '2101-01-01',
    '1999-12-31T23:59:59.999Z',
    '2101-01-01T00:00:00Z',
    '2000-01-01T00:00:00+00:01',
  ])('refuses %s as out of range', (text) => {
    expect(parseDate(text)).toBe('outOfRange');
  });

  it.each([
    '',
    'yesterday',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-3-1',
    '2026-03-01T08:30',
    '2026-03-01T25:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '20260301',
  ])('refuses %j as not a date', (text) => {
    expect(parseDate(text)).toBe('invalid');
  });

  it('takes only the forms asked for', () => {
    expect(parseDate('2026-03-01', 'instant')).toBe('invalid');
    expect(parseDate('2026-03-01T08:30:00Z', 'day')).toBe('invalid');
    expect(parseDate('2026-03-01', 'day')).toEqual({ kind: 'day', at: new Date('2026-03-01T00:00:00Z') });
  });
});

describe('dateField', () => {
  const query = z.object({ from: dateField(), on: dateField('day').optional() });

  it('keeps the trimmed text of an accepted date', () => {
    expect(query.parse({ from: ' 2026-03-01 ' })).toEqual({ from: '2026-03-01' });
  });

  it('says which is wrong: not a date, or out of range', () => {
    expect(fieldErrors(query, { from: 'soon' })).toEqual({ from: DATE_MESSAGES.dateInvalid });
    expect(fieldErrors(query, { from: 20260301 })).toEqual({ from: DATE_MESSAGES.dateInvalid });
    expect(fieldErrors(query, { from: '9999-12-31' })).toEqual({ from: DATE_MESSAGES.dateOutOfRange });
    expect(fieldErrors(query, { from: '2026-03-01', on: '2026-03-01T08:00:00Z' })).toEqual({
      on: DATE_MESSAGES.dateInvalid,
    });
  });

  it('stops an object refinement from reading a refused date', () => {
    const range = query.superRefine((value) => {
      toParsedDate(value.from);
    });
    expect(fieldErrors(range, { from: '9999-12-31' })).toEqual({ from: DATE_MESSAGES.dateOutOfRange });
  });
});
