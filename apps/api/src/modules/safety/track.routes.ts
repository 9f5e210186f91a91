import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  safetyConfigResponseSchema,
  trackTokenParamsSchema,
  trackViewResponseSchema,
} from '@ridebook/validation';
import { createAttemptLimiter } from '../../plugins/rate-limit.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { ShareLinksService } from './share-links.service.ts';

/**
 * Requests per address per minute to the public trip view. A page polling every few seconds stays far below; a
 * script guessing tokens (hopeless at 256 bits anyway) or hammering the database does not.
 */
export const TRACK_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** The public side of safety, no sign-in: the shared trip view and the apps' safety settings. */
export const trackRoutes: FastifyPluginAsyncZod<{
  shareLinks: ShareLinksService;
  policeNumber: string;
}> = async (app, { shareLinks, policeNumber }) => {
  const limiter = createAttemptLimiter(app, [
    { ...TRACK_RATE_LIMIT, key: (request) => `track:ip:${request.ip}` },
  ]);

  app.get(
    '/track/:token',
    {
      schema: {
        operationId: 'getSharedTrip',
        tags: ['safety'],
        summary:
          'A shared trip, read-only: status, places, route, driver’s first name and vehicle, live position',
        params: trackTokenParamsSchema,
        response: { 200: trackViewResponseSchema, ...errorResponses(404, 429) },
      },
      preHandler: limiter.check,
    },
    async (request) => ({ data: await shareLinks.track(request.params.token) }),
  );

  app.get(
    '/safety/config',
    {
      schema: {
        operationId: 'getSafetyConfig',
        tags: ['safety'],
        summary: 'The emergency number the apps offer to call (EMERGENCY_PHONE_NUMBER)',
        response: { 200: safetyConfigResponseSchema },
      },
    },
    async () => ({ data: { policeNumber } }),
  );
};
