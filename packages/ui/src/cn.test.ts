import { describe, expect, it } from 'vitest';
import { cn, joinClasses } from './cn.ts';
import { overlayClasses } from './primitives/dialog.tsx';
import { menuContentClasses } from './primitives/dropdown-menu.tsx';
import { controlClasses } from './primitives/input.tsx';

describe('cn', () => {
  it('keeps the last of two conflicting utilities', () => {
    expect(cn('px-2 text-sm', 'px-4')).toBe('text-sm px-4');
  });

  it('drops falsy values', () => {
    expect(cn('a', false, undefined, 'b')).toBe('a b');
  });
});

describe('joinClasses', () => {
  it('joins lists as they are, without merging', () => {
    expect(joinClasses('px-2 text-sm', 'px-4')).toBe('px-2 text-sm px-4');
  });

  it.each([
    ['controlClasses', controlClasses],
    ['menuContentClasses', menuContentClasses],
    ['overlayClasses', overlayClasses],
  ])('%s, joined at import time, hold no utilities that cn() would merge away', (_name, classes) => {
    expect(cn(classes)).toBe(classes);
  });
});
