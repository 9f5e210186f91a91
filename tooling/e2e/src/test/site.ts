/** The four apps and the API. */
export type SiteApp = 'public-site' | 'rider' | 'driver' | 'admin' | 'api';

/**
 * Where a deployment serves each app, so one journey runs on one origin and on subdomains alike. Browser URLs go
 * through `url`; the test process itself (Node, which cannot resolve the made-up subdomains) reaches the API at
 * `apiFromTests`.
 */
export type Site = {
  mode: 'one origin' | 'subdomains';
  origin(app: SiteApp): string;
  url(app: SiteApp, path: string): string;
  apiFromTests: string;
};

/** Every app and the API on one origin, as `pnpm start` serves them. */
export function oneOriginSite(origin: string): Site {
  return {
    mode: 'one origin',
    origin: () => origin,
    url: (_app, path) => `${origin}${path}`,
    apiFromTests: origin,
  };
}

/** A site whose apps live on their own hosts (test/subdomain-mode.ts). */
export function subdomainSite(origins: Record<SiteApp, string>, apiFromTests: string): Site {
  return {
    mode: 'subdomains',
    origin: (app) => origins[app],
    url: (app, path) => `${origins[app]}${path}`,
    apiFromTests,
  };
}
