// Test helpers of the account folder (not exported by the package): a fake RideBook API behind the real api-client,
// and a render of a role app's routes with the providers the apps have.
import { ApiClientError, configureApiClient, createQueryClient } from '@ridebook/api-client';
import { aDriverUser } from '@ridebook/api-client/testing';
import type { ApiError } from '@ridebook/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { TooltipProvider } from '../primitives/tooltip.tsx';
import { AppLinksProvider } from '../shell/app-links.tsx';
import type { AppLinksConfig, AppName } from '../shell/app-links.tsx';
import { ThemeProvider } from '../theme/theme-provider.tsx';

/** The demo driver (@ridebook/api-client/testing) at an approval stage. */
export function aDriver(approvalStatus: 'pending' | 'approved' | 'rejected' | 'suspended' = 'approved') {
  return aDriverUser({ driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048', approvalStatus } });
}

export type FakeReply = { status: number; body?: unknown };
type Responder = (request: { body: unknown }) => FakeReply | Promise<FakeReply>;

/** An error body as the API sends it. */
export function apiError(status: number, body: ApiError): FakeReply {
  return { status, body };
}

/**
 * Replaces the api-client's transport: requests reach `responders` by "METHOD /path" instead of the network, and the
 * real client code (interceptors, response parsing, error normalisation, TanStack hooks) runs as in the app.
 */
export function installFakeApi(responders: Record<string, Responder | FakeReply>) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const http = configureApiClient({});
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    requests.push({ method, url, body });
    const responder = responders[`${method} ${url}`];
    if (!responder) throw new ApiClientError(`No fake answer for ${method} ${url}`, { status: 0 });
    const reply = typeof responder === 'function' ? await responder({ body }) : responder;
    if (reply.status >= 400) {
      const errorBody = reply.body as ApiError | undefined;
      throw new ApiClientError(errorBody?.message ?? `HTTP ${reply.status}`, {
        status: reply.status,
        body: errorBody,
      });
    }
    return { data: reply.body, status: reply.status, statusText: 'OK', headers: {}, config };
  };
  return { requests };
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
