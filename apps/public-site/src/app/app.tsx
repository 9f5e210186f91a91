import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { env } from '../config/env.ts';
import { createAppRouter } from './router.tsx';

/** The app's root: the query cache, then the theme, cross-app links, tooltips and toasts, then the routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider appLinks={env.appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}
