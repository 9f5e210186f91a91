import { describe, expect, it } from 'vitest';
import { escapeLikePattern } from './like-pattern.ts';

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character itself', () => {
    expect(escapeLikePattern('50% off_now')).toBe('50\\% off\\_now');
    expect(escapeLikePattern('erin_e')).toBe('erin\\_e');
    expect(escapeLikePattern('C:\\rides')).toBe('C:\\\\rides');
    expect(escapeLikePattern('Ferry Building')).toBe('Ferry Building');
  });
});
