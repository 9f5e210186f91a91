import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  MESSAGES,
  changePasswordSchema,
  currentUserResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { createAttemptLimiter, type AttemptLimit } from '../../plugins/rate-limit.ts';
import { AppError } from '../../shared/app-error.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from './auth-cookies.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';

export type AuthRoutesOptions = {
  authService: AuthService;
  limits: { perIp: number; perAccount: number; windowMs: number };
  /** PUBLIC_SITE_URL: the base of the reset link (configured, never the request's Host or Origin). */
  siteUrl: string;
};

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
}

/** The email of a validated body, the key of per-account limits. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
}

/** /api/auth/*: sign in and out, session refresh, and passwords. Every answer is `no-store`. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, limits } = options;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  const perIp = (name: string): AttemptLimit => ({
    max: limits.perIp,
    windowMs: limits.windowMs,
    key: (request) => `${name}:ip:${request.ip}`,
  });
  const perAccount = (name: string, counts: AttemptLimit['counts'] = 'all'): AttemptLimit => ({
    max: limits.perAccount,
    windowMs: limits.windowMs,
    counts,
    key: (request) => {
      const email = bodyEmail(request);
      return email === undefined ? undefined : `${name}:account:${email}`;
    },
  });
  // Sign-in: every attempt counts per address (it bounds the password-hashing work one client can cause);
  // only wrong passwords count per account, so guessing locks an account for a while and normal use never does.
  const loginLimiter = createAttemptLimiter(app, [perIp('login'), perAccount('login', 'failures')]);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the rb_access and rb_refresh cookies',
        body: loginSchema,
        response: { 200: currentUserResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: loginLimiter.check,
    },
    async (request, reply) => {
      try {
        const { user, session } = await authService.login(request.body, clientInfo(request));
        setSessionCookies(request, reply, session);
        return { data: user };
      } catch (error) {
        if (error instanceof AppError && error.code === ERROR_CODES.INVALID_CREDENTIALS) {
          await loginLimiter.recordFailure(request);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device; clears both cookies (works with an expired access token)',
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await authService.logout({
        refreshToken: request.cookies[REFRESH_COOKIE],
        accessToken: request.cookies[ACCESS_COOKIE],
      });
      clearSessionCookies(request, reply);
      return { message: MESSAGES.logoutSuccess };
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the rb_refresh cookie for new cookies (rotation; reuse revokes the session)',
        response: { 200: messageResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      try {
        const session = await authService.refresh(request.cookies[REFRESH_COOKIE]);
        setSessionCookies(request, reply, session);
        return { message: MESSAGES.sessionRefreshed };
      } catch (error) {
        clearSessionCookies(request, reply);
        throw error;
      }
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; signs out every other device',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      preHandler: [app.authenticate, createAttemptLimiter(app, [perIp('change-password')]).check],
    },
    async (request) => {
      await authService.changePassword(currentUser(request), request.body);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the same answer whether or not the account exists',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: createAttemptLimiter(app, [perIp('forgot-password'), perAccount('forgot-password')]).check,
    },
    async (request) => {
      // Not awaited: an answer that waited for the e-mail would take longer for a real account than for none.
      authService.requestPasswordReset(request.body.email, options.siteUrl, (error) => {
        request.log.error({ err: error }, 'password reset e-mail failed');
      });
      return { message: MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token (single use); signs out every device',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: createAttemptLimiter(app, [perIp('reset-password')]).check,
    },
    async (request, reply) => {
      await authService.resetPassword(request.body);
      clearSessionCookies(request, reply);
      return { message: MESSAGES.passwordResetSuccess };
    },
  );
};
