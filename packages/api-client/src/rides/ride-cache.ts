import { FINAL_RIDE_STATUSES, isActiveRideStatus, type Ride, type RideStatus } from '@ridebook/validation';
import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

export function isFinalRideStatus(status: RideStatus): boolean {
  return (FINAL_RIDE_STATUSES as readonly RideStatus[]).includes(status);
}

/**
 * The `structuralSharing` of the ride queries: an answer that is older than the cached ride (fewer events: a
 * refetch sent before a `ride.updated` push and answered after it) keeps the cached ride instead of going back.
 */
export function keepNewerRide(cached: unknown, fetched: unknown): unknown {
  const old = cached as Ride | null | undefined;
  const next = fetched as Ride | null;
  if (old && next && old.id === next.id && old.events.length > next.events.length) return old;
  return replaceEqualDeep(cached, fetched);
}

export type WriteRideOptions = {
  /**
   * Whether the signed-in user is the ride's rider or driver: true for a mutation's answer, from the socket's
   * `ready` message for a pushed ride. Admins following `ops` receive everyone's rides, which must never become
   * their "active ride". Unknown (undefined): only a ride already cached as the active one is updated there.
   */
  isOwnRide?: boolean | undefined;
};

/**
 * Writes a ride the API sent (a mutation's answer, a `ride.updated` message) into the cache, without a request:
 * `ride.detail(id)` always, and `ride.active()` when it is the cached active ride or one of the user's own rides
 * that is active (a ride that is no longer active leaves it: null). Returns false, writing nothing, for a ride
 * older than the cached one (a message that arrived after a newer answer): a ride's event history only grows.
 */
export function writeRideToCache(
  queryClient: QueryClient,
  ride: Ride,
  { isOwnRide }: WriteRideOptions = {},
): boolean {
  const detailKey = queryKeys.ride.detail(ride.id);
  const cached = queryClient.getQueryData<Ride>(detailKey);
  if (cached && cached.events.length > ride.events.length) return false;
  queryClient.setQueryData(detailKey, ride);

  const activeKey = queryKeys.ride.active();
  const isActive = isActiveRideStatus(ride.status);
  const isCachedActive = queryClient.getQueryData<Ride | null>(activeKey)?.id === ride.id;
  if (isCachedActive || (isOwnRide === true && isActive)) {
    queryClient.setQueryData(activeKey, isActive ? ride : null);
  }
  return true;
}
