import {
  RealtimeProvider,
  useRideRealtimeSync,
  useSession,
  useSocketSessionRenewal,
  type RealtimeProviderProps,
} from '@ridebook/api-client';
import type { ReactNode } from 'react';

export type RiderRealtimeProps = Pick<RealtimeProviderProps, 'url' | 'clientOptions'> & {
  children: ReactNode;
};

/** Keeps the query cache in step with the socket, and the socket's session alive. Mounted once. */
function RealtimeSync({ isEnabled }: { isEnabled: boolean }) {
  useRideRealtimeSync();
  useSocketSessionRenewal(isEnabled);
  return null;
}

/**
 * The rider's live connection: one socket while a rider is signed in, closed otherwise. The cache is the truth the
 * pages read (GET /rides/active, GET /rides/:id); the socket only writes into it, and every reconnect invalidates
 * the ride data, so a reload or a lost connection mid-ride loses nothing.
 */
export function RiderRealtime({ children, url, clientOptions }: RiderRealtimeProps) {
  const session = useSession();
  const isRider = session.status === 'signed-in' && session.user.role === 'rider';
  return (
    <RealtimeProvider enabled={isRider} url={url} clientOptions={clientOptions}>
      <RealtimeSync isEnabled={isRider} />
      {children}
    </RealtimeProvider>
  );
}
