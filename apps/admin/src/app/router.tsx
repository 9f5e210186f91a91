import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths.ts';

export function createAppRouter() {
  return createBrowserRouter([
    { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
    {
      path: paths.dashboard,
      lazy: () =>
        import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
    },
    { path: '*', element: <Navigate to={paths.dashboard} replace /> },
  ]);
}
