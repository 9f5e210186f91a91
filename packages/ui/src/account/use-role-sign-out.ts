import { useSignOut } from '@ridebook/api-client';
import { MESSAGES } from '@ridebook/validation';
import { useCallback } from 'react';
import { useAppHref } from '../shell/app-links.tsx';
import { notify } from '../toast/notify.ts';
import { browserNavigation } from './account-links.ts';

/**
 * Sign Out in a role app, as the seed does it (sections 4 and 8): on success the cache is reset and the signed-out
 * flag set (by useSignOut), a success toast, then the public site's home page (another app: a full page load);
 * on failure an error toast.
 *
 * @param onSignedOut runs before the browser leaves, so the caller can stop reacting to the now signed-out session
 */
export function useRoleSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const homeHref = useAppHref('/');
  const { mutate, isPending } = useSignOut({
    onSignedOut: () => {
      notify.success(MESSAGES.logoutSuccess);
      onSignedOut?.();
      browserNavigation.assign(homeHref);
    },
    onError: () => {
      notify.error(MESSAGES.logoutFailure);
    },
  });
  const signOut = useCallback(() => {
    if (!isPending) mutate();
  }, [isPending, mutate]);
  return { signOut, isSigningOut: isPending };
}
