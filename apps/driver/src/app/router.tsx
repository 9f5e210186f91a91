import { roleAreaRoutes, type RoleRouteHandle } from '@ridebook/ui/account';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';

// /driver/active is not in the menu; its breadcrumb names it like the menu's ride management.
const activeRideHandle: RoleRouteHandle = { title: 'Ride Management' };
const rideDetailHandle: RoleRouteHandle = { title: 'Ride details' };

const rideManagementPage = () =>
  import('../features/active-ride/ride-management-page.tsx').then((m) => ({
    Component: m.RideManagementPage,
  }));

/** The driver area: every page inside the shell that checks the session and draws the driver layout. */
export const routes: RouteObject[] = roleAreaRoutes({
  role: 'driver',
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
      path: paths.availability,
      lazy: () =>
        import('../features/availability/availability-page.tsx').then((m) => ({
          Component: m.AvailabilityPage,
        })),
    },
    {
      path: paths.availableRide,
      lazy: () =>
        import('../features/available-rides/available-ride-page.tsx').then((m) => ({
          Component: m.AvailableRidePage,
        })),
    },
    { path: paths.rideManagement, lazy: rideManagementPage },
    { path: paths.activeRide, lazy: rideManagementPage, handle: activeRideHandle },
    {
      path: paths.rideHistory,
      lazy: () =>
        import('../features/ride-history/ride-history-page.tsx').then((m) => ({
          Component: m.RideHistoryPage,
        })),
    },
    {
      path: paths.rideDetail,
      handle: rideDetailHandle,
      lazy: () =>
        import('../features/ride-history/ride-detail-page.tsx').then((m) => ({
          Component: m.RideDetailPage,
        })),
    },
    {
      path: paths.earnings,
      lazy: () =>
        import('../features/earnings/earnings-page.tsx').then((m) => ({ Component: m.EarningsPage })),
    },
    {
      path: paths.payouts,
      lazy: () => import('../features/payouts/payouts-page.tsx').then((m) => ({ Component: m.PayoutsPage })),
    },
    {
      path: paths.documents,
      lazy: () =>
        import('../features/documents/documents-page.tsx').then((m) => ({
          Component: m.DocumentsPage,
        })),
    },
    {
      path: paths.profile,
      lazy: () =>
        import('../features/profile/driver-profile-page.tsx').then((m) => ({
          Component: m.DriverProfilePage,
        })),
    },
  ],
});

export function createAppRouter() {
  return createBrowserRouter(routes);
}
