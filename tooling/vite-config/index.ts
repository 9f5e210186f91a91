import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { themeInitScript } from '@ridebook/ui/theme-init';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { prerenderPages } from './prerender.ts';

export { SPA_FALLBACK_FILE } from './prerender.ts';

/** Dev-server ports: the public site is the front door and proxies the other apps and the API. */
export const DEV_PORTS = { 'public-site': 5173, rider: 5174, driver: 5175, admin: 5176 } as const;
export const DEV_API_ORIGIN = process.env.RIDEBOOK_DEV_API ?? 'http://127.0.0.1:3000';

type AppName = keyof typeof DEV_PORTS;

/** The path prefix each app owns; role apps keep it in their routes so one build serves both deploy modes. */
const BASE_PATH: Record<AppName, string> = {
  'public-site': '/',
  rider: '/rider/',
  driver: '/driver/',
  admin: '/admin/',
};

function devProxy(app: AppName): NonNullable<UserConfig['server']>['proxy'] {
  const proxy: NonNullable<UserConfig['server']>['proxy'] = {
    '/api': { target: DEV_API_ORIGIN, changeOrigin: false, ws: true },
  };
  if (app === 'public-site') {
    // One origin in development too: http://localhost:5173/rider/... reaches the rider dev server.
    // A regex key, so /driver-signup (a public-site page) is not sent to the driver app.
    for (const role of ['rider', 'driver', 'admin'] as const) {
      proxy[`^/${role}(/|$)`] = { target: `http://127.0.0.1:${DEV_PORTS[role]}`, ws: true };
    }
  }
  return proxy;
}

/** Inlines the theme bootstrap at the top of <head>, so the first paint already has the right theme. */
function themeInitPlugin(): Plugin {
  return {
    name: 'ridebook-theme-init',
    transformIndexHtml: () => [{ tag: 'script', children: themeInitScript, injectTo: 'head' }],
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** Every file below a folder, recursively. */
function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

/**
 * After the build: prerenders the app's pages when it names a prerender entry (prerender.ts), then writes .br and
 * .gz beside every text file, once, at build time: the API's static server sends them to browsers that accept them
 * (preCompressed), so no request pays for compression and phones download ~4x less.
 */
function afterBuildPlugin({ prerenderEntry, routes }: AppBuildOptions): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'ridebook-after-build',
    apply: 'build',
    configResolved(resolved: ResolvedConfig) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      if (prerenderEntry) await prerenderPages(config, prerenderEntry, outDir);
      if (routes) writeFileSync(path.join(outDir, ROUTE_MANIFEST_FILE), JSON.stringify({ routes }));
      for (const file of listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export type AppBuildOptions = {
  /** A module (path from the app's root) exporting PRERENDERED_PATHS and renderPage: its pages are prerendered. */
  prerenderEntry?: string;
  /**
   * The path patterns the app's router renders a page for (`/rider/rides/:rideId`), written to dist/routes.json: the
   * API's app server answers other paths with 404 (and the app's shell, which shows its not-found page).
   */
  routes?: readonly string[];
};

/** The route manifest's name in dist/ (read by apps/api/src/plugins/serve-apps.ts). */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** The Vite config of one RideBook app. */
export function defineAppConfig(app: AppName, overrides: UserConfig = {}, options: AppBuildOptions = {}) {
  return defineConfig({
    base: BASE_PATH[app],
    plugins: [react(), tailwindcss(), themeInitPlugin(), afterBuildPlugin(options)],
    server: { host: '127.0.0.1', port: DEV_PORTS[app], strictPort: true, proxy: devProxy(app) },
    preview: { port: DEV_PORTS[app] },
    build: {
      target: 'es2022',
      // Source maps stay on disk beside the build for error tracking (upload them to Sentry or similar), but the
      // bundles do not point to them and the API never serves *.map (apps/api/src/plugins/serve-apps.ts): the
      // public gets minified code, not the annotated source.
      sourcemap: 'hidden',
      chunkSizeWarningLimit: 400,
      // A prerendered page is on screen before its script runs: Vite's run-time preloading (a <link> appended per
      // chunk a lazy route needs, dozens per page) would only add main-thread work to its hydration.
      modulePreload: options.prerenderEntry ? false : undefined,
    },
    ...overrides,
  });
}
