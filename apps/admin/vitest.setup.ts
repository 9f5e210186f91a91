import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';
import { FakeWebSocket } from '@ridebook/api-client/testing';

// jsdom has no matchMedia: the shell's media queries see a wide screen, a light scheme and no reduced motion.
beforeEach(() => {
  stubMatchMedia((query) => /min-width/.test(query));
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
