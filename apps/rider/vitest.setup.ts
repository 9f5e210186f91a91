import { clearSignedOut } from '@ridebook/api-client';
import { FakeWebSocket, fakeApiServer } from '@ridebook/api-client/testing';
import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';

/*
 * Runs before every test file. A worker runs its files in one module graph (`isolate: false`, vitest.config.ts):
 * a module's top-level code, and the hooks it registers, run for the first file that imports it only. So what
 * must hold for every file is set up here, and what a test leaves in a module (toasts, the session flag, the
 * fake API's answers) is reset here after each test. The fake API itself listens for as long as its module lives.
 */

// Leaflet has no layout in jsdom: every page draws the fake map (markers as a list, buttons for clicks and drags).
vi.mock('@ridebook/ui/map', () => import('./src/test/fake-ride-map.tsx'));

beforeEach(() => {
  // jsdom has no matchMedia: the shell's media queries see a wide screen, a light scheme and no reduced motion.
  stubMatchMedia((query) => /min-width/.test(query));
  // The signed-in area opens the realtime socket: tests play its server instead of a real connection.
  FakeWebSocket.sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

// Runs before the shared jsdom setup's cleanup (hooks after a test run last-registered first): the toaster is
// still mounted.
afterEach(() => {
  fakeApiServer.resetHandlers();
  act(() => toast.remove());
  clearSignedOut();
});
