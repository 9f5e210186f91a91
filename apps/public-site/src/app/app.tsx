import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { env } from '../config/env.ts';
import { createAppRouter } from './router.tsx';

/** What every page sits in: the query cache, then the theme, cross-app links, tooltips and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
