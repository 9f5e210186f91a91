import { createQueryClient } from '@ridebook/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppLinksConfig } from '../shell/app-links.tsx';
import { UiProvider } from '../ui-provider.tsx';

export type RoleAppRootProps = {
  /** Makes the app's router, once (the rider's, driver's or admin's routes). */
  createRouter: () => ReturnType<typeof createBrowserRouter>;
  /** The cross-app links of the app's build (parseAppEnv). */
  appLinks: AppLinksConfig;
};

/** The root of a role app (rider, driver, admin): the query cache, the theme, links, toasts, then its routes. */
export function RoleAppRoot({ createRouter, appLinks }: RoleAppRootProps) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Toasts at the top: the area's forms end in a right-aligned button, which a bottom-right toast would cover
          (and a toast under the pointer stays while hovered). */}
      <UiProvider appLinks={appLinks} toasterPosition="top-center">
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>
  );
}
