import type { AdminUserScope } from '@ridebook/api-client';
import { ProfilePage, roleAreaRoutes, type RoleRouteHandle } from '@ridebook/ui/account';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';

/** Breadcrumb titles of the pages the spec's sidebar menu does not list (the menu names the others). */
const titles = {
  user: { title: 'Account details' },
  ride: { title: 'Ride details' },
  sos: { title: 'SOS Alerts' },
  settings: { title: 'Settings' },
  newCity: { title: 'New city' },
  city: { title: 'City' },
  auditLog: { title: 'Audit Log' },
  mail: { title: 'Mail' },
  settlements: { title: 'Settlements' },
  payouts: { title: 'Payouts' },
  reconciliation: { title: 'Reconciliation' },
  disputes: { title: 'Disputes' },
  system: { title: 'System' },
} satisfies Record<string, RoleRouteHandle>;

function userList(scope: AdminUserScope): RouteObject['lazy'] {
  return () =>
    import('../features/users/user-list-page.tsx').then((m) => ({
      Component: () => <m.UserListPage scope={scope} />,
    }));
}

/** The admin area: every page inside the shell that checks the session and draws the admin layout. */
export const routes: RouteObject[] = roleAreaRoutes({
  role: 'admin',
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
    { path: paths.users, lazy: userList('users') },
    { path: paths.riders, lazy: userList('riders') },
    { path: paths.drivers, lazy: userList('drivers') },
    {
      path: paths.user,
      handle: titles.user,
      lazy: () =>
        import('../features/users/user-detail-page.tsx').then((m) => ({ Component: m.UserDetailPage })),
    },
    {
      path: paths.rides,
      lazy: () => import('../features/rides/rides-page.tsx').then((m) => ({ Component: m.RidesPage })),
    },
    {
      path: paths.ride,
      handle: titles.ride,
      lazy: () =>
        import('../features/rides/ride-detail-page.tsx').then((m) => ({ Component: m.RideDetailPage })),
    },
    {
      path: paths.sos,
      handle: titles.sos,
      lazy: () => import('../features/sos/sos-page.tsx').then((m) => ({ Component: m.SosPage })),
    },
    {
      path: paths.settings,
      handle: titles.settings,
      lazy: () =>
        import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
    },
    {
      path: paths.cities,
      lazy: () => import('../features/cities/cities-page.tsx').then((m) => ({ Component: m.CitiesPage })),
    },
    {
      path: paths.newCity,
      handle: titles.newCity,
      lazy: () => import('../features/cities/city-page.tsx').then((m) => ({ Component: m.NewCityPage })),
    },
    {
      path: paths.city,
      handle: titles.city,
      lazy: () => import('../features/cities/city-page.tsx').then((m) => ({ Component: m.CityPage })),
    },
    {
      path: paths.auditLog,
      handle: titles.auditLog,
      lazy: () => import('../features/audit/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })),
    },
    {
      path: paths.mail,
      handle: titles.mail,
      lazy: () => import('../features/mail/mail-page.tsx').then((m) => ({ Component: m.MailPage })),
    },
    {
      path: paths.documents,
      lazy: () =>
        import('../features/documents/document-review-page.tsx').then((m) => ({
          Component: m.DocumentReviewPage,
        })),
    },
    {
      path: paths.settlements,
      handle: titles.settlements,
      lazy: () =>
        import('../features/settlements/settlements-page.tsx').then((m) => ({
          Component: m.SettlementsPage,
        })),
    },
    {
      path: paths.payouts,
      handle: titles.payouts,
      lazy: () =>
        import('../features/payouts/payouts-page.tsx').then((m) => ({
          Component: m.PayoutsPage,
        })),
    },
    {
      path: paths.reconciliation,
      handle: titles.reconciliation,
      lazy: () =>
        import('../features/reconciliation/reconciliation-page.tsx').then((m) => ({
          Component: m.ReconciliationPage,
        })),
    },
    {
      path: paths.disputes,
      handle: titles.disputes,
      lazy: () =>
        import('../features/disputes/disputes-page.tsx').then((m) => ({
          Component: m.DisputesPage,
        })),
    },
    {
      path: paths.system,
      handle: titles.system,
      lazy: () => import('../features/system/system-page.tsx').then((m) => ({ Component: m.SystemPage })),
    },
    { path: paths.profile, element: <ProfilePage role="admin" /> },
  ],
});

export function createAppRouter() {
  return createBrowserRouter(routes);
}
