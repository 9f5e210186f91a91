import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The four front-ends and the path prefix each owns in one-origin mode (architecture section 2). */
export const WEB_APPS = [
  { name: 'rider', prefix: '/rider' },
  { name: 'driver', prefix: '/driver' },
  { name: 'admin', prefix: '/admin' },
  { name: 'public-site', prefix: '' },
] as const;

/** Vite puts content-hashed files under assets/: they can be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
}

/** Source maps (kept on disk for error tracking by the build, tooling/vite-config) are never served. */
export function isSourceMap(filePath: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(filePath.split('?')[0] ?? '');
}

/** A path like /rider/assets/x.js or /favicon.ico names a file: when it is missing, that is a real 404. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.includes('/assets/');
}

/**
 * A build with prerendered pages (the public site, tooling/vite-config/prerender.ts) has its home page as
 * index.html, each other page as <path>/index.html, and the shell the browser renders itself as spa.html.
 */
const SPA_FALLBACK_FILE = 'spa.html';

/** The prerendered pages of a build: `/faq` for dist/faq/index.html (assets/ holds none). */
function findPrerenderedPages(root: string, relative = ''): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
    if (!entry.isDirectory() || (relative === '' && entry.name === 'assets')) continue;
    const folder = path.posix.join(relative, entry.name);
    if (existsSync(path.join(root, folder, 'index.html'))) pages.set(`/${folder}`, `${folder}/index.html`);
    for (const [page, file] of findPrerenderedPages(root, folder)) pages.set(page, file);
  }
  return pages;
}

/**
 * The route manifest an app's build writes (tooling/vite-config, `routes` option): the path patterns its router
 * renders a page for (`/rider/rides/:rideId`). Any other path gets the app's shell with 404: the app still draws its
 * not-found page, and crawlers and monitors see the truth.
 */
const ROUTE_MANIFEST_FILE = 'routes.json';

function readRoutePatterns(root: string): string[][] | undefined {
  const file = path.join(root, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
  if (!Array.isArray(manifest.routes)) return undefined;
  return manifest.routes.filter((route) => typeof route === 'string').map(splitPath);
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** React Router's matching: `:name` takes one non-empty segment, and letters match in any case. */
function matchesRoute(pathname: string, patterns: string[][]): boolean {
  const segments = splitPath(pathname).map((segment) => segment.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]),
  );
}

type AppFallback = {
  prefix: string;
  root: string;
  /** What every path without a file of its own gets: spa.html if the build has one, else index.html. */
  fallbackFile: string;
  /** Prerendered pages by path (prefix included). */
  pages: Map<string, string>;
  /** The app's route patterns, split in segments; undefined for a build without a manifest (every path is a page). */
  routes: string[][] | undefined;
};

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).type('application/json').send({ message, code: 'NOT_FOUND' });
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Serves the built apps by path prefix: files, prerendered pages (/faq from faq/index.html), and for any other path
 * the app's SPA fallback (spa.html where the build prerenders its pages, else index.html), with 200 when the app's
 * route manifest knows the path and 404 otherwise (the app then shows its not-found page).
 * `/api/*` that matched no route answers JSON 404, never an app's HTML.
 * With no `appsDir` (API-only deployments) it only installs the JSON not-found handler.
 * Returns the names of the apps whose build was found.
 */
export async function registerWebApps(app: FastifyInstance, appsDir: string | undefined): Promise<string[]> {
  const served: string[] = [];
  const fallbacks: AppFallback[] = [];

  for (const webApp of WEB_APPS) {
    if (appsDir === undefined) break;
    const root = path.join(appsDir, webApp.name, 'dist');
    if (!existsSync(path.join(root, 'index.html'))) continue;
    served.push(webApp.name);
    // The home page too: @fastify/static does not serve a directory's pre-compressed index.html itself.
    const pages = new Map([
      [webApp.prefix || '/', 'index.html'],
      ...[...findPrerenderedPages(root)].map(([page, file]) => [`${webApp.prefix}${page}`, file] as const),
    ]);
    const fallbackFile = existsSync(path.join(root, SPA_FALLBACK_FILE)) ? SPA_FALLBACK_FILE : 'index.html';
    fallbacks.push({ prefix: webApp.prefix, root, fallbackFile, pages, routes: readRoutePatterns(root) });
    await app.register(
      async (scope) => {
        await scope.register(fastifyStatic, {
          root,
          prefix: '/',
          index: 'index.html',
          wildcard: true,
          decorateReply: false,
          cacheControl: false,
          // Vite's build writes .br and .gz beside each text file (tooling/vite-config).
          preCompressed: true,
          setHeaders: setCacheHeaders,
          // A refused path falls through to the not-found handler: a JSON 404, like a file that does not exist.
          allowedPath: (pathName) => !isSourceMap(pathName),
        });
      },
      { prefix: webApp.prefix || '/' },
    );
  }

  // One decorator for index.html answers; the static scopes above leave `reply.sendFile` undecorated.
  if (appsDir !== undefined && served.length > 0) {
    await app.register(fastifyStatic, {
      root: appsDir,
      serve: false,
      cacheControl: false,
      preCompressed: true,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return notFound(reply, `Route ${request.method} ${pathname} not found`);
    }
    const owner = fallbacks.find(
      ({ prefix }) => prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!owner || looksLikeFile(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return notFound(reply, `Not found: ${pathname}`);
    }
    const page = owner.pages.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
    const isKnown = page !== undefined || !owner.routes || matchesRoute(decodePath(pathname), owner.routes);
    return reply
      .code(isKnown ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile(page ?? owner.fallbackFile, owner.root);
  });

  return served;
}
