// @ridebook/ui/account: the session-aware pieces the three role apps share (the layout route that guards an area,
// the account-status page, the profile page, the in-area not-found page) and the apps' environment parsing.
import { lazy } from 'react';

export { getAccountRestriction, resolveAccountAccess } from './account-access.ts';
export type { AccountAccess, AccountStatusReason } from './account-access.ts';
export { browserNavigation, getLoginHref, RETURN_TO_PARAM } from './account-links.ts';
export { AccountFrame } from './account-frame.tsx';
export type { AccountFrameProps } from './account-frame.tsx';
export { ACCOUNT_STATUS_CONTENT } from './account-status-content.ts';
export type { AccountStatusContent } from './account-status-content.ts';
export { AccountStatusCard, AccountStatusPage } from './account-status-page.tsx';
export type { AccountStatusCardProps, AccountStatusPageProps } from './account-status-page.tsx';
export { parseAppEnv } from './app-env.ts';
export type { AppEnv, AppEnvVariables } from './app-env.ts';
export { RoleAppRoot } from './role-app-root.tsx';
export type { RoleAppRootProps } from './role-app-root.tsx';
export { RoleAppShell } from './role-app-shell.tsx';
export { RoleAppLoading } from './role-app-loading.tsx';
export type { RoleAppShellProps, RoleRouteHandle } from './role-app-shell.tsx';
export { NOT_FOUND_TITLE, RoleNotFoundPage } from './role-not-found-page.tsx';
export { roleAreaRoutes, type RoleAreaRoutesOptions } from './role-area-routes.tsx';
export type { ProfilePageProps } from './profile-page.tsx';

/**
 * /{role}/profile. Loaded on first render, so formik stays out of the apps' entry chunks; render it inside a
 * Suspense boundary (RoleAppShell has one around its routes).
 */
export const ProfilePage = lazy(() =>
  import('./profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
