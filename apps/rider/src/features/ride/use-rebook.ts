import { createIdempotencyKey, useFareQuote, useRequestRide } from '@ridebook/api-client';
import { notify } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';

export const REBOOK_MESSAGES = {
  searching: 'Looking for a driver again…',
  failed: "We couldn't book your ride again. Please try again.",
} as const;

/**
 * "Try again" after no driver was found (or a driver cancelled): a new quote for the same trip, then a new booking
 * with the same payment method and note, and the new ride's page. One attempt at a time.
 */
export function useRebook(ride: Ride) {
  const navigate = useNavigate();
  const quote = useFareQuote();
  const request = useRequestRide();
  const [isRebooking, setIsRebooking] = useState(false);
  const isInFlight = useRef(false);

  const rebook = async () => {
    if (isInFlight.current) return;
    isInFlight.current = true;
    setIsRebooking(true);
    try {
      const fresh = await quote.mutateAsync({ pickup: ride.pickup, destination: ride.destination });
      const next = await request.mutateAsync({
        quoteId: fresh.id,
        paymentMethod: ride.paymentMethod,
        note: ride.note ?? undefined,
        idempotencyKey: createIdempotencyKey(),
      });
      notify.success(REBOOK_MESSAGES.searching, { id: 'booking' });
      await navigate(ridePath(next.id));
    } catch (error) {
      toastError(error, REBOOK_MESSAGES.failed, { id: 'booking' });
    } finally {
      isInFlight.current = false;
      setIsRebooking(false);
    }
  };

  return { rebook, isRebooking };
}
