import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserResponseSchema,
  registerSchema,
  sessionUserResponseSchema,
  updateProfileSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { createAttemptLimiter } from '../../plugins/rate-limit.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { UsersService } from './users.service.ts';

export type UsersRoutesOptions = {
  usersService: UsersService;
  limits: { perIp: number; windowMs: number };
};

/** /api/user/*: sign-up and the signed-in account. Every answer is `no-store` (seed: never cached). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { usersService, limits },
) => {
  app.post(
    '/user/register',
    {
      schema: {
        operationId: 'register',
        tags: ['user'],
        summary: 'Create a rider or driver account (drivers await approval); does not sign in',
        body: registerSchema,
        response: { 201: currentUserResponseSchema, ...errorResponses(400, 409, 429) },
      },
      preHandler: createAttemptLimiter(app, [
        { max: limits.perIp, windowMs: limits.windowMs, key: (request) => `register:ip:${request.ip}` },
      ]).check,
    },
    async (request, reply) => {
      const user = await usersService.register(request.body);
      return reply.code(201).send({ data: user });
    },
  );

  app.get(
    '/user/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['user'],
        summary:
          'The signed-in account; data is null for a visitor without a session (401 when a session expired or ended)',
        response: { 200: sessionUserResponseSchema, ...errorResponses(401, 403) },
      },
      // A visitor's probe is answered, not refused: a 401 on every signed-out page is a console error in the browser.
      preHandler: app.authenticateIfSignedIn,
    },
    // From the auth state (cached per session, emptied by every write of the account): no query of its own.
    async (request) => ({ data: request.user?.account ?? null }),
  );

  app.patch(
    '/user/me',
    {
      schema: {
        operationId: 'updateCurrentUser',
        tags: ['user'],
        summary: 'Update name, phone or (drivers) vehicle; a new vehicle awaits approval again',
        body: updateProfileSchema,
        response: { 200: currentUserResponseSchema, ...errorResponses(400, 401, 403) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: await usersService.updateProfile(currentUser(request), request.body) }),
  );
};
