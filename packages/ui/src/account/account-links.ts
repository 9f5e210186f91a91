import { LOGIN_PATH } from '../shell/nav-links.ts';
import { resolveAppHref } from '../shell/app-links.tsx';
import type { AppLinksConfig } from '../shell/app-links.tsx';

/** The query parameter of the login page that names where to go after signing in. */
export const RETURN_TO_PARAM = 'returnTo';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The public site's login page, with the page the visitor wanted as its return address. The return address is a
 * path when the login page is on this origin (the one-origin deployment) and an absolute URL when the public site
 * has its own host (subdomain mode), so the login page can send the person back across hosts.
 *
 * @param currentPath the role app's path with its query and hash, e.g. /rider/book-ride?from=home
 * @param origin this page's origin, for a role app without a configured URL of its own
 */
export function getLoginHref(config: AppLinksConfig, currentPath: string, origin: string): string {
  let returnTo = currentPath;
  if (config.urls.publicSite !== '') {
    const ownHref = resolveAppHref(config, currentPath);
    returnTo = ABSOLUTE_URL.test(ownHref) ? ownHref : `${origin}${ownHref}`;
  }
  return resolveAppHref(config, `${LOGIN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`);
}

/**
 * Full-page navigations to another app (the public site, another role's app). Kept on one object so tests can
 * replace them: jsdom cannot navigate.
 */
export const browserNavigation = {
  /** A new history entry: Back returns here (after signing out). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Replaces this page in the history: Back skips a page that only redirected (guards). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
