import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rateRideSchema,
  receivedRatingsQuerySchema,
  receivedRatingsResponseSchema,
  rideIdParamsSchema,
  rideRatingsResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { RatingsService } from './ratings.service.ts';

/** A ride's ratings (its parties rate each other; admins read them) and the ratings a user received. */
export const ratingsRoutes: FastifyPluginAsyncZod<{ ratingsService: RatingsService }> = async (
  app,
  { ratingsService },
) => {
  const parties = app.requireRole('rider', 'driver');

  app.post(
    '/rides/:id/rating',
    {
      schema: {
        operationId: 'rateRide',
        tags: ['ratings'],
        summary: 'Rate a completed ride once: its rider rates the driver, its driver rates the rider',
        params: rideIdParamsSchema,
        body: rateRideSchema,
        response: { 201: rideRatingsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: parties,
    },
    async (request, reply) => {
      const ratings = await ratingsService.rate(currentUser(request), request.params.id, request.body);
      return reply.code(201).send({ data: ratings });
    },
  );

  app.get(
    '/rides/:id/ratings',
    {
      schema: {
        operationId: 'getRideRatings',
        tags: ['ratings'],
        summary:
          "A ride's ratings: a party sees the one they gave and whether the other side rated; admins see both",
        params: rideIdParamsSchema,
        response: { 200: rideRatingsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole('rider', 'driver', 'admin'),
    },
    async (request) => ({ data: await ratingsService.forRide(currentUser(request), request.params.id) }),
  );

  app.get(
    '/user/me/ratings',
    {
      schema: {
        operationId: 'listMyRatings',
        tags: ['ratings'],
        summary: 'Ratings the signed-in rider or driver received, newest first, with their average and count',
        querystring: receivedRatingsQuerySchema,
        response: { 200: receivedRatingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: parties,
    },
    async (request) => ratingsService.received(currentUser(request), request.query),
  );
};
