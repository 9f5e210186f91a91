import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home,
      lazy: () => import('../features/landing/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
    },
    {
      path: '*',
      lazy: () =>
        import('../features/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
    },
  ]);
}
