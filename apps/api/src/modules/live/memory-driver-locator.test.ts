import { describe, expect, it } from 'vitest';
import { describeDriverLocatorContract } from './driver-locator.contract.ts';
import { createMemoryDriverLocator } from './memory-driver-locator.ts';

describeDriverLocatorContract('memory', async () => createMemoryDriverLocator());
// Tiny cells make searches walk many rings; huge ones put everything in a few cells.
describeDriverLocatorContract('memory, 0.001° cells', async () =>
  createMemoryDriverLocator({ cellSizeDegrees: 0.001 }),
);
describeDriverLocatorContract('memory, 1° cells', async () =>
  createMemoryDriverLocator({ cellSizeDegrees: 1 }),
);

describe('createMemoryDriverLocator', () => {
  it('is the memory kind', () => {
    expect(createMemoryDriverLocator().kind).toBe('memory');
  });

  it('refuses a cell size that does not divide the globe into whole columns', () => {
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0.007 })).toThrow(RangeError);
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0 })).toThrow(RangeError);
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0.0025 })).not.toThrow();
  });
});
