// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { aRequestedRide } from '../test/ride-fixtures.ts';
import { FakeWebSocket, freshFakeWebSocket, latestSocket } from '../test/fake-web-socket.ts';
import {
  RealtimeProvider,
  useRealtimeClient,
  useRealtimeEvent,
  useRealtimeStatus,
} from './realtime-provider.tsx';

const URL = 'ws://localhost/api/ws';
let FakeSocketClass: typeof WebSocket;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  FakeSocketClass = freshFakeWebSocket();
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function providerWrapper(enabled: { current: boolean }) {
  return ({ children }: { children: ReactNode }) => (
    <RealtimeProvider enabled={enabled.current} url={URL} clientOptions={{ WebSocket: FakeSocketClass }}>
      {children}
    </RealtimeProvider>
  );
}

describe('RealtimeProvider', () => {
  it('connects while enabled, closes when disabled, and again when enabled', () => {
    const enabled = { current: false };
    const { result, rerender } = renderHook(useRealtimeStatus, { wrapper: providerWrapper(enabled) });
    expect(FakeWebSocket.sockets).toHaveLength(0);
    expect(result.current.status).toBe('idle');

    enabled.current = true;
    rerender();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(latestSocket().url).toBe(URL);
    act(() => latestSocket().open());
    expect(result.current).toEqual({ status: 'open', closeReason: null });

    enabled.current = false;
    rerender();
    expect(result.current).toEqual({ status: 'closed', closeReason: 'client' });
    expect(latestSocket().closeCalls).toHaveLength(1);

    enabled.current = true;
    rerender();
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('keeps one client across renders and closes it on unmount', () => {
    const { result, rerender, unmount } = renderHook(useRealtimeClient, {
      wrapper: providerWrapper({ current: true }),
    });
    const client = result.current;
    rerender();
    expect(result.current).toBe(client);
    expect(FakeWebSocket.sockets).toHaveLength(1);

    unmount();

    expect(client?.state).toEqual({ status: 'closed', closeReason: 'client' });
    expect(latestSocket().closeCalls).toHaveLength(1);
  });

  it('reports the close reason of a session the server ended', () => {
    const { result } = renderHook(useRealtimeStatus, { wrapper: providerWrapper({ current: true }) });
    act(() => latestSocket().open());
    act(() => latestSocket().serverClose(4001));
    expect(result.current).toEqual({ status: 'closed', closeReason: 'unauthenticated' });
  });
});

describe('useRealtimeEvent', () => {
  it('calls the latest handler with the messages of its type while mounted', () => {
    const ride = aRequestedRide();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }: { handler: (message: unknown) => void }) => useRealtimeEvent('ride.updated', handler),
      { wrapper: providerWrapper({ current: true }), initialProps: { handler: first } },
    );
    act(() => latestSocket().open());

    act(() => latestSocket().receive({ type: 'ride.updated', ride }));
    rerender({ handler: second });
    act(() => latestSocket().receive({ type: 'ride.updated', ride }));
    act(() => latestSocket().receive({ type: 'pong' }));
    unmount();
    latestSocket().receive({ type: 'ride.updated', ride });

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
