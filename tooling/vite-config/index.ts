import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { themeInitScript } from '@ridebook/ui/theme-init';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

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

/** The Vite config of one RideBook app. */
export function defineAppConfig(app: AppName, overrides: UserConfig = {}) {
  return defineConfig({
    base: BASE_PATH[app],
    plugins: [react(), tailwindcss(), themeInitPlugin()],
    server: { host: '127.0.0.1', port: DEV_PORTS[app], strictPort: true, proxy: devProxy(app) },
    preview: { port: DEV_PORTS[app] },
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 400 },
    ...overrides,
  });
}
