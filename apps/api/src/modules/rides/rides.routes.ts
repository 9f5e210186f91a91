import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRideSchema,
  cancellationPreviewResponseSchema,
  fareQuoteRequestSchema,
  fareQuoteResponseSchema,
  optionalRideResponseSchema,
  requestRideSchema,
  rideIdParamsSchema,
  rideResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { RidesService } from './rides.service.ts';

/** /api/rides/*: quotes and bookings (riders), a ride's detail and cancellation (its participants, admins). */
export const ridesRoutes: FastifyPluginAsyncZod<{ ridesService: RidesService }> = async (
  app,
  { ridesService },
) => {
  const riders = app.requireRole('rider');
  const anyone = app.requireRole('rider', 'driver', 'admin');

  app.post(
    '/rides/quote',
    {
      schema: {
        operationId: 'quoteRide',
        tags: ['rides'],
        summary: 'Price a trip: distance, duration, fare range and the route; valid for 10 minutes',
        body: fareQuoteRequestSchema,
        response: { 200: fareQuoteResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await ridesService.quote(currentUser(request), request.body) }),
  );

  app.post(
    '/rides',
    {
      schema: {
        operationId: 'requestRide',
        tags: ['rides'],
        summary:
          'Book a quoted trip now or up to 7 days ahead; the same idempotency key returns the same ride',
        body: requestRideSchema,
        response: {
          200: rideResponseSchema.describe(
            'Booked before with the same idempotency key: that ride, unchanged',
          ),
          201: rideResponseSchema.describe('Booked: the new ride'),
          ...errorResponses(400, 401, 403, 409),
        },
      },
      onRequest: riders,
    },
    async (request, reply) => {
      const { ride, created } = await ridesService.request(currentUser(request), request.body);
      return reply.code(created ? 201 : 200).send({ data: ride });
    },
  );

  app.get(
    '/rides/active',
    {
      schema: {
        operationId: 'getActiveRide',
        tags: ['rides'],
        summary: "The caller's ride in progress (rider or driver), or null",
        response: { 200: optionalRideResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole('rider', 'driver'),
    },
    async (request) => ({ data: await ridesService.getActive(currentUser(request)) }),
  );

  app.get(
    '/rides/:id',
    {
      schema: {
        operationId: 'getRide',
        tags: ['rides'],
        summary: 'A ride with its parties and timeline (its rider, its driver, admins)',
        params: rideIdParamsSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: anyone,
    },
    async (request) => ({ data: await ridesService.get(currentUser(request), request.params.id) }),
  );

  app.get(
    '/rides/:id/cancellation',
    {
      schema: {
        operationId: 'getCancellationPreview',
        tags: ['rides'],
        summary: 'What cancelling now would cost, to show before the rider confirms',
        params: rideIdParamsSchema,
        response: { 200: cancellationPreviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: anyone,
    },
    async (request) => ({
      data: await ridesService.cancellationPreview(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/rides/:id/cancel',
    {
      schema: {
        operationId: 'cancelRide',
        tags: ['rides'],
        summary: 'Cancel: the rider until pickup, the driver before pickup, an admin any unfinished ride',
        params: rideIdParamsSchema,
        body: cancelRideSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: anyone,
    },
    async (request) => ({
      data: await ridesService.cancel(currentUser(request), request.params.id, request.body.reason),
    }),
  );
};
