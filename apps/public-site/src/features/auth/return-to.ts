import { appForPath, resolveAppHref, type AppLinksConfig } from '@ridebook/ui';
import { paths } from '../../config/paths.ts';

/** The query parameter that says where to go after signing in, e.g. /login?returnTo=%2Frider%2Fbook-ride. */
export const RETURN_TO_PARAM = 'returnTo';

/** Where to go after signing in: a page of this app (client-side), or another app's page (a full page load). */
export type ReturnTarget = { kind: 'route'; to: string } | { kind: 'document'; href: string };

/** Sending a person who just signed in back to a sign-in page would only loop. */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
]);

/** Backslashes and control characters: browsers read them loosely in URLs ("/\\host" can mean "//host"). */
function hasLooseCharacters(value: string): boolean {
  return (
    value.includes('\\') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  );
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function parseTarget(value: string, currentOrigin: string): URL | undefined {
  try {
    // A path is read against this page's origin; "//host" and "https://host" are absolute and checked below.
    return new URL(value, currentOrigin);
  } catch {
    return undefined;
  }
}

/**
 * Reads a returnTo value safely (no open redirect): a path on this origin, or an absolute URL whose origin is this
 * page's or one of the configured app URLs. Anything else (another site, "//host", "javascript:", backslashes or
 * control characters, which browsers read loosely) gives null: the caller goes to its default page instead.
 * A path of this app is a client-side navigation; a path of another app (/rider/...) is a full page load, on that
 * app's own host in subdomain mode.
 */
export function resolveReturnTo(
  returnTo: string | null | undefined,
  appLinks: AppLinksConfig,
  currentOrigin: string,
): ReturnTarget | null {
  const value = returnTo?.trim();
  if (!value || hasLooseCharacters(value)) return null;
  const url = parseTarget(value, currentOrigin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;

  const appOrigins = Object.values(appLinks.urls).flatMap((base) => originOf(base) ?? []);
  if (url.origin !== currentOrigin && !appOrigins.includes(url.origin)) return null;

  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== currentOrigin) return { kind: 'document', href: url.href };
  const app = appForPath(url.pathname);
  const isHere =
    app === appLinks.currentApp && (originOf(appLinks.urls[app]) ?? currentOrigin) === currentOrigin;
  if (!isHere) return { kind: 'document', href: resolveAppHref(appLinks, path) };
  return ACCOUNT_PATHS.has(url.pathname) ? null : { kind: 'route', to: path };
}
