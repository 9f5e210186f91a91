import {
  NOT_FOUND_TITLE,
  RoleAppLoading,
  RoleNotFoundPage,
  type RoleRouteHandle,
} from '@ridebook/ui/account';
import { RouteErrorPage } from '@ridebook/ui/routing';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';

const notFoundHandle: RoleRouteHandle = { title: NOT_FOUND_TITLE };
const rideHandle: RoleRouteHandle = { title: 'Your ride' };
/** /rider/rides is the navigation bar's name of the sidebar's Ride History: one screen, one title. */
const historyHandle: RoleRouteHandle = { title: 'Ride History' };
const loadHistoryPage = () =>
  import('../features/history/ride-history-page.tsx').then((m) => ({ Component: m.RideHistoryPage }));

/** The rider area: every page inside the shell that checks the session and draws the rider layout. */
export const routes: RouteObject[] = [
  {
    // A render error or a chunk gone after a deploy anywhere in the area: the design system's error page.
    errorElement: <RouteErrorPage homeHref={paths.dashboard} />,
    children: [
      { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
      {
        // The area's code (session, layout, API client, realtime) loads while the spinner shows; the entry chunk stays
        // small. Each page is its own chunk too, and the map loads with the first page that draws one.
        lazy: () => import('./signed-in-area.tsx').then((m) => ({ Component: m.SignedInArea })),
        hydrateFallbackElement: <RoleAppLoading />,
        children: [
          {
            path: paths.dashboard,
            lazy: () =>
              import('../features/dashboard/dashboard-page.tsx').then((m) => ({
                Component: m.DashboardPage,
              })),
          },
          {
            path: paths.bookRide,
            lazy: () =>
              import('../features/booking/book-ride-page.tsx').then((m) => ({ Component: m.BookRidePage })),
          },
          { path: paths.rideHistory, handle: historyHandle, lazy: loadHistoryPage },
          { path: paths.rides, handle: historyHandle, lazy: loadHistoryPage },
          {
            path: paths.ride,
            handle: rideHandle,
            lazy: () => import('../features/ride/ride-page.tsx').then((m) => ({ Component: m.RidePage })),
          },
          {
            path: paths.profile,
            lazy: () =>
              import('../features/safety/rider-profile-page.tsx').then((m) => ({
                Component: m.RiderProfilePage,
              })),
          },
          {
            path: paths.wallet,
            lazy: () =>
              import('../features/payments/wallet-page.tsx').then((m) => ({ Component: m.WalletPage })),
          },
          { path: '*', element: <RoleNotFoundPage role="rider" />, handle: notFoundHandle },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
