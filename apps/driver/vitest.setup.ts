import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no matchMedia: the shell's media queries see a wide screen, a light scheme and no reduced motion.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
});

// react-hot-toast keeps its toasts in a module-level store that outlives the Toaster: a toast a test left would
// show in the next test's (or, with `isolate: false`, the next file's) Toaster.
afterEach(() => {
  act(() => toast.remove());
});
