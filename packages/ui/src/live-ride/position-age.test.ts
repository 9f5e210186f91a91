import { describe, expect, it } from 'vitest';
import { positionAgeNote } from './position-age.ts';

describe('positionAgeNote', () => {
  const at = '2026-03-02T09:00:00.000Z';
  const after = (seconds: number) => Date.parse(at) + seconds * 1000;

  it('says nothing while fixes are fresh, or before the first', () => {
    expect(positionAgeNote(at, after(3))).toBeNull();
    expect(positionAgeNote(at, after(14.9))).toBeNull();
    expect(positionAgeNote(null, after(100))).toBeNull();
  });

  it('tells the age of a stale position in seconds, then minutes', () => {
    expect(positionAgeNote(at, after(15))).toBe('Position is 15 s old');
    expect(positionAgeNote(at, after(59))).toBe('Position is 59 s old');
    expect(positionAgeNote(at, after(150))).toBe('Position is 2 min old');
  });
});
