import { rideOfferListResponseSchema, type RideOffer } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/offers: the rides offered to the signed-in driver, each with its countdown (`expiresAt`). */
export function getOffers(options?: RequestOptions): Promise<RideOffer[]> {
  return requestData(rideOfferListResponseSchema, GET('/driver/offers'), options);
}

/** Kept fresh by `useRideRealtimeSync` (the socket's `offer.new` and `offer.withdrawn`). */
export const offersQueryOptions = () => endpointQueryOptions(queryKeys.driver.offers(), getOffers);

export const useOffers = () => useQuery(offersQueryOptions());
