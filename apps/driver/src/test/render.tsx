import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { parseAppEnv } from '@ridebook/ui/account';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installFakeWebSocket, PICKUP } from '@ridebook/api-client/testing';
import { DriverLocationProvider } from '../features/location/index.ts';
import { DriverRealtime } from '../features/realtime/index.ts';
import { installFakeGeolocation } from './fake-geolocation.ts';

/**
 * Renders `ui` with what the signed-in area gives an approved driver's pages: the query client, toasts, a router
 * (at `path`), the realtime connection (on a fake socket) and the location provider (a fake device at the pickup;
 * `geolocation.deny()` blocks it).
 */
export function renderForDriver(
  ui: ReactNode,
  { path = '/driver/dashboard', queryClient = createQueryClient(), driverId = 'driver-1' } = {},
) {
  const sockets = installFakeWebSocket();
  const geolocation = installFakeGeolocation();
  geolocation.allow(PICKUP.lat, PICKUP.lng);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DriverRealtime driverId={driverId}>
            <DriverLocationProvider enabled>{ui}</DriverLocationProvider>
          </DriverRealtime>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={parseAppEnv('driver', {}).appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient, sockets, geolocation };
}

export type { QueryClient };
