import { configureApiClient } from '@ridebook/api-client';
import { RoleAppShell } from '@ridebook/ui/account';
import { env } from '../config/env.ts';
import { AdminRealtime } from '../features/realtime/index.ts';

// Every API call of this app starts inside the signed-in area, so the client is configured here, when the area's
// code loads and before its first request. main.tsx stays free of axios and zod: the entry chunk then keeps within
// the 150 KB gzip budget (docs/benchmarks.md); with the client in main.tsx the initial JS was 187 KB.
configureApiClient({ baseURL: env.apiUrl });

/**
 * The layout route of every admin page: it checks the session and draws the admin's sidebar, top bar and page,
 * inside the admin's live operations connection (open while an admin is signed in).
 */
export function SignedInArea() {
  return (
    <AdminRealtime>
      <RoleAppShell role="admin" />
    </AdminRealtime>
  );
}
