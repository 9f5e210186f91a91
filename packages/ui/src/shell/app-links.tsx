import { createContext, useContext, useMemo } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

/** The four browser apps. Each owns a path prefix: /rider, /driver, /admin; the public site owns the rest. */
export type AppName = 'publicSite' | 'rider' | 'driver' | 'admin';

export type AppLinksConfig = {
  /** The app this page belongs to: its paths become client-side router links. */
  currentApp: AppName;
  /**
   * The base URL of each app: '' (relative, the one-origin default) or an origin such as
   * 'https://rider.example.com' in subdomain mode.
   */
  urls: Record<AppName, string>;
};

export const DEFAULT_APP_LINKS: AppLinksConfig = {
  currentApp: 'publicSite',
  urls: { publicSite: '', rider: '', driver: '', admin: '' },
};

/** Which app serves a path: '/rider/dashboard' -> rider, '/faq' -> publicSite. */
export function appForPath(path: string): AppName {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = /^\/(rider|driver|admin)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as AppName) : 'publicSite';
}

/** The href for a path: relative when the target app has no base URL, absolute on its own host otherwise. */
export function resolveAppHref(config: AppLinksConfig, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  const base = config.urls[appForPath(path)].replace(/\/+$/, '');
  return `${base}${path}`;
}

const AppLinksContext = createContext<AppLinksConfig>(DEFAULT_APP_LINKS);

export function AppLinksProvider({ config, children }: { config: AppLinksConfig; children?: ReactNode }) {
  return <AppLinksContext value={config}>{children}</AppLinksContext>;
}

export function useAppLinks(): AppLinksConfig {
  return useContext(AppLinksContext);
}

/** The href of a RideBook path as seen from the current app. */
export function useAppHref(path: string): string {
  const config = useAppLinks();
  return useMemo(() => resolveAppHref(config, path), [config, path]);
}

/** Whether a path is served by the current app (and so can be a client-side navigation). */
export function useIsCurrentAppPath(path: string): boolean {
  return appForPath(path) === useAppLinks().currentApp && !/^[a-z][a-z\d+.-]*:/i.test(path);
}

export type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A RideBook path such as '/rider/dashboard' or '/#features'. */
  to: string;
};

/**
 * A link to any RideBook page: a react-router <Link> for the current app's paths, a plain <a href> (a full page
 * load, on the other app's host in subdomain mode) for another app's.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const href = useAppHref(to);
  const isCurrentApp = useIsCurrentAppPath(to);
  if (isCurrentApp) return <Link to={to} {...props} />;
  return <a href={href} {...props} />;
}
