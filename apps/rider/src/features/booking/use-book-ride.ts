import { createIdempotencyKey, getFieldErrors, isApiClientError, useRequestRide } from '@ridebook/api-client';
import { formatDateTimeWithWeekday, notify } from '@ridebook/ui';
import { ERROR_CODES, type FareQuote } from '@ridebook/validation';
import type { FormikHelpers } from 'formik';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toBookingRequest, type BookingDetails } from './booking-details.ts';
import { BOOKING_MESSAGES } from './place-location.ts';

/**
 * Books the quoted trip (POST /rides) and opens the ride. One idempotency key per quote: a double click, or a retry
 * after a lost answer, returns the ride already booked instead of a second one. An expired quote is replaced
 * (`onQuoteExpired`) and the rider asked to check the new fare.
 */
export function useBookRide({ onQuoteExpired }: { onQuoteExpired: () => void }) {
  const navigate = useNavigate();
  const { mutateAsync } = useRequestRide();
  const keyOfQuote = useRef<{ quoteId: string; key: string } | null>(null);

  return useCallback(
    async (quote: FareQuote, details: BookingDetails, helpers: FormikHelpers<BookingDetails>) => {
      if (keyOfQuote.current?.quoteId !== quote.id) {
        keyOfQuote.current = { quoteId: quote.id, key: createIdempotencyKey() };
      }
      try {
        const ride = await mutateAsync({
          quoteId: quote.id,
          ...toBookingRequest(details),
          idempotencyKey: keyOfQuote.current.key,
        });
        notify.success(
          ride.status === 'scheduled' && ride.scheduledAt
            ? BOOKING_MESSAGES.scheduled(formatDateTimeWithWeekday(ride.scheduledAt))
            : BOOKING_MESSAGES.booked,
          { id: 'booking' },
        );
        await navigate(ridePath(ride.id));
      } catch (error) {
        toastError(error, BOOKING_MESSAGES.bookingFailed, { id: 'booking' });
        helpers.setErrors(getFieldErrors(error));
        if (isApiClientError(error) && error.code === ERROR_CODES.QUOTE_EXPIRED) onQuoteExpired();
      }
    },
    [mutateAsync, navigate, onQuoteExpired],
  );
}
