import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  raiseSosSchema,
  rideIdParamsSchema,
  shareLinkResponseSchema,
  shareLocationResponseSchema,
  sosResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { ShareLinksService } from './share-links.service.ts';
import type { SosService } from './sos.service.ts';

export type RideSafetyRoutesOptions = {
  shareLinks: ShareLinksService;
  sos: SosService;
};

/** /api/rides/:id/{share,sos,share-location}: the ride's rider or driver, while a driver is on the ride. */
export const rideSafetyRoutes: FastifyPluginAsyncZod<RideSafetyRoutesOptions> = async (app, options) => {
  const { shareLinks, sos } = options;
  const ridersAndDrivers = app.requireRole('rider', 'driver');

  app.post(
    '/rides/:id/share',
    {
      schema: {
        operationId: 'shareRide',
        tags: ['safety'],
        summary: 'A secret read-only link to follow the ride live (works until an hour after it ends)',
        params: rideIdParamsSchema,
        response: { 200: shareLinkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request) => ({
      data: await shareLinks.share(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/rides/:id/sos',
    {
      schema: {
        operationId: 'raiseSos',
        tags: ['safety'],
        summary:
          'SOS: alert the admins, e-mail your emergency contacts a live link; a repeat within a minute returns the open alert (200)',
        params: rideIdParamsSchema,
        body: raiseSosSchema,
        response: {
          200: sosResponseSchema.describe(
            'A repeat within a minute: the alert raised before, nothing sent again',
          ),
          201: sosResponseSchema.describe('Raised: the new alert and what was sent to whom'),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
      onRequest: ridersAndDrivers,
    },
    async (request, reply) => {
      const { result, created } = await sos.raise(currentUser(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ data: result });
    },
  );

  app.post(
    '/rides/:id/share-location',
    {
      schema: {
        operationId: 'shareLocation',
        tags: ['safety'],
        summary: 'Share live location: e-mail a live link to your emergency contacts (no alert)',
        params: rideIdParamsSchema,
        response: { 200: shareLocationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: ridersAndDrivers,
    },
    async (request) => ({
      data: await sos.shareLocation(currentUser(request), request.params.id),
    }),
  );
};
