import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeWebSocket } from '@ridebook/api-client/testing';

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

// No test reaches a real socket: the app's realtime connection gets the fake, which a test may open and feed.
beforeEach(() => {
  FakeWebSocket.sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

// react-hot-toast keeps its toasts in a module-level store that outlives the Toaster: a toast a test left would
// show in the next test's (or, with `isolate: false`, the next file's) Toaster.
afterEach(() => {
  act(() => toast.remove());
});
