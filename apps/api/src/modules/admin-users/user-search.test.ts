import { describe, expect, it } from 'vitest';
import { escapeLike, phoneDigits } from './admin-users.repository.ts';

describe('searching users', () => {
  it('takes %, _ and backslash literally in a LIKE pattern', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('erin_e')).toBe('erin\\_e');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('plain text')).toBe('plain text');
  });

  it('reads a search made only of phone characters with 3 or more digits as digits', () => {
    expect(phoneDigits('+1 (555) 010-0001')).toBe('15550100001');
    expect(phoneDigits('555.0100')).toBe('5550100');
    expect(phoneDigits('555')).toBe('555');
    expect(phoneDigits('55')).toBeNull();
    expect(phoneDigits('ada 555')).toBeNull();
    expect(phoneDigits('--')).toBeNull();
  });
});
