import { beforeEach, vi } from 'vitest';
import { FakeWebSocket } from '@ridebook/api-client/testing';

beforeEach(() => {
  // jsdom has no matchMedia: the shell's media queries see a wide screen, a light scheme and no reduced motion.
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
  // The signed-in area opens the realtime socket: tests play its server instead of a real connection.
  FakeWebSocket.sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
