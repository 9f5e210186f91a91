import type { RideOffer } from '@ridebook/validation';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

/** Removes offers from the cached driver.offers at once (a list not in the cache stays unloaded). */
export function removeCachedOffers(queryClient: QueryClient, isRemoved: (offer: RideOffer) => boolean): void {
  queryClient.setQueryData<RideOffer[]>(queryKeys.driver.offers(), (offers) =>
    offers?.filter((offer) => !isRemoved(offer)),
  );
}

/**
 * Adds (or replaces) an offer in the cached driver.offers. A list that is not cached stays unloaded: caching a
 * one-offer list would hide the others from the next `useOffers`.
 */
export function addCachedOffer(queryClient: QueryClient, offer: RideOffer): void {
  queryClient.setQueryData<RideOffer[]>(
    queryKeys.driver.offers(),
    (offers) => offers && [...offers.filter(({ id }) => id !== offer.id), offer],
  );
}
