import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRideListQuerySchema,
  adminRideListResponseSchema,
  cancelRideSchema,
  rideIdParamsSchema,
  rideResponseSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { AdminRidesService } from './admin-rides.service.ts';

/** /api/admin/rides*: every ride with the shared filters, its CSV export, and cancelling a stuck ride. */
export const adminRidesRoutes: FastifyPluginAsyncZod<{ adminRidesService: AdminRidesService }> = async (
  app,
  { adminRidesService },
) => {
  const adminOnly = app.requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/rides',
    {
      schema: {
        operationId: 'listAdminRides',
        tags,
        summary:
          'Every ride: the rider’s filters plus riderId and driverId; search also matches names and e-mails',
        querystring: adminRideListQuerySchema,
        response: { 200: adminRideListResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: adminOnly,
    },
    async (request) => adminRidesService.list(request.query),
  );

  app.get(
    '/admin/rides/export.csv',
    {
      schema: {
        operationId: 'exportRidesCsv',
        tags,
        summary:
          'The matching rides (the list’s filters and order, at most 10,000) as CSV, times in local time of timeZone (default: the operator’s); X-Total-Count says how many matched, X-Time-Zone the zone',
        querystring: adminRideListQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { filename, csv, total, timeZone } = await adminRidesService.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-total-count', String(total))
        .header('x-time-zone', timeZone)
        .send(csv);
    },
  );

  app.post(
    '/admin/rides/:id/cancel',
    {
      schema: {
        operationId: 'adminCancelRide',
        tags,
        summary: 'Cancel any unfinished ride (a stuck ride), with a reason kept in the audit log',
        params: rideIdParamsSchema,
        body: cancelRideSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await adminRidesService.cancel(currentUser(request), request.params.id, request.body.reason),
    }),
  );
};
