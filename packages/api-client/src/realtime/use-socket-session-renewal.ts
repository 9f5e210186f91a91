import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../user/get-current-user.ts';
import { useRealtimeClient } from './realtime-provider.tsx';

/** Renewals without a socket opening in between; after that the session is taken for gone (no loop). */
export const MAX_SOCKET_RENEWALS_IN_A_ROW = 2;

/**
 * The API closes a socket whose access token has expired with 4001 ("unauthenticated"), and the client then waits
 * for the app (docs/decisions/006). The session is renewed the way every request renews it: GET /user/me through
 * the HTTP client, whose refresh interceptor refreshes an expired token once and shares that refresh with any
 * request meeting the same expiry. (A second, concurrent POST /auth/refresh-token would present a rotated refresh
 * token, which the API treats as stolen and answers by revoking the session.) Then the socket connects again. If
 * the session is really over, the current-user query fails and the app shell sends the person to the login page.
 */
export function useSocketSessionRenewal(isEnabled: boolean): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!client || !isEnabled) return;
    let isCurrent = true;
    let renewalsInARow = 0;
    const stop = client.onStatus(({ status, closeReason }) => {
      if (status === 'open') renewalsInARow = 0;
      if (closeReason !== 'unauthenticated' || renewalsInARow >= MAX_SOCKET_RENEWALS_IN_A_ROW) return;
      renewalsInARow += 1;
      queryClient.fetchQuery(currentUserQueryOptions()).then(
        (user) => {
          // Signed out (or unmounted) meanwhile: the provider closed the socket on purpose. No user: the session is
          // over, and the shell sends the person to the login page.
          if (isCurrent && user) client.connect();
        },
        // The failed query already tells the shell: signed out, or the API unreachable (it offers Try Again).
        () => undefined,
      );
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [client, queryClient, isEnabled]);
}
