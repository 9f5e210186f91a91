import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  ERROR_CODES,
  MESSAGES,
  changePasswordSchema,
  currentUserResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@ridebook/validation';
import { REFRESH_COOKIE_AUTH } from '../../plugins/api-docs.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { createAttemptLimiter, tooManyAttempts, type AttemptLimit } from '../../plugins/rate-limit.ts';
import { AppError } from '../../shared/app-error.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from './auth-cookies.ts';
import type { AuthService, ClientInfo } from './auth.service.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

export type AuthRoutesOptions = {
  authService: AuthService;
  limits: { perIp: number; perAccount: number; windowMs: number };
  /** Growing delays per account and address for wrong passwords (docs/decisions/013). */
  signInThrottle: SignInThrottle;
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

/** /api/auth/*: sign in and out, session refresh, and passwords. Never cached, like every API answer (security-headers.ts). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { authService, limits, signInThrottle } = options;
  const perIp = (name: string): AttemptLimit => ({
    max: limits.perIp,
    windowMs: limits.windowMs,
    key: (request) => `${name}:ip:${request.ip}`,
  });
  const perAccount = (name: string): AttemptLimit => ({
    max: limits.perAccount,
    windowMs: limits.windowMs,
    key: (request) => {
      const email = bodyEmail(request);
      return email === undefined ? undefined : `${name}:account:${email}`;
    },
  });
  // Sign-in: every attempt counts per address, whatever the account (it bounds the password-hashing work and the
  // accounts one client can try); wrong passwords make that address wait, for that account only, longer each time
  // (docs/decisions/013). Nothing a stranger does elsewhere keeps the owner with the right password out.
  const loginLimiter = createAttemptLimiter(app, [perIp('login')]);
  const waitOutDelay = async (request: FastifyRequest, reply: FastifyReply) => {
    const { email } = request.body as { email: string };
    const waitMs = await signInThrottle.retryAfterMs(email, request.ip);
    if (waitMs <= 0) return;
    void reply.header('retry-after', String(Math.ceil(waitMs / 1_000)));
    throw tooManyAttempts(waitMs, { showSeconds: true });
  };

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in; sets the rb_access and rb_refresh cookies',
        body: loginSchema,
        response: {
          200: currentUserResponseSchema.describe('Signed in: the account; the session cookies are set'),
          401: apiErrorSchema.describe('Wrong e-mail or password (`code` INVALID_CREDENTIALS)'),
          ...errorResponses(400, 403, 429),
        },
      },
      preHandler: [loginLimiter.check, waitOutDelay],
    },
    async (request, reply) => {
      const { email } = request.body;
      try {
        const { user, session } = await authService.login(request.body, clientInfo(request));
        await signInThrottle.recordSuccess(email, request.ip);
        setSessionCookies(request, reply, session);
        return { data: user };
      } catch (error) {
        if (error instanceof AppError && error.code === ERROR_CODES.INVALID_CREDENTIALS) {
          await signInThrottle.recordFailure(email, request.ip);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out this device; clears both cookies (works with an expired access token)',
        response: { 200: messageResponseSchema.describe('Signed out; both cookies are cleared') },
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
        operationId: 'refreshSession',
        tags: ['auth'],
        summary: 'Exchange the rb_refresh cookie for new cookies (rotation; reuse revokes the session)',
        security: [{ [REFRESH_COOKIE_AUTH]: [] }],
        response: {
          200: messageResponseSchema.describe('Renewed: new rb_access and rb_refresh cookies are set'),
          401: apiErrorSchema.describe(
            'No refresh cookie, or it is expired, revoked or reused (`code` REFRESH_TOKEN_INVALID); both cookies are cleared',
          ),
          403: apiErrorSchema.describe(
            'The account is blocked (`code` ACCOUNT_BLOCKED) or suspended (DRIVER_SUSPENDED), or the request came from a site that is not allowed (ORIGIN_NOT_ALLOWED)',
          ),
        },
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
        operationId: 'changePassword',
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
        operationId: 'requestPasswordReset',
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
        operationId: 'resetPassword',
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
