import {
  NOT_FOUND_TITLE,
  ProfilePage,
  RoleAppLoading,
  RoleNotFoundPage,
  type RoleRouteHandle,
} from '@ridebook/ui/account';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';

const notFoundHandle: RoleRouteHandle = { title: NOT_FOUND_TITLE };

/** The admin area: every page inside the shell that checks the session and draws the admin layout. */
export const routes: RouteObject[] = [
  { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
  {
    // The area's code (session, layout, API client) loads while the spinner shows; the entry chunk stays small.
    lazy: () => import('./signed-in-area.tsx').then((m) => ({ Component: m.SignedInArea })),
    hydrateFallbackElement: <RoleAppLoading />,
    children: [
      {
        path: paths.dashboard,
        lazy: () =>
          import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
      },
      { path: paths.profile, element: <ProfilePage role="admin" /> },
      { path: '*', element: <RoleNotFoundPage role="admin" />, handle: notFoundHandle },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
