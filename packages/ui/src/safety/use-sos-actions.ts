import { getErrorMessage, useRaiseSos, useShareLocation } from '@ridebook/api-client';
import type { LatLng } from '@ridebook/validation';
import { useState } from 'react';
import { notify } from '../toast/notify.ts';
import { notifyConfirmation, shareConfirmation, SOS_MESSAGES, type SosConfirmation } from './sos-messages.ts';

function toastConfirmation(confirmation: SosConfirmation, id: string) {
  notify[confirmation.tone === 'success' ? 'success' : 'info'](confirmation.message, { id });
}

/**
 * The dialog's two requests: the SOS (alerts RideBook's safety team, e-mails the emergency contacts a live link) and
 * a live-location share, each with the confirmation shown beside its button. The toasts sit on the hooks, so they
 * show even when the dialog has closed; a toast id per action keeps repeated presses to one toast. A failure shows
 * the API's own message for a 4xx, never a 5xx's details.
 */
export function useSosActions(
  rideId: string,
  getPosition?: () => LatLng | undefined,
  /** The app has a page to add emergency contacts (the rider's): nobody to tell is then a warning pointing there. */
  canAddContacts = true,
) {
  const [notified, setNotified] = useState<SosConfirmation | null>(null);
  const [shared, setShared] = useState<SosConfirmation | null>(null);
  const raise = useRaiseSos({
    onSuccess: ({ contactsNotified }) => {
      const confirmation = notifyConfirmation(contactsNotified, canAddContacts);
      setNotified(confirmation);
      toastConfirmation(confirmation, 'sos');
    },
    onError: (error) => void notify.error(getErrorMessage(error, SOS_MESSAGES.notifyFailed), { id: 'sos' }),
  });
  const share = useShareLocation({
    onSuccess: ({ contactsNotified }) => {
      const confirmation = shareConfirmation(contactsNotified, canAddContacts);
      setShared(confirmation);
      toastConfirmation(confirmation, 'share-location');
    },
    onError: (error) =>
      void notify.error(getErrorMessage(error, SOS_MESSAGES.shareFailed), { id: 'share-location' }),
  });
  return {
    notifyContacts: () => raise.mutate({ rideId, position: getPosition?.() }),
    isNotifying: raise.isPending,
    notified,
    shareLocation: () => share.mutate(rideId),
    isSharing: share.isPending,
    shared,
    shareUrl: share.data?.shareUrl ?? null,
  };
}

export type SosActionsState = ReturnType<typeof useSosActions>;
