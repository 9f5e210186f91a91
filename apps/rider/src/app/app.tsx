import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { env } from '../config/env.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Toasts at the top: the area's forms end in a right-aligned button, which a bottom-right toast would cover
          (and a toast under the pointer stays while hovered). */}
      <UiProvider appLinks={env.appLinks} toasterPosition="top-center">
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}
