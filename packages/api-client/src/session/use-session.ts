import type { CurrentUser } from '@ridebook/validation';
import { useSyncExternalStore } from 'react';
import { useCurrentUser } from '../user/get-current-user.ts';
import { getSignedOutState, subscribeToSignedOut, type SignedOutState } from './session-flags.ts';

export type Session =
  | { status: 'loading'; user?: undefined }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; user?: undefined };

type CurrentUserResult = {
  /** null: the API answered that nobody is signed in. */
  data: CurrentUser | null | undefined;
  dataUpdatedAt: number;
  isError: boolean;
};

/**
 * Seed spec section 4: "signed in when the current-user call succeeds and returns data and no sign-out just
 * happened. A current-user error means signed out." A call that succeeds without data (a visitor: `data: null`)
 * means signed out too.
 *
 * "No sign-out just happened" is read as: the user data was fetched after the last sign-out. So data fetched
 * before a sign-out (this tab's last render, another tab's cache) never counts, while a later sign-in on another
 * origin (subdomain mode: login on the public site, sign-out flag left on the rider app's origin) still does.
 * While the user loads after a sign-out that happened during this page, the answer is already known: signed out.
 */
export function deriveSession(currentUser: CurrentUserResult, signedOut: SignedOutState): Session {
  const { data, dataUpdatedAt, isError } = currentUser;
  const { signedOutAt, isSignedOutDuringThisPage } = signedOut;
  if (data && !isError && (signedOutAt === null || dataUpdatedAt > signedOutAt)) {
    return { status: 'signed-in', user: data };
  }
  if (isError || data !== undefined || isSignedOutDuringThisPage) return { status: 'signed-out' };
  return { status: 'loading' };
}

/** Without a browser (server rendering) there is no flag: the current-user query alone decides. */
const NO_SIGN_OUT: SignedOutState = { signedOutAt: null, isSignedOutDuringThisPage: false };

function getServerSnapshot(): SignedOutState {
  return NO_SIGN_OUT;
}

/** The session: loading, signed in (with the user) or signed out. Current-user data is never cached. */
export function useSession(): Session {
  const currentUser = useCurrentUser();
  const signedOut = useSyncExternalStore(subscribeToSignedOut, getSignedOutState, getServerSnapshot);
  return deriveSession(currentUser, signedOut);
}
