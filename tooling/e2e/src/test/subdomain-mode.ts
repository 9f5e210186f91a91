import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { seededDataDir } from './seeded-data.ts';
import { findFreePort, newDataDir, REPO_ROOT, startServer, type RunningServer } from './server.ts';
import { subdomainSite, type Site } from './site.ts';

/**
 * Subdomain mode (architecture section 2): each app is a static deployable on its own host, the API is its own host.
 * Chromium maps the made-up hosts below to 127.0.0.1 with --host-resolver-rules, so no DNS is involved.
 */
export const SUBDOMAIN_DOMAIN = 'ridebook.test';
const APP_HOSTS = {
  'public-site': { host: `www.${SUBDOMAIN_DOMAIN}`, prefix: '' },
  rider: { host: `rider.${SUBDOMAIN_DOMAIN}`, prefix: '/rider' },
  driver: { host: `driver.${SUBDOMAIN_DOMAIN}`, prefix: '/driver' },
  admin: { host: `admin.${SUBDOMAIN_DOMAIN}`, prefix: '/admin' },
} as const;
export type AppName = keyof typeof APP_HOSTS;
const OUT_DIR = 'dist-subdomain';

export type SubdomainDeployment = {
  urls: Record<AppName | 'api', string>;
  site: Site;
  /** Chromium flag that resolves every *.ridebook.test host to this machine. */
  resolverArg: string;
  /** A fresh API (new data folder, demo accounts seeded again) on the same host, with these settings. */
  restartApi(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Builds the apps (all four unless told) into apps/<app>/<outDir> with absolute cross-app URLs, as a team deploying
 * them on their own hosts would.
 */
export function buildForSubdomains(
  urls: Record<AppName | 'api', string>,
  {
    apps = Object.keys(APP_HOSTS) as AppName[],
    outDir = OUT_DIR,
  }: { apps?: AppName[]; outDir?: string } = {},
): void {
  for (const app of apps) {
    execFileSync(
      'pnpm',
      ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: path.join(REPO_ROOT, 'apps', app),
        stdio: 'inherit',
        env: {
          ...process.env,
          VITE_API_URL: `${urls.api}/api`,
          VITE_PUBLIC_SITE_URL: urls['public-site'],
          VITE_RIDER_APP_URL: urls.rider,
          VITE_DRIVER_APP_URL: urls.driver,
          VITE_ADMIN_APP_URL: urls.admin,
        },
      },
    );
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** A plain static host per Host header: what a CDN in front of each app's dist/ does, with an SPA fallback. */
function startStaticHosts(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const hostname = (request.headers.host ?? '').split(':')[0];
    const entry = Object.entries(APP_HOSTS).find(([, value]) => value.host === hostname);
    if (!entry) {
      response.writeHead(404).end('unknown host');
      return;
    }
    const [app, { prefix }] = entry;
    const root = path.join(REPO_ROOT, 'apps', app, OUT_DIR);
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const relative = prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
    const candidate = path.join(root, path.normalize(relative));
    const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    // Like a CDN with "pretty URLs": /faq serves a prerendered faq/index.html, any other path the app's shell.
    const page = path.join(candidate, 'index.html');
    const shell = existsSync(path.join(root, 'spa.html')) ? 'spa.html' : 'index.html';
    const file = isFile
      ? candidate
      : candidate.startsWith(root) && existsSync(page)
        ? page
        : path.join(root, shell);
    if (!isFile && /\.[a-z0-9]+$/i.test(pathname)) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Builds and starts the whole subdomain deployment: four static hosts and an API-only server with CORS. */
export async function startSubdomainDeployment(): Promise<SubdomainDeployment> {
  const staticPort = await findFreePort();
  const apiPort = await findFreePort();
  const urls = {
    'public-site': `http://${APP_HOSTS['public-site'].host}:${staticPort}`,
    rider: `http://${APP_HOSTS.rider.host}:${staticPort}`,
    driver: `http://${APP_HOSTS.driver.host}:${staticPort}`,
    admin: `http://${APP_HOSTS.admin.host}:${staticPort}`,
    api: `http://api.${SUBDOMAIN_DOMAIN}:${apiPort}`,
  };
  buildForSubdomains(urls);
  const hosts = await startStaticHosts(staticPort);
  // One data folder for the API's life, restarts included: a restart keeps the accounts and skips the first start's seed.
  const dataDir = newDataDir('ridebook-e2e-subdomains-', seededDataDir());
  const apiEnv = {
    DATA_DIR: dataDir,
    SERVE_APPS: 'false',
    CORS_ORIGINS: [urls['public-site'], urls.rider, urls.driver, urls.admin].join(','),
    PUBLIC_SITE_URL: urls['public-site'],
  };
  let api: RunningServer;
  try {
    api = await startServer(apiEnv, { port: apiPort });
  } catch (error) {
    hosts.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    urls,
    site: subdomainSite(urls, `http://127.0.0.1:${apiPort}`),
    resolverArg: `--host-resolver-rules=MAP *.${SUBDOMAIN_DOMAIN} 127.0.0.1`,
    restartApi: async (env) => {
      await api.stop();
      api = await startServer({ ...apiEnv, ...env }, { port: apiPort });
    },
    stop: async () => {
      await api.stop();
      await new Promise((resolve) => hosts.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
