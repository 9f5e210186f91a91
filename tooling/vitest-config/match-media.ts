import { vi } from 'vitest';

/**
 * A window.matchMedia for jsdom, which has none: each query matches as `matches` says and never changes, so its
 * listeners are never called. Call it in a `beforeEach`: `unstubGlobals` puts the global back after each test.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}
