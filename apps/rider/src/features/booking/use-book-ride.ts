import {
  createIdempotencyKey,
  getFieldErrors,
  isApiClientError,
  paymentAuthenticationOf,
  paymentAuthenticationUrl,
  useRequestRide,
} from '@ridebook/api-client';
import { formatDateTimeWithWeekday, notify } from '@ridebook/ui';
import { ERROR_CODES, type FareQuote, type Ride } from '@ridebook/validation';
import type { FormikHelpers } from 'formik';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toBookingRequest, type BookingDetails } from './booking-details.ts';
import { paymentPageNavigation } from '../../lib/payment-authentication.ts';
import { bookingReturnUrl, saveBookingDraft } from './payment-authentication.ts';
import { BOOKING_MESSAGES } from './place-location.ts';

/** After a booking: says it is booked (or when it is scheduled for) and opens the ride. */
export function useOpenBookedRide() {
  const navigate = useNavigate();
  return useCallback(
    async (ride: Ride) => {
      notify.success(
        ride.status === 'scheduled' && ride.scheduledAt
          ? BOOKING_MESSAGES.scheduled(formatDateTimeWithWeekday(ride.scheduledAt))
          : BOOKING_MESSAGES.booked,
        { id: 'booking' },
      );
      await navigate(ridePath(ride.id));
    },
    [navigate],
  );
}

/**
 * Books the quoted trip (POST /rides) and opens the ride. One idempotency key per quote: a double click, or a retry
 * after a lost answer, returns the ride already booked instead of a second one. An expired quote is replaced
 * (`onQuoteExpired`) and the rider asked to check the new fare. A card the bank must confirm (3-D Secure) keeps the
 * booking in the tab's session and sends the browser to the bank's page, which comes back to this page
 * (`useResumeBooking` finishes it).
 */
export function useBookRide({ onQuoteExpired }: { onQuoteExpired: () => void }) {
  const openBookedRide = useOpenBookedRide();
  const { mutateAsync } = useRequestRide();
  const keyOfQuote = useRef<{ quoteId: string; key: string } | null>(null);

  return useCallback(
    async (quote: FareQuote, details: BookingDetails, helpers: FormikHelpers<BookingDetails>) => {
      if (keyOfQuote.current?.quoteId !== quote.id) {
        keyOfQuote.current = { quoteId: quote.id, key: createIdempotencyKey() };
      }
      const idempotencyKey = keyOfQuote.current.key;
      try {
        const ride = await mutateAsync({
          quoteId: quote.id,
          ...toBookingRequest(details),
          idempotencyKey,
          ...(details.paymentMethod === 'card' && { returnUrl: bookingReturnUrl() }),
        });
        await openBookedRide(ride);
      } catch (error) {
        const authentication = paymentAuthenticationOf(error);
        if (authentication) {
          saveBookingDraft({
            quoteId: quote.id,
            idempotencyKey,
            paymentId: authentication.paymentId,
            details,
            pickup: quote.pickup,
            destination: quote.destination,
          });
          notify.info(BOOKING_MESSAGES.confirmPayment, { id: 'booking' });
          paymentPageNavigation.assign(paymentAuthenticationUrl(authentication.redirectUrl));
          return;
        }
        toastError(error, BOOKING_MESSAGES.bookingFailed, { id: 'booking' });
        helpers.setErrors(getFieldErrors(error));
        if (isApiClientError(error) && error.code === ERROR_CODES.QUOTE_EXPIRED) onQuoteExpired();
      }
    },
    [mutateAsync, openBookedRide, onQuoteExpired],
  );
}
