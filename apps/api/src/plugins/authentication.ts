import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, type Role } from '@ridebook/validation';
import { ACCESS_COOKIE } from '../modules/auth/auth-cookies.ts';
import type { AuthService, AuthenticatedUser } from '../modules/auth/auth.service.ts';
import { AppError } from '../shared/app-error.ts';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a signed-in account in good standing, put on `request.user`; 401/403 otherwise. */
    authenticate: PreHandler;
    /** preHandler for routes open to visitors: checks the session when there is one, otherwise leaves `user` null. */
    authenticateIfSignedIn: PreHandler;
    /** preHandler: like `authenticate`, and the account has one of `roles`; 403 FORBIDDEN otherwise. */
    requireRole(...roles: Role[]): PreHandler;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate` / `app.requireRole`; null on routes without them. */
    user: AuthenticatedUser | null;
  }
}

/** The caller of a route guarded by `app.authenticate` (throws 401 when the route forgot the guard). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);
  return request.user;
}

/**
 * The reusable auth plumbing of every module: `app.authenticate` and `app.requireRole(...)`. Routes check who
 * may call them; services check which records the caller may touch (ownership).
 */
export function registerAuthentication(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('user', null);

  const authenticate: PreHandler = async (request) => {
    request.user = await authService.authenticate(request.cookies[ACCESS_COOKIE]);
  };
  app.decorate('authenticate', authenticate);
  app.decorate('authenticateIfSignedIn', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[ACCESS_COOKIE] !== undefined) await authenticate(request, reply);
  });

  app.decorate('requireRole', (...roles: Role[]): PreHandler => {
    return async (request, reply) => {
      await authenticate(request, reply);
      if (!roles.includes(currentUser(request).role)) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);
      }
    };
  });
}
