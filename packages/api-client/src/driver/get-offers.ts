import { rideOfferListResponseSchema, type RideOffer } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/offers: the rides offered to the signed-in driver, each with its countdown (`expiresAt`). */
export async function getOffers({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  RideOffer[]
> {
  const response = await http.get<unknown>('/driver/offers', { signal });
  return parseResponse(rideOfferListResponseSchema, response).data;
}

/** Kept fresh by `useRideRealtimeSync` (the socket's `offer.new` and `offer.withdrawn`). */
export function offersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.driver.offers(),
    queryFn: ({ signal }) => getOffers({ signal }),
  });
}

export function useOffers() {
  return useQuery(offersQueryOptions());
}
