import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityResponseSchema,
  driverPositionSchema,
  driverRideStepSchema,
  driverStepBodySchema,
  messageResponseSchema,
  openRideRequestListResponseSchema,
  rideIdParamsSchema,
  rideOfferListResponseSchema,
  rideResponseSchema,
  setAvailabilitySchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import type { DispatchService } from '../dispatch/index.ts';
import type { DriversService } from './drivers.service.ts';

/** /api/driver/*: availability, positions, offers, open requests and the steps of the driver's ride. */
export const driversRoutes: FastifyPluginAsyncZod<{
  driversService: DriversService;
  dispatchService: DispatchService;
}> = async (app, { driversService, dispatchService }) => {
  const drivers = app.requireRole('driver');
  const tags = ['driver'];

  app.get(
    '/driver/availability',
    {
      schema: {
        operationId: 'getDriverAvailability',
        tags,
        summary: 'Online or offline, time online today, the ride in progress',
        response: { 200: availabilityResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await driversService.getAvailability(currentUser(request)) }),
  );

  app.put(
    '/driver/availability',
    {
      schema: {
        operationId: 'setDriverAvailability',
        tags,
        summary: 'Go online (approved drivers, with a position) or offline (not during a ride)',
        body: setAvailabilitySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await driversService.setAvailability(currentUser(request), request.body) }),
  );

  app.post(
    '/driver/position',
    {
      schema: {
        operationId: 'reportDriverPosition',
        tags,
        summary: 'A GPS fix, when the WebSocket is unavailable',
        body: driverPositionSchema,
        response: { 204: noBody('Recorded'), ...errorResponses(400, 401, 403, 409) },
      },
      onRequest: drivers,
    },
    async (request, reply) => {
      await driversService.recordPosition(currentUser(request), request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/driver/offers',
    {
      schema: {
        operationId: 'listDriverOffers',
        tags,
        summary: 'Rides offered to me now, each with its countdown',
        response: { 200: rideOfferListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await dispatchService.listOffers(currentUser(request)) }),
  );

  app.get(
    '/driver/requests',
    {
      schema: {
        operationId: 'listNearbyRequests',
        tags,
        summary: 'Open ride requests near me, nearest first',
        response: { 200: openRideRequestListResponseSchema, ...errorResponses(401, 403, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await dispatchService.listOpenRequests(currentUser(request)) }),
  );

  app.post(
    '/driver/rides/:id/accept',
    {
      schema: {
        operationId: 'acceptRide',
        tags,
        summary: 'Take the ride; the first driver wins, the others get 409 RIDE_ALREADY_TAKEN',
        params: rideIdParamsSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await dispatchService.accept(currentUser(request), request.params.id) }),
  );

  app.post(
    '/driver/rides/:id/decline',
    {
      schema: {
        operationId: 'declineRide',
        tags,
        summary: 'Decline an offer; the ride moves on to other drivers',
        params: rideIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: drivers,
    },
    async (request) => {
      await dispatchService.decline(currentUser(request), request.params.id);
      return { message: 'Offer declined' };
    },
  );

  app.post(
    '/driver/rides/:id/:step',
    {
      schema: {
        operationId: 'advanceRide',
        tags,
        summary: 'The next step of my ride: arrive, pick-up, start (in transit), complete',
        params: rideIdParamsSchema.extend({ step: driverRideStepSchema }),
        body: driverStepBodySchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({
      data: await driversService.advance(
        currentUser(request),
        request.params.id,
        request.params.step,
        request.body?.position,
      ),
    }),
  );

  app.post(
    '/driver/rides/:id/cash-collected',
    {
      schema: {
        operationId: 'confirmCashCollected',
        tags,
        summary: 'Confirm the rider paid cash',
        params: rideIdParamsSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({
      data: await driversService.confirmCashCollected(currentUser(request), request.params.id),
    }),
  );
};
