import {
  createIdempotencyKey,
  paymentAuthenticationOf,
  paymentAuthenticationUrl,
  useTopUpWallet,
} from '@ridebook/api-client';
import { formatMoney, notify } from '@ridebook/ui';
import { PAYMENT_MESSAGES, type WalletTopUpInput } from '@ridebook/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isPaymentReturn, paymentPageNavigation } from '../../lib/payment-authentication.ts';
import { toastError } from '../../lib/toast-error.ts';
import {
  saveTopUpDraft,
  topUpDraftToResume,
  walletReturnUrl,
  type TopUpDraft,
} from './top-up-authentication.ts';

export const TOP_UP_TOASTS = {
  done: (amount: string) => `${amount} added to your wallet`,
  failed: "We couldn't top up your wallet. Please try again.",
} as const;

/**
 * Tops up the wallet by card (POST /rider/wallet/top-up) with a new idempotency key per top-up. A card the bank must
 * confirm (3-D Secure) keeps the top-up in the tab's session and sends the browser to the bank's page, which comes
 * back to the wallet page (`?payment_authenticated`): the same top-up (same key) is then sent again with
 * `authenticatedPaymentId`, and the API credits it once. `submit` resolves true when the wallet was topped up.
 */
export function useTopUp(currency: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const topUp = useTopUpWallet({
    onSuccess: (wallet, input) =>
      void notify.success(TOP_UP_TOASTS.done(formatMoney(input.amount, wallet.currency)), { id: 'top-up' }),
    onError: (error) => {
      if (!paymentAuthenticationOf(error)) toastError(error, TOP_UP_TOASTS.failed, { id: 'top-up' });
    },
  });
  const { mutateAsync } = topUp;

  const send = useCallback(
    async (input: WalletTopUpInput & { idempotencyKey: string }): Promise<boolean> => {
      try {
        await mutateAsync({ ...input, returnUrl: walletReturnUrl() });
        return true;
      } catch (error) {
        const authentication = paymentAuthenticationOf(error);
        if (authentication) {
          const draft: TopUpDraft = {
            amount: input.amount,
            paymentMethodId: input.paymentMethodId,
            currency: input.currency,
            idempotencyKey: input.idempotencyKey,
            paymentId: authentication.paymentId,
          };
          saveTopUpDraft(draft);
          notify.info(PAYMENT_MESSAGES.authenticationRedirect, { id: 'top-up' });
          paymentPageNavigation.assign(paymentAuthenticationUrl(authentication.redirectUrl));
        }
        // Otherwise the hook's onError has toasted the API's message (a decline names its reason).
        return false;
      }
    },
    [mutateAsync],
  );

  // Back from the bank: the kept top-up, read once (the draft leaves the session and the marker the address).
  const [draft] = useState(() => topUpDraftToResume(location.search));
  const isStarted = useRef(false);
  useEffect(() => {
    if (isStarted.current || !isPaymentReturn(location.search)) return;
    isStarted.current = true;
    void navigate(paths.wallet, { replace: true });
    if (draft === null) return;
    const { paymentId, ...request } = draft;
    void send({ ...request, authenticatedPaymentId: paymentId });
  }, [draft, location.search, navigate, send]);

  return {
    /** Tops up the wallet in `currency` (the one shown; the default city's when none is known yet). */
    submit: (input: { amount: number; paymentMethodId?: string | undefined }) =>
      send({
        ...input,
        ...(currency !== undefined && { currency }),
        idempotencyKey: createIdempotencyKey(),
      }),
    isResuming: draft !== null && topUp.isPending,
    /** The last failure, unless it only asked for the bank's confirmation. */
    error: topUp.isError && !paymentAuthenticationOf(topUp.error) ? topUp.error : null,
  };
}
