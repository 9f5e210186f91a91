import { existsSync } from 'node:fs';
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

/** A path like /rider/assets/x.js or /favicon.ico names a file: when it is missing, that is a real 404. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname) || pathname.includes('/assets/');
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).type('application/json').send({ message, code: 'NOT_FOUND' });
}

/**
 * Serves the built apps by path prefix, each with its own SPA fallback to its index.html.
 * `/api/*` that matched no route answers JSON 404, never an app's HTML.
 * With no `appsDir` (API-only deployments) it only installs the JSON not-found handler.
 * Returns the names of the apps whose build was found.
 */
export async function registerWebApps(app: FastifyInstance, appsDir: string | undefined): Promise<string[]> {
  const served: string[] = [];
  const fallbacks: { prefix: string; root: string }[] = [];

  for (const webApp of WEB_APPS) {
    if (appsDir === undefined) break;
    const root = path.join(appsDir, webApp.name, 'dist');
    if (!existsSync(path.join(root, 'index.html'))) continue;
    served.push(webApp.name);
    fallbacks.push({ prefix: webApp.prefix, root });
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
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', owner.root);
  });

  return served;
}
