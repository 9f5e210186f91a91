// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { aRide } from '../rides/test-fixtures.ts';
import { createFakeWebSocketClass } from './fake-web-socket.ts';
import {
  RealtimeProvider,
  useRealtimeClient,
  useRealtimeEvent,
  useRealtimeStatus,
} from './realtime-provider.tsx';

const URL = 'ws://localhost/api/ws';
let fake: ReturnType<typeof createFakeWebSocketClass>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  fake = createFakeWebSocketClass();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function providerWrapper(enabled: { current: boolean }) {
  return ({ children }: { children: ReactNode }) => (
    <RealtimeProvider enabled={enabled.current} url={URL} clientOptions={{ WebSocket: fake.WebSocket }}>
      {children}
    </RealtimeProvider>
  );
}

describe('RealtimeProvider', () => {
  it('connects while enabled, closes when disabled, and again when enabled', () => {
    const enabled = { current: false };
    const { result, rerender } = renderHook(useRealtimeStatus, { wrapper: providerWrapper(enabled) });
    expect(fake.sockets).toHaveLength(0);
    expect(result.current.status).toBe('idle');

    enabled.current = true;
    rerender();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.latest().url).toBe(URL);
    act(() => fake.latest().open());
    expect(result.current).toEqual({ status: 'open', closeReason: null });

    enabled.current = false;
    rerender();
    expect(result.current).toEqual({ status: 'closed', closeReason: 'client' });
    expect(fake.latest().closeCalls).toHaveLength(1);

    enabled.current = true;
    rerender();
    expect(fake.sockets).toHaveLength(2);
  });

  it('keeps one client across renders and closes it on unmount', () => {
    const { result, rerender, unmount } = renderHook(useRealtimeClient, {
      wrapper: providerWrapper({ current: true }),
    });
    const client = result.current;
    rerender();
    expect(result.current).toBe(client);
    expect(fake.sockets).toHaveLength(1);

    unmount();

    expect(client?.state).toEqual({ status: 'closed', closeReason: 'client' });
    expect(fake.latest().closeCalls).toHaveLength(1);
  });

  it('reports the close reason of a session the server ended', () => {
    const { result } = renderHook(useRealtimeStatus, { wrapper: providerWrapper({ current: true }) });
    act(() => fake.latest().open());
    act(() => fake.latest().serverClose(4001));
    expect(result.current).toEqual({ status: 'closed', closeReason: 'unauthenticated' });
  });
});

describe('useRealtimeEvent', () => {
  it('calls the latest handler with the messages of its type while mounted', () => {
    const ride = aRide();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }: { handler: (message: unknown) => void }) => useRealtimeEvent('ride.updated', handler),
      { wrapper: providerWrapper({ current: true }), initialProps: { handler: first } },
    );
    act(() => fake.latest().open());

    act(() => fake.latest().receive({ type: 'ride.updated', ride }));
    rerender({ handler: second });
    act(() => fake.latest().receive({ type: 'ride.updated', ride }));
    act(() => fake.latest().receive({ type: 'pong' }));
    unmount();
    fake.latest().receive({ type: 'ride.updated', ride });

    expect(first).toHaveBeenCalledExactlyOnceWith({ type: 'ride.updated', ride });
    expect(second).toHaveBeenCalledExactlyOnceWith({ type: 'ride.updated', ride });
  });

  it('receives nothing and reports idle outside a provider', () => {
    function Status() {
      useRealtimeEvent('pong', () => undefined);
      return <p>{useRealtimeStatus().status}</p>;
    }
    render(<Status />);
    expect(screen.getByText('idle')).toBeDefined();
  });
});
