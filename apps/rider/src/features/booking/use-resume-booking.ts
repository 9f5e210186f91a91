import {
  getFieldErrors,
  paymentAuthenticationOf,
  paymentAuthenticationUrl,
  useRequestRide,
} from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toBookingRequest } from './booking-details.ts';
import { paymentPageNavigation } from '../../lib/payment-authentication.ts';
import {
  bookingReturnUrl,
  draftToResume,
  saveBookingDraft,
  type BookingDraft,
} from './payment-authentication.ts';
import { BOOKING_MESSAGES } from './place-location.ts';
import { useOpenBookedRide } from './use-book-ride.ts';

export type ResumedBooking =
  | { state: 'none' }
  | { state: 'finishing' }
  /** The booking was refused: the form shows it again, with the API's message on its field. */
  | { state: 'refused'; draft: BookingDraft; errors: Record<string, string> };

/**
 * Back from the bank's 3-D Secure page (`?payment_authenticated`, with a booking kept in the session): sends the
 * same booking again (same quote and idempotency key) with `authenticatedPaymentId`, whose outcome the API asks the
 * card provider for, then opens the ride. Read once: the draft leaves the session and the marker the address.
 */
export function useResumeBooking(): ResumedBooking {
  const location = useLocation();
  const navigate = useNavigate();
  const openBookedRide = useOpenBookedRide();
  const { mutateAsync } = useRequestRide();
  const isStarted = useRef(false);
  const [draft] = useState(() => draftToResume(location.search));
  const [resumed, setResumed] = useState<ResumedBooking>(() =>
    draft === null ? { state: 'none' } : { state: 'finishing' },
  );

  useEffect(() => {
    if (draft === null || isStarted.current) return;
    isStarted.current = true;
    void navigate(paths.bookRide, { replace: true });
    mutateAsync({
      quoteId: draft.quoteId,
      ...toBookingRequest(draft.details),
      idempotencyKey: draft.idempotencyKey,
      returnUrl: bookingReturnUrl(),
      authenticatedPaymentId: draft.paymentId,
    })
      .then(openBookedRide)
      .catch((error: unknown) => {
        // Still waiting for the bank (the rider came back another way): back to its page.
        const authentication = paymentAuthenticationOf(error);
        if (authentication) {
          saveBookingDraft(draft);
          notify.info(BOOKING_MESSAGES.confirmPayment, { id: 'booking' });
          paymentPageNavigation.assign(paymentAuthenticationUrl(authentication.redirectUrl));
          return;
        }
        toastError(error, BOOKING_MESSAGES.bookingFailed, { id: 'booking' });
        setResumed({ state: 'refused', draft, errors: getFieldErrors(error) });
      });
  }, [draft, mutateAsync, navigate, openBookedRide]);

  return resumed;
}
