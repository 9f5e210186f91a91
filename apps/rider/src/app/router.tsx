import { roleAreaRoutes, type RoleRouteHandle } from '@ridebook/ui/account';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';

const rideHandle: RoleRouteHandle = { title: 'Your ride' };
/** /rider/rides is the navigation bar's name of the sidebar's Ride History: one screen, one title. */
const historyHandle: RoleRouteHandle = { title: 'Ride History' };
const loadHistoryPage = () =>
  import('../features/history/ride-history-page.tsx').then((m) => ({ Component: m.RideHistoryPage }));

/** The rider area: every page inside the shell that checks the session and draws the rider layout. */
export const routes: RouteObject[] = roleAreaRoutes({
  role: 'rider',
  root: paths.root,
  dashboard: paths.dashboard,
  signedInArea: () => import('./signed-in-area.tsx').then((m) => ({ Component: m.SignedInArea })),
  pages: [
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
      lazy: () => import('../features/payments/wallet-page.tsx').then((m) => ({ Component: m.WalletPage })),
    },
  ],
});

export function createAppRouter() {
  return createBrowserRouter(routes);
}
