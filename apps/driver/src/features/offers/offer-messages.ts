import { RIDE_MESSAGES } from '@ridebook/validation';

/** What drivers read about offers and open requests (toasts and dialogs), in one place. */
export const OFFER_MESSAGES = {
  accepted: 'Ride accepted. Head to the pickup.',
  acceptFailed: 'We could not accept this ride. Please try again.',
  alreadyTaken: RIDE_MESSAGES.rideAlreadyTaken,
  declined: 'Offer declined',
  declineFailed: 'We could not decline this offer. Please try again.',
  withdrawn: {
    taken: 'Another driver took that ride.',
    cancelled: 'The rider cancelled that request.',
    expired: 'That ride request expired.',
  },
} as const;
