import { describe, expect, it } from 'vitest';
import { phoneDigits } from './admin-users.repository.ts';

describe('searching users', () => {
  it('reads a search made only of phone characters with 3 or more digits as digits', () => {
    expect(phoneDigits('+1 (555) 010-0001')).toBe('15550100001');
    expect(phoneDigits('555.0100')).toBe('5550100');
    expect(phoneDigits('555')).toBe('555');
    expect(phoneDigits('55')).toBeNull();
    expect(phoneDigits('ada 555')).toBeNull();
    expect(phoneDigits('--')).toBeNull();
  });
});
