import type { CurrentUser, Ride } from '@ridebook/validation';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addCachedOffer, removeCachedOffers } from '../driver/offers-cache.ts';
import { queryKeys } from '../query-keys.ts';
import { isFinalRideStatus, writeRideToCache } from '../rides/ride-cache.ts';
import { useRealtimeClient, useRealtimeEvent } from './realtime-provider.tsx';

/** A pushed ride: written into the cache, plus the invalidations a change of state calls for. */
function applyRideUpdate(queryClient: QueryClient, ride: Ride, userId: string | null): void {
  const isOwnRide = userId === null ? undefined : ride.rider.id === userId || ride.driver?.id === userId;
  const wasActive = queryClient.getQueryData<Ride | null>(queryKeys.ride.active())?.id === ride.id;
  if (!writeRideToCache(queryClient, ride, { isOwnRide })) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.ride.cancellation(ride.id) });
  const isFinal = isFinalRideStatus(ride.status);
  if (isFinal && (wasActive || isOwnRide === true)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() });
  } else if (!isFinal && isOwnRide === undefined && !wasActive) {
    // Perhaps the user's own ride (a scheduled ride that came due); the API knows.
    void queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() });
  }
}

/**
 * Keeps the query cache in step with the socket (mount it once, inside RealtimeProvider and QueryClientProvider):
 * - `ride.updated`: the ride is written into ride.detail(id) and, when it is the user's active ride, ride.active();
 *   a ride that became final invalidates ride.active and driver.availability. Its cancellation preview is invalidated.
 * - `offer.new`: the offer joins the cached driver.offers; `offer.withdrawn`: it leaves at once.
 * - `driver.availability` (changed here or on another device): it becomes driver.availability.
 * - `requests.changed`: driver.requests is invalidated.
 * - Every time the socket (re)opens, RIDE and DRIVER data are invalidated: messages sent while it was down are lost.
 */
export function useRideRealtimeSync(): void {
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  // The socket's `ready` message says who is signed in; the cached current user is the fallback.
  const userIdRef = useRef<string | null>(null);

  useRealtimeEvent('ready', ({ userId }) => {
    userIdRef.current = userId;
  });
  useRealtimeEvent('ride.updated', ({ ride }) => {
    const userId =
      userIdRef.current ?? queryClient.getQueryData<CurrentUser>(queryKeys.user.me())?.id ?? null;
    applyRideUpdate(queryClient, ride, userId);
  });
  useRealtimeEvent('offer.new', ({ offer }) => addCachedOffer(queryClient, offer));
  useRealtimeEvent('offer.withdrawn', ({ offerId }) =>
    removeCachedOffers(queryClient, ({ id }) => id === offerId),
  );
  useRealtimeEvent('driver.availability', ({ availability }) => {
    queryClient.setQueryData(queryKeys.driver.availability(), availability);
  });
  useRealtimeEvent('requests.changed', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.driver.requests() });
  });

  useEffect(
    () =>
      client?.onStatus(({ status }) => {
        if (status !== 'open') return;
        void queryClient.invalidateQueries({ queryKey: queryKeys.ride.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all() });
      }),
    [client, queryClient],
  );
}
