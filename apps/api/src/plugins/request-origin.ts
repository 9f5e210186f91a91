import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { AppError } from '../shared/app-error.ts';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origin the request was addressed to, e.g. `https://ridebook.example.com` (behind a trusted proxy: as
 * forwarded). Its Host header is the client's to choose: only ever compared with the Origin header (a browser sends
 * both truthfully), never the base of a link or a redirect (those come from `configuredOrigins`).
 */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The origins this deployment is configured with: the public site's (PUBLIC_SITE_URL) and the apps' (CORS_ORIGINS).
 * The only places a link or a redirect may point to.
 */
export function configuredOrigins(env: {
  PUBLIC_SITE_URL: string;
  CORS_ORIGINS: readonly string[];
}): string[] {
  return [...new Set([new URL(env.PUBLIC_SITE_URL).origin, ...env.CORS_ORIGINS])];
}

/** The request's Origin header when it is this API's own origin or an allowed one; otherwise undefined. */
export function trustedRequestOrigin(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return origin === ownOrigin(request) || allowedOrigins.includes(origin) ? origin : undefined;
}

/**
 * CORS for the allow-listed app origins (CORS_ORIGINS, with credentials: the session lives in cookies), and an
 * Origin check: a state-changing request whose Origin header is present but neither this API's origin nor one of
 * `allowedOrigins` (the configured ones) is refused with 403 ORIGIN_NOT_ALLOWED. With SameSite=Lax cookies this
 * closes cross-site request forgery; requests without an Origin header (curl, server-to-server) carry no browser
 * cookies by accident and pass.
 */
export async function registerOriginPolicy(
  app: FastifyInstance,
  { corsOrigins, allowedOrigins }: { corsOrigins: readonly string[]; allowedOrigins: readonly string[] },
): Promise<void> {
  await app.register(fastifyCors, {
    origin: [...corsOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (request.headers.origin === undefined) return;
    if (trustedRequestOrigin(request, allowedOrigins) === undefined) {
      throw new AppError(403, ERROR_CODES.ORIGIN_NOT_ALLOWED, MESSAGES.originNotAllowed);
    }
  });
}
