import type { AppLinksConfig, AppName } from '@ridebook/ui';

/** What the public site reads from its build-time environment (docs/decisions/003-one-origin-and-subdomain-deploys.md). */
export type PublicSiteEnv = {
  /** The API's base URL; undefined means the api-client's default, /api on this origin. */
  apiUrl: string | undefined;
  /** Where each app lives: links between apps and the login's returnTo check both use it. */
  appLinks: AppLinksConfig;
};

type RawEnv = Readonly<Record<string, unknown>>;

const APP_URL_VARIABLES: Readonly<Record<AppName, string>> = {
  publicSite: 'VITE_PUBLIC_SITE_URL',
  rider: 'VITE_RIDER_APP_URL',
  driver: 'VITE_DRIVER_APP_URL',
  admin: 'VITE_ADMIN_APP_URL',
};

function readString(raw: RawEnv, name: string): string {
  const value = raw[name];
  return typeof value === 'string' ? value.trim() : '';
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads and checks the build-time variables once, at start (style.md: "Env is parsed and validated once at start,
 * with a readable list of what is wrong"). An app URL is empty (one origin) or an origin such as
 * https://rider.example.com; the API URL is empty, a path on this origin (/api) or an absolute http(s) URL.
 * Plain checks rather than a zod schema: this runs in the entry chunk, which stays free of zod.
 */
export function parseEnv(raw: RawEnv): PublicSiteEnv {
  const problems: string[] = [];
  const urls = {} as Record<AppName, string>;
  for (const [app, name] of Object.entries(APP_URL_VARIABLES) as [AppName, string][]) {
    const value = readString(raw, name);
    if (value === '') {
      urls[app] = '';
      continue;
    }
    const url = parseHttpUrl(value);
    if (!url || url.pathname !== '/' || url.search || url.hash) {
      problems.push(`${name} must be an origin such as https://app.example.com (got "${value}")`);
      continue;
    }
    urls[app] = url.origin;
  }

  const apiValue = readString(raw, 'VITE_API_URL');
  const isApiPath = apiValue.startsWith('/') && !apiValue.startsWith('//');
  if (apiValue !== '' && !isApiPath && !parseHttpUrl(apiValue)) {
    problems.push(`VITE_API_URL must be a path such as /api or an http(s) URL (got "${apiValue}")`);
  }

  if (problems.length > 0) {
    throw new Error(`The public site's build settings are not valid:\n- ${problems.join('\n- ')}`);
  }
  return {
    apiUrl: apiValue === '' ? undefined : apiValue,
    appLinks: { currentApp: 'publicSite', urls },
  };
}

export const env: PublicSiteEnv = parseEnv(import.meta.env);
