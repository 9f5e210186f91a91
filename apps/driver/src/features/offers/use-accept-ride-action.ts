import { isRideAlreadyTakenError, useAcceptRide } from '@ridebook/api-client';
import { notify, notifyError } from '@ridebook/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { OFFER_MESSAGES } from './offer-messages.ts';

/**
 * Accepting a ride, from an offer or the open list: a toast, then the active ride's screen. Losing the race to
 * another driver says "Ride already taken" (the API's RIDE_ALREADY_TAKEN).
 */
export function useAcceptRideAction() {
  const navigate = useNavigate();
  return useAcceptRide({
    onSuccess: async () => {
      notify.success(OFFER_MESSAGES.accepted);
      await navigate(paths.activeRide);
    },
    onError: (error) => {
      if (isRideAlreadyTakenError(error)) notify.error(OFFER_MESSAGES.alreadyTaken);
      else notifyError(error, OFFER_MESSAGES.acceptFailed);
    },
  });
}
