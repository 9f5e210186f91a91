import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../routing/route-error-page.tsx';
import type { Role } from '../shell/roles.ts';
import { RoleAppLoading } from './role-app-loading.tsx';
import { NOT_FOUND_TITLE, RoleNotFoundPage } from './role-not-found-page.tsx';

export type RoleAreaRoutesOptions = {
  role: Role;
  /** The area's root (`/rider`), which opens its dashboard. */
  root: string;
  dashboard: string;
  /** The shell that checks the session and draws the role's layout, loaded on demand. */
  signedInArea: RouteObject['lazy'];
  /** The area's pages, drawn inside the shell; an unknown path gets the role's not-found page. */
  pages: RouteObject[];
};

/**
 * A role area's routes. A render error or a chunk gone after a deploy anywhere in it shows the design system's
 * error page. The area's code (session, layout, API client, realtime) loads while the loading screen shows, so the
 * entry chunk stays small; each page is best its own chunk too (`lazy`).
 */
export function roleAreaRoutes({
  role,
  root,
  dashboard,
  signedInArea,
  pages,
}: RoleAreaRoutesOptions): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage homeHref={dashboard} />,
      children: [
        { path: root, element: <Navigate to={dashboard} replace /> },
        {
          lazy: signedInArea,
          hydrateFallbackElement: <RoleAppLoading />,
          children: [
            ...pages,
            { path: '*', element: <RoleNotFoundPage role={role} />, handle: { title: NOT_FOUND_TITLE } },
          ],
        },
      ],
    },
  ];
}
