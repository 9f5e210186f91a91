import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { parseAppEnv } from '@ridebook/ui/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminRealtime } from '../features/realtime/index.ts';

/**
 * Renders one page as the signed-in area gives it: the query client, toasts, a router at `path` (its search params
 * are the page's filters) and the admin's realtime connection on the fake socket. `route` is the page's route
 * pattern when it reads params (`/admin/cities/:cityId`); every other path renders the page too. Install the fake
 * API first.
 */
export function renderPage(
  ui: ReactNode,
  { path = '/admin', route }: { path?: string; route?: string } = {},
) {
  const queryClient = createQueryClient();
  const element = <AdminRealtime>{ui}</AdminRealtime>;
  const routes = route
    ? [
        { path: route, element },
        { path: '*', element },
      ]
    : [{ path: '*', element }];
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={parseAppEnv('admin', {}).appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
}
