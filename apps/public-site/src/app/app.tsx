import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { env } from '../config/env.ts';
import { createAppRouter } from './router.tsx';

/**
 * What every page sits in: the query cache, then the theme, cross-app links, tooltips and toasts. The prerender
 * passes its own `queryClient`, to empty it once the page is written.
 */
export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [created] = useState(() => given ?? createQueryClient());
  const queryClient = given ?? created;
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={env.appLinks}>{children}</UiProvider>
    </QueryClientProvider>
  );
}

/** The app's root in the browser: the providers, then the routes. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
