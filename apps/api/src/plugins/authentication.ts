import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, type Role } from '@ridebook/validation';
import { ACCESS_COOKIE, type AuthService, type SignedInUser } from '../modules/auth/index.ts';
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
    user: SignedInUser | null;
  }
}

/**
 * What a route's session guard asks for, recorded on the guard itself so the API reference derives each
 * operation's security and its 401/403 answers from the guard the route really runs (api-docs.ts).
 */
export type SessionGuard = {
  /** `authenticateIfSignedIn`: visitors pass; a session, when sent, is checked like `authenticate`'s. */
  optional: boolean;
  /** The roles `requireRole` admits; every role for `authenticate`. */
  roles: readonly Role[] | 'any';
};

const sessionGuards = new WeakMap<object, SessionGuard>();

function asGuard(handler: PreHandler, guard: SessionGuard): PreHandler {
  sessionGuards.set(handler, guard);
  return handler;
}

/** The hooks of a route in which a session guard can run (the lifecycle before its handler). */
const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * The session guard a route runs (`app.authenticate`, `app.authenticateIfSignedIn`, `app.requireRole(...)`),
 * read from its route options; the required one wins over an optional one. Undefined: the route is public.
 */
export function sessionGuardOf(
  route: Partial<Record<(typeof GUARD_HOOKS)[number], unknown>>,
): SessionGuard | undefined {
  const guards = GUARD_HOOKS.flatMap((hook) => {
    const value = route[hook];
    const hooks: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return hooks.flatMap((handler) => {
      const guard = typeof handler === 'function' ? sessionGuards.get(handler) : undefined;
      return guard === undefined ? [] : [guard];
    });
  });
  return guards.find((guard) => !guard.optional) ?? guards[0];
}

/** The caller of a route guarded by `app.authenticate` (throws 401 when the route forgot the guard). */
export function currentUser(request: FastifyRequest): SignedInUser {
  if (request.user === null) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);
  return request.user;
}

/**
 * The reusable auth plumbing of every module: `app.authenticate` and `app.requireRole(...)`. Routes check who
 * may call them; services check which records the caller may touch (ownership).
 */
export function registerAuthentication(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('user', null);

  const authenticate = asGuard(
    async (request) => {
      request.user = await authService.authenticate(request.cookies[ACCESS_COOKIE]);
    },
    { optional: false, roles: 'any' },
  );
  app.decorate('authenticate', authenticate);
  app.decorate(
    'authenticateIfSignedIn',
    asGuard(
      async (request, reply) => {
        if (request.cookies[ACCESS_COOKIE] !== undefined) await authenticate(request, reply);
      },
      { optional: true, roles: 'any' },
    ),
  );

  app.decorate('requireRole', (...roles: Role[]): PreHandler =>
    asGuard(
      async (request, reply) => {
        await authenticate(request, reply);
        if (!roles.includes(currentUser(request).role)) {
          throw new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);
        }
      },
      { optional: false, roles },
    ),
  );
}
