import '@testing-library/jest-dom/vitest';
import { listenDuringTestFile } from '@ridebook/api-client/testing';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no matchMedia and no scrolling; give every test a browser that prefers full motion by default.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
  window.scrollTo = vi.fn();
});

// The toast store outlives a render: start every test with none.
afterEach(() => {
  toast.remove();
});

// The fake API listens in every file, also the second and later ones of a worker, where its module is already loaded.
listenDuringTestFile();
