import {
  RealtimeProvider,
  useRealtimeClient,
  useRideRealtimeSync,
  useSession,
  useSocketSessionRenewal,
  type RealtimeProviderProps,
} from '@ridebook/api-client';
import { useEffect, type ReactNode } from 'react';
import { useSosNotifications } from '../sos/index.ts';

/** Follows the live operations stream (ride changes, driver positions, SOS); the client re-sends it on reconnect. */
function OpsSubscription({ isEnabled }: { isEnabled: boolean }) {
  const client = useRealtimeClient();
  useRideRealtimeSync();
  useSocketSessionRenewal(isEnabled);
  useSosNotifications();
  useEffect(() => {
    if (!client || !isEnabled) return;
    client.subscribe('ops');
    return () => client.unsubscribe('ops');
  }, [client, isEnabled]);
  return null;
}

export type AdminRealtimeProps = Pick<RealtimeProviderProps, 'url' | 'clientOptions'> & {
  children: ReactNode;
};

/**
 * The admin's live connection: one socket while an admin is signed in, subscribed to `ops`. Pages read the query
 * cache; the socket writes rides into it and refreshes SOS lists, and each page listens for what it draws live.
 */
export function AdminRealtime({ children, url, clientOptions }: AdminRealtimeProps) {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  return (
    <RealtimeProvider enabled={isAdmin} url={url} clientOptions={clientOptions}>
      <OpsSubscription isEnabled={isAdmin} />
      {children}
    </RealtimeProvider>
  );
}
