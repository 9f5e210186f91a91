import { currentUserQueryOptions, useRealtimeClient, useRealtimeStatus } from '@ridebook/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Renewals in a row without the socket opening before giving up: a server that keeps refusing must not loop. */
export const MAX_REAUTHENTICATIONS = 3;

/**
 * When the API closes the socket as unauthenticated (close code 4001: the access token expired), renews the
 * session and connects again. The renewal is a current-user call, so it goes through the HTTP client's refresh
 * interceptor: one refresh shared with any request failing at the same moment. A second, parallel refresh would
 * present a rotated refresh token, which the API treats as theft and answers by ending the session. When renewal
 * fails the session is over; the shell then shows the way to sign in.
 */
export function useRealtimeReauthentication(): void {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  const { status, closeReason } = useRealtimeStatus();
  const attemptsRef = useRef(0);

  useEffect(() => {
    if (status === 'open') attemptsRef.current = 0;
  }, [status]);

  useEffect(() => {
    if (!client || closeReason !== 'unauthenticated') return;
    if (attemptsRef.current >= MAX_REAUTHENTICATIONS) return;
    attemptsRef.current += 1;
    let isCancelled = false;
    queryClient.fetchQuery(currentUserQueryOptions()).then(
      () => {
        if (!isCancelled) client.connect();
      },
      () => {
        // Signed out (the refresh was refused): nothing to reconnect; the shell takes over.
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [client, closeReason, queryClient]);
}
