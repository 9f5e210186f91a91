// @vitest-environment jsdom
import type { Ride, RideOffer } from '@ridebook/validation';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { queryKeys } from '../query-keys.ts';
import { useRide } from '../rides/get-ride.ts';
import { anAvailability, anOnlineAvailability, anOffer } from '../test/driver-fixtures.ts';
import { type FakeApi, installFakeApi, ok } from '../test/fake-api.ts';
import { aCancelledRide, aRequestedRide, anAcceptedRide } from '../test/ride-fixtures.ts';
import { FakeWebSocket, freshFakeWebSocket, latestSocket } from '../test/fake-web-socket.ts';
import { RealtimeProvider } from './realtime-provider.tsx';
import { useRideRealtimeSync } from './use-ride-realtime-sync.ts';

const rider = aRequestedRide().rider;
let FakeSocketClass: typeof WebSocket;
let queryClient: QueryClient;
let api: FakeApi;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  FakeSocketClass = freshFakeWebSocket();
  queryClient = createQueryClient();
  api = installFakeApi({});
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  vi.useRealTimers();
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider enabled url="ws://localhost/api/ws" clientOptions={{ WebSocket: FakeSocketClass }}>
        {children}
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

/** Mounts the sync hook (plus `hook`), opens the socket and says who is signed in, like the API does. */
function renderSynced<T>(hook: () => T = () => undefined as T, userId: string | null = rider.id) {
  const rendered = renderHook(
    () => {
      useRideRealtimeSync();
      return hook();
    },
    { wrapper },
  );
  const socket: FakeWebSocket = latestSocket();
  act(() => socket.open());
  if (userId) act(() => socket.receive({ type: 'ready', userId, role: 'rider' }));
  const push = (message: unknown) => act(() => socket.receive(message));
  return { ...rendered, socket, push };
}

const detail = (ride: Ride) => queryClient.getQueryData<Ride>(queryKeys.ride.detail(ride.id));
const active = () => queryClient.getQueryData<Ride | null>(queryKeys.ride.active());
const isInvalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('useRideRealtimeSync: ride.updated', () => {
  it('updates the ride.detail query data a component shows', async () => {
    const ride = aRequestedRide();
    api.responders[`GET /rides/${ride.id}`] = ok(ride);
    const { result, push } = renderSynced(() => useRide(ride.id));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toEqual(ride);
    const requestsBefore = api.requests.length;

    const accepted = anAcceptedRide();
    push({ type: 'ride.updated', ride: accepted });

    expect(detail(ride)).toEqual(accepted);
    await waitFor(() => expect(result.current.data).toEqual(accepted));
    expect(api.requests).toHaveLength(requestsBefore);
  });

  it('writes the user’s own ride into ride.active when it is active', () => {
    queryClient.setQueryData(queryKeys.ride.active(), null);
    const { push } = renderSynced();

    push({ type: 'ride.updated', ride: anAcceptedRide() });

    expect(active()).toEqual(anAcceptedRide());
  });

  it('empties and invalidates ride.active (and driver.availability) when the active ride became final', () => {
    const { push } = renderSynced();
    queryClient.setQueryData(queryKeys.ride.active(), anAcceptedRide());
    queryClient.setQueryData(queryKeys.driver.availability(), { online: true });
    queryClient.setQueryData(queryKeys.ride.cancellation('ride-1'), {
      fee: 0,
      currency: 'USD',
      reason: null,
    });

    push({ type: 'ride.updated', ride: aCancelledRide() });

    expect(active()).toBeNull();
    expect(isInvalidated(queryKeys.ride.active())).toBe(true);
    expect(isInvalidated(queryKeys.driver.availability())).toBe(true);
    expect(isInvalidated(queryKeys.ride.cancellation('ride-1'))).toBe(true);
    expect(detail(aRequestedRide())).toEqual(aCancelledRide());
  });

  it('never makes someone else’s ride the active one (an admin following ops)', () => {
    const { push } = renderSynced(undefined, 'admin-1');
    queryClient.setQueryData(queryKeys.ride.active(), null);

    push({ type: 'ride.updated', ride: anAcceptedRide() });

    expect(active()).toBeNull();
    expect(isInvalidated(queryKeys.ride.active())).toBe(false);
    expect(detail(aRequestedRide())).toEqual(anAcceptedRide());
  });

  it('ignores an update older than the cached ride', () => {
    const { push } = renderSynced();
    queryClient.setQueryData(queryKeys.ride.detail('ride-1'), aCancelledRide());

    push({ type: 'ride.updated', ride: anAcceptedRide() });

    expect(detail(aRequestedRide())).toEqual(aCancelledRide());
  });
});

describe('useRideRealtimeSync: driver offers and requests', () => {
  const offer = anOffer();
  const offers = () => queryClient.getQueryData<RideOffer[]>(queryKeys.driver.offers());

  it('adds a new offer to the cached offers, once', () => {
    const { push } = renderSynced();
    const older = anOffer({ id: 'offer-0', rideId: 'ride-0' });
    queryClient.setQueryData(queryKeys.driver.offers(), [older]);

    push({ type: 'offer.new', offer });
    push({ type: 'offer.new', offer });

    expect(offers()).toEqual([older, offer]);
  });

  it('leaves offers that were never loaded unloaded', () => {
    const { push } = renderSynced();
    push({ type: 'offer.new', offer });
    expect(offers()).toBeUndefined();
  });

  it('removes a withdrawn offer at once', () => {
    const { push } = renderSynced();
    const other = anOffer({ id: 'offer-2', rideId: 'ride-2' });
    queryClient.setQueryData(queryKeys.driver.offers(), [offer, other]);

    push({ type: 'offer.withdrawn', offerId: offer.id, rideId: offer.rideId, reason: 'taken' });

    expect(offers()).toEqual([other]);
  });

  it('stores a pushed availability (changed on another device)', () => {
    const { push } = renderSynced();
    const offline = anAvailability();
    queryClient.setQueryData(queryKeys.driver.availability(), anOnlineAvailability());

    push({ type: 'driver.availability', availability: offline });

    expect(queryClient.getQueryData(queryKeys.driver.availability())).toEqual(offline);
  });

  it('invalidates the open requests when they changed', () => {
    const { push } = renderSynced();
    queryClient.setQueryData(queryKeys.driver.requests(), []);

    push({ type: 'requests.changed' });

    expect(isInvalidated(queryKeys.driver.requests())).toBe(true);
  });
});

describe('useRideRealtimeSync: reconnecting', () => {
  it('invalidates RIDE and DRIVER data when the socket opens again (messages were lost meanwhile)', () => {
    const { socket } = renderSynced();
    queryClient.setQueryData(queryKeys.ride.detail('ride-1'), aRequestedRide());
    queryClient.setQueryData(queryKeys.driver.offers(), []);
    queryClient.setQueryData(queryKeys.user.me(), { id: rider.id });

    vi.useFakeTimers();
    act(() => socket.serverClose(1006));
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    act(() => latestSocket().open());

    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(isInvalidated(queryKeys.ride.detail('ride-1'))).toBe(true);
    expect(isInvalidated(queryKeys.driver.offers())).toBe(true);
    expect(isInvalidated(queryKeys.user.me())).toBe(false);
  });
});
