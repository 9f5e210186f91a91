import { configureApiClient, useSession } from '@ridebook/api-client';
import { normalizeRole } from '@ridebook/ui';
import { getAccountRestriction, RoleAppShell } from '@ridebook/ui/account';
import { env } from '../config/env.ts';
import { DriverLocationProvider } from '../features/location/index.ts';
import { OfferDialog } from '../features/offers/index.ts';
import { DriverRealtime } from '../features/realtime/index.ts';

// Every API call of this app starts inside the signed-in area, so the client is configured here, when the area's
// code loads and before its first request. main.tsx stays free of axios and zod: the entry chunk then keeps within
// the 150 KB gzip budget (docs/benchmarks.md); with the client in main.tsx the initial JS was 187 KB.
configureApiClient({ baseURL: env.apiUrl });

/** The signed-in driver's id when they may drive (approved, not blocked); null otherwise. */
function useDrivingDriverId(): string | null {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const { user } = session;
  return normalizeRole(user.role) === 'driver' && getAccountRestriction(user) === null ? user.id : null;
}

/**
 * The layout route of every driver page: the shell checks the session and draws the driver's sidebar, top bar and
 * page (pending, rejected and suspended drivers get its account-status page). Around it, for an approved driver:
 * the realtime connection, the location that goes to the API while online, and the incoming-offer dialog.
 */
export function SignedInArea() {
  const driverId = useDrivingDriverId();
  return (
    <DriverRealtime driverId={driverId}>
      <DriverLocationProvider enabled={driverId !== null}>
        <RoleAppShell role="driver" />
        {driverId !== null && <OfferDialog />}
      </DriverLocationProvider>
    </DriverRealtime>
  );
}
