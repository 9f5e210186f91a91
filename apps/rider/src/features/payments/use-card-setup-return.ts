import { useAddPaymentMethod } from '@ridebook/api-client';
import { cardLabel, notify } from '@ridebook/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { toastError } from '../../lib/toast-error.ts';
import { cardSetupReturnOf } from './card-setup-return.ts';

export const CARD_RETURN_TOASTS = {
  failed: 'The card was not confirmed. Please add it again.',
  saveFailed: "We couldn't save this card. Please try again.",
} as const;

/**
 * Back on the wallet page from the provider's card page: the confirmed setup is saved (once: the parameters leave
 * the address at once), or the rider is told it was not confirmed.
 */
export function useCardSetupReturn(): { isSaving: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned] = useState(() => cardSetupReturnOf(location.search));
  const isStarted = useRef(false);
  const add = useAddPaymentMethod({
    onSuccess: (card) => void notify.success(`${cardLabel(card)} saved`, { id: 'card' }),
    onError: (error) => void toastError(error, CARD_RETURN_TOASTS.saveFailed, { id: 'card' }),
  });
  const { mutate } = add;
  useEffect(() => {
    if (isStarted.current || returned === null) return;
    isStarted.current = true;
    void navigate(paths.wallet, { replace: true });
    if (returned.outcome === 'failed') void notify.error(CARD_RETURN_TOASTS.failed, { id: 'card' });
    if (returned.outcome === 'succeeded')
      mutate({ setupId: returned.setupId, makeDefault: returned.makeDefault });
  }, [returned, navigate, mutate]);
  return { isSaving: add.isPending };
}
