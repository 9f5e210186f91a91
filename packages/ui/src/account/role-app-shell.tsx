import { useCurrentUser, useSession } from '@ridebook/api-client';
import { ArrowLeft } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PRODUCT_NAME } from '../brand.ts';
import { AppLink, resolveAppHref, useAppLinks } from '../shell/app-links.tsx';
import type { AppLinksConfig } from '../shell/app-links.tsx';
import { DEFAULT_PAGE_TITLE, RoleLayout } from '../shell/role-layout.tsx';
import { findMenuTitle } from '../shell/role-menus.ts';
import { getDashboardPath, getDocumentsPath, getProfilePath } from '../shell/roles.ts';
import type { Role } from '../shell/roles.ts';
import { resolveAccountAccess } from './account-access.ts';
import type { AccountAccess } from './account-access.ts';
import { AccountFrame } from './account-frame.tsx';
import { browserNavigation, getLoginHref } from './account-links.ts';
import { AccountStatusPage } from './account-status-page.tsx';
import { ACCOUNT_STATUS_CONTENT } from './account-status-content.ts';
import { AccountUnavailable, LeavingNotice, PageLoading } from './shell-notices.tsx';
import { useRoleSignOut } from './use-role-sign-out.ts';

export type RoleAppShellProps = {
  /** The role this app serves; its routes live under /{role}. */
  role: Role;
};

/** What a route may put in its `handle` for the breadcrumb when the role menu has no entry for its path. */
export type RoleRouteHandle = { title?: string };

function readHandleTitle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The breadcrumb's page title: the role menu's name for the path, else the deepest route handle's title. */
function usePageTitle(role: Role): string {
  const { pathname } = useLocation();
  const matches = useMatches();
  const fromMenu = findMenuTitle(role, pathname.replace(/(.)\/+$/, '$1'));
  if (fromMenu) return fromMenu;
  for (const match of [...matches].reverse()) {
    const title = readHandleTitle(match.handle);
    if (title) return title;
  }
  return DEFAULT_PAGE_TITLE;
}

/** Where a guard sends the browser (a full page load: another app), or null to stay. */
function getRedirect(access: AccountAccess, config: AppLinksConfig, currentPath: string): string | null {
  if (access.kind === 'signed-out') return getLoginHref(config, currentPath, window.location.origin);
  if (access.kind === 'wrong-role') return resolveAppHref(config, getDashboardPath(access.role));
  return null;
}

/**
 * The layout route of a role app (/rider, /driver, /admin), deciding from the session (architecture section 2):
 * a spinner while the current user loads; signed-out visitors go to the public site's login page with a return
 * address; a user of another role goes to their own dashboard; a blocked account or a driver who is not approved
 * sees the account-status page (pending and rejected drivers may still open their profile to correct the vehicle);
 * everyone else gets the role layout (menu, breadcrumb, user menu, Sign Out) around the current route.
 */
export function RoleAppShell({ role }: RoleAppShellProps) {
  const session = useSession();
  const currentUser = useCurrentUser();
  const appLinks = useAppLinks();
  const location = useLocation();
  const pageTitle = usePageTitle(role);
  // After a sign-out the session reads "signed out"; the browser is already on its way to the home page then, and
  // must not be sent to the login page instead.
  const [hasSignedOut, setHasSignedOut] = useState(false);
  const { signOut, isSigningOut } = useRoleSignOut({ onSignedOut: () => setHasSignedOut(true) });

  const access = resolveAccountAccess({ session, error: currentUser.error, role });
  const currentPath = `${location.pathname}${location.search}${location.hash}`;
  const redirect = hasSignedOut ? null : getRedirect(access, appLinks, currentPath);

  useEffect(() => {
    if (redirect) browserNavigation.replace(redirect);
  }, [redirect]);

  useEffect(() => {
    const title = access.kind === 'restricted' ? ACCOUNT_STATUS_CONTENT[access.reason].title : pageTitle;
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [access, pageTitle]);

  const checkAgain = () => void currentUser.refetch();

  if (hasSignedOut) {
    return (
      <LeavingNotice
        message="You are signed out. Taking you to the home page…"
        href={resolveAppHref(appLinks, '/')}
      />
    );
  }
  if (redirect) {
    const message =
      access.kind === 'signed-out'
        ? 'Please sign in. Taking you to the login page…'
        : 'Taking you to your dashboard…';
    return <LeavingNotice message={message} href={redirect} />;
  }
  switch (access.kind) {
    case 'loading':
      return <RoleLayout role={role} isLoading onSignOut={signOut} />;
    case 'unavailable':
      return <AccountUnavailable onRetry={checkAgain} isRetrying={currentUser.isFetching} />;
    case 'restricted': {
      const pathname = location.pathname.replace(/(.)\/+$/, '$1');
      // A driver under review or rejected may still fix their vehicle details and upload their documents.
      const isProfile =
        pathname === getProfilePath(role) || (role === 'driver' && pathname === getDocumentsPath(role));
      if (isProfile && ACCOUNT_STATUS_CONTENT[access.reason].canEditVehicle && access.user) {
        return (
          <AccountFrame onSignOut={signOut} isSigningOut={isSigningOut}>
            <AppLink
              to={getDashboardPath(role)}
              className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to your account status
            </AppLink>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </AccountFrame>
        );
      }
      return (
        <AccountStatusPage
          reason={access.reason}
          user={access.user}
          onSignOut={signOut}
          isSigningOut={isSigningOut}
          onCheckAgain={checkAgain}
          isChecking={currentUser.isFetching}
        />
      );
    }
    case 'allowed':
      return (
        <RoleLayout role={role} user={access.user} pageTitle={pageTitle} onSignOut={signOut}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RoleLayout>
      );
    default:
      return <RoleLayout role={role} isLoading onSignOut={signOut} />;
  }
}
