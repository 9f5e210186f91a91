import { createQueryClient } from '@ridebook/api-client';
import { DEFAULT_APP_LINKS, UiProvider, type AppLinksConfig } from '@ridebook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';

function PageAt({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} at {location.pathname}
      {location.search}
    </h1>
  );
}

/** Simple stand-ins for the pages a test navigates to: a heading naming the page and where it is. */
export const landingPages: RouteObject[] = [
  { path: '/', element: <PageAt name="Home page" /> },
  { path: '/login', element: <PageAt name="Login page" /> },
  { path: '/about-us', element: <PageAt name="About page" /> },
];

type RenderPageOptions = {
  /** Replaces the stand-ins of the same path. */
  routes: RouteObject[];
  appLinks?: AppLinksConfig;
};

/** Renders the routes at `url` inside the app's providers (query cache, theme, app links, toasts). */
export function renderPage(url: string, { routes, appLinks = DEFAULT_APP_LINKS }: RenderPageOptions) {
  const ownPaths = new Set(routes.map((route) => route.path));
  const router = createMemoryRouter(
    [...routes, ...landingPages.filter((route) => !ownPaths.has(route.path))],
    { initialEntries: [url] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
