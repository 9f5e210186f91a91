import { useFareQuote } from '@ridebook/api-client';
import { useNow } from '@ridebook/ui';
import type { FareQuoteRequest, Location } from '@ridebook/validation';
import { useCallback, useEffect } from 'react';
import { toastError } from '../../lib/toast-error.ts';
import { BOOKING_MESSAGES } from './place-location.ts';

/**
 * The fare of the trip from `pickup` to `destination` (POST /rides/quote), asked as soon as both are chosen and
 * again whenever either changes. A quote holds its price until `expiresAt`; an expired one is replaced by a new
 * quote at once, so the rider only ever books a price that is still valid.
 */
export function useTripQuote(pickup: Location | null, destination: Location | null) {
  const { mutate, reset, data, error, isPending } = useFareQuote();
  const now = useNow(1_000);
  // The trip as a string, so a new object with the same places asks nothing.
  const tripKey = pickup && destination ? JSON.stringify({ pickup, destination }) : null;

  const requote = useCallback(() => {
    if (!tripKey) return;
    mutate(JSON.parse(tripKey) as FareQuoteRequest, {
      onError: (failure) => toastError(failure, BOOKING_MESSAGES.quoteFailed, { id: 'quote' }),
    });
  }, [mutate, tripKey]);

  useEffect(() => {
    if (tripKey) requote();
    else reset();
  }, [tripKey, requote, reset]);

  const quote = tripKey ? (data ?? null) : null;
  const msLeft = quote ? Date.parse(quote.expiresAt) - now : 0;
  const isExpired = quote !== null && msLeft <= 0;

  useEffect(() => {
    if (isExpired) requote();
  }, [isExpired, requote]);

  return {
    /** The valid quote of the current trip, or null (none yet, asking, failed or expired). */
    quote: isExpired ? null : quote,
    msLeft,
    isQuoting: isPending || isExpired,
    error: tripKey && !isPending ? error : null,
    requote,
  };
}
