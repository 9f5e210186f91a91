import { RealtimeProvider, useRideRealtimeSync, useSocketSessionRenewal } from '@ridebook/api-client';
import type { ReactNode } from 'react';
import { useRideNotices } from './use-ride-notices.ts';

function RealtimeSync({ driverId }: { driverId: string }) {
  useRideRealtimeSync();
  useSocketSessionRenewal(true);
  useRideNotices(driverId);
  return null;
}

/**
 * The driver's realtime connection: open while an approved driver is signed in (`driverId`), keeping the query
 * cache in step with the socket (offers, open requests, the ride, availability) and renewing the session when the
 * socket says it expired. Sits inside the QueryClientProvider.
 */
export function DriverRealtime({ driverId, children }: { driverId: string | null; children: ReactNode }) {
  return (
    <RealtimeProvider enabled={driverId !== null}>
      {driverId !== null && <RealtimeSync driverId={driverId} />}
      {children}
    </RealtimeProvider>
  );
}
