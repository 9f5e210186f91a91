import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverRideListResponseSchema,
  rideIdParamsSchema,
  rideListQuerySchema,
  rideRouteResponseSchema,
  riderRideListResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { HistoryService } from './history.service.ts';

/** The rider's and the driver's ride history (paged, sorted, filtered) and a ride's planned and driven route. */
export const historyRoutes: FastifyPluginAsyncZod<{ historyService: HistoryService }> = async (
  app,
  { historyService },
) => {
  app.get(
    '/rider/rides',
    {
      schema: {
        operationId: 'listRiderRides',
        tags: ['rides'],
        summary:
          "The rider's rides, newest first: filter by dates, fare (cents), status and address; totals cover every match",
        querystring: rideListQuerySchema,
        response: { 200: riderRideListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('rider'),
    },
    async (request) => historyService.riderRides(currentUser(request), request.query),
  );

  app.get(
    '/driver/rides',
    {
      schema: {
        operationId: 'listDriverRides',
        tags: ['driver'],
        summary:
          'The rides the driver was assigned, newest first: the same filters as the rider’s; totals cover every match',
        querystring: rideListQuerySchema,
        response: { 200: driverRideListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('driver'),
    },
    async (request) => historyService.driverRides(currentUser(request), request.query),
  );

  app.get(
    '/rides/:id/route',
    {
      schema: {
        operationId: 'getRideRoute',
        tags: ['rides'],
        summary: 'The route planned at booking and the path driven (its rider, its driver, admins)',
        params: rideIdParamsSchema,
        response: { 200: rideRouteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: app.requireRole('rider', 'driver', 'admin'),
    },
    async (request) => ({ data: await historyService.route(currentUser(request), request.params.id) }),
  );
};
