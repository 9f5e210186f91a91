import type { AppLinksConfig, AppName } from '../shell/app-links.tsx';

/** The build-time variables every browser app reads (docs/decisions/003): all optional, relative by default. */
export type AppEnvVariables = {
  VITE_API_URL?: string | undefined;
  VITE_PUBLIC_SITE_URL?: string | undefined;
  VITE_RIDER_APP_URL?: string | undefined;
  VITE_DRIVER_APP_URL?: string | undefined;
  VITE_ADMIN_APP_URL?: string | undefined;
};

export type AppEnv = {
  /** The API base for configureApiClient: '' means the api-client's default, /api on this origin. */
  apiUrl: string;
  appLinks: AppLinksConfig;
};

const APP_URL_VARIABLES = {
  publicSite: 'VITE_PUBLIC_SITE_URL',
  rider: 'VITE_RIDER_APP_URL',
  driver: 'VITE_DRIVER_APP_URL',
  admin: 'VITE_ADMIN_APP_URL',
} as const satisfies Record<AppName, keyof AppEnvVariables>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * Parses the app's `import.meta.env` once, at start: each app URL is empty (same origin) or an http(s) origin such
 * as https://rider.example.com; the API URL is empty, a path on this origin (/api) or an http(s) URL. Throws one
 * error listing every variable that is wrong.
 */
export function parseAppEnv(currentApp: AppName, variables: AppEnvVariables): AppEnv {
  const problems: string[] = [];
  const read = (name: keyof AppEnvVariables) => (variables[name] ?? '').trim().replace(/\/+$/, '');

  const urls = {} as Record<AppName, string>;
  for (const [app, name] of Object.entries(APP_URL_VARIABLES) as [AppName, keyof AppEnvVariables][]) {
    const value = read(name);
    if (value !== '' && !isHttpUrl(value)) {
      problems.push(`${name} must be empty or an http(s) URL such as https://example.com (got "${value}")`);
    }
    urls[app] = value;
  }

  const apiUrl = read('VITE_API_URL');
  if (apiUrl !== '' && !apiUrl.startsWith('/') && !isHttpUrl(apiUrl)) {
    problems.push(`VITE_API_URL must be empty, a path such as /api, or an http(s) URL (got "${apiUrl}")`);
  }

  if (problems.length > 0) {
    throw new Error(`The app's build-time environment is not valid:\n- ${problems.join('\n- ')}`);
  }
  return { apiUrl, appLinks: { currentApp, urls } };
}
