import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMajorUnits, parseMajorUnits } from './amount.ts';

describe('amounts in major units', () => {
  it('knows how many minor units each currency has', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it.each([
    ['2.50', 'USD', 250],
    ['2.5', 'USD', 250],
    ['2', 'USD', 200],
    ['.5', 'USD', 50],
    ['0.29', 'USD', 29],
    ['1,234.56', 'USD', 123_456],
    [' 10 ', 'USD', 1_000],
    ['0', 'USD', 0],
    ['500', 'JPY', 500],
    ['1.234', 'BHD', 1_234],
  ])('reads %s %s as exactly %i minor units', (text, currency, minor) => {
    expect(parseMajorUnits(text, currency)).toBe(minor);
  });

  it.each([
    ['', 'USD'],
    ['.', 'USD'],
    ['abc', 'USD'],
    ['-1', 'USD'],
    ['2.505', 'USD'],
    ['1e3', 'USD'],
    ['5.5', 'JPY'],
    ['1,23', 'USD'],
  ])('refuses %j in %s', (text, currency) => {
    expect(parseMajorUnits(text, currency)).toBeNull();
  });

  it('writes minor units back as the field shows them', () => {
    expect(formatMajorUnits(250, 'USD')).toBe('2.50');
    expect(formatMajorUnits(5, 'USD')).toBe('0.05');
    expect(formatMajorUnits(0, 'USD')).toBe('0.00');
    expect(formatMajorUnits(500, 'JPY')).toBe('500');
    expect(formatMajorUnits(1_234, 'BHD')).toBe('1.234');
    for (const minor of [0, 1, 29, 110, 99_999])
      expect(parseMajorUnits(formatMajorUnits(minor, 'USD'), 'USD')).toBe(minor);
  });
});
