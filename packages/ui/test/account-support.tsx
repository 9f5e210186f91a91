// Test helpers of the account folder (not exported by the package): a render of a role app's routes with the
// providers the apps have (the fake API is @ridebook/api-client/testing's).
import { createQueryClient } from '@ridebook/api-client';
import { aDriverUser, type FakeReply } from '@ridebook/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { TooltipProvider } from '../src/primitives/tooltip.tsx';
import { AppLinksProvider } from '../src/shell/app-links.tsx';
import type { AppLinksConfig, AppName } from '../src/shell/app-links.tsx';
import { ThemeProvider } from '../src/theme/theme-provider.tsx';

/** The demo driver (@ridebook/api-client/testing) at an approval stage. */
export function aDriver(approvalStatus: 'pending' | 'approved' | 'rejected' | 'suspended' = 'approved') {
  return aDriverUser({ driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048', approvalStatus } });
}

/** A reply that waits until the test releases it. */
export function heldReply(reply: FakeReply) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { responder: () => released.then(() => reply), release };
}

export function appLinksFor(currentApp: AppName, urls: Partial<AppLinksConfig['urls']> = {}): AppLinksConfig {
  return { currentApp, urls: { publicSite: '', rider: '', driver: '', admin: '', ...urls } };
}

/** Renders routes in a memory router inside the providers a role app has (query client, theme, app links). */
export function renderRoutes(
  routes: RouteObject[],
  { route, appLinks }: { route: string; appLinks: AppLinksConfig },
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createQueryClient();
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppLinksProvider config={appLinks}>
          <TooltipProvider>{children}</TooltipProvider>
        </AppLinksProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { ...render(wrap(<RouterProvider router={router} />)), router, queryClient };
}
