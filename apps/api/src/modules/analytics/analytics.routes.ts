import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsHeatmapQuerySchema,
  analyticsHeatmapResponseSchema,
  analyticsOverviewResponseSchema,
  analyticsRangeQuerySchema,
  analyticsTimeseriesQuerySchema,
  analyticsTimeseriesResponseSchema,
  driverActivityQuerySchema,
  driverActivityResponseSchema,
} from '@ridebook/validation';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { AnalyticsService } from './analytics.service.ts';

const RANGE_NOTE =
  'from/to are whole days (default: the 30 days ending today), cut in timeZone (default UTC)';

/** /api/admin/analytics/*: the platform's figures over a range of days, admins only. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analyticsService: AnalyticsService }> = async (
  app,
  { analyticsService },
) => {
  const adminOnly = app.requireRole('admin');
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/admin/analytics/overview',
    {
      schema: {
        operationId: 'getAnalyticsOverview',
        tags: ['admin'],
        summary: `People, rides, rates, waits and revenue; ${RANGE_NOTE}`,
        querystring: analyticsRangeQuerySchema,
        response: { 200: analyticsOverviewResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await analyticsService.overview(request.query) }),
  );

  app.get(
    '/admin/analytics/timeseries',
    {
      schema: {
        operationId: 'getAnalyticsTimeseries',
        tags: ['admin'],
        summary: `Rides requested, completed and cancelled, revenue and fares per day, week or month; ${RANGE_NOTE}`,
        querystring: analyticsTimeseriesQuerySchema,
        response: { 200: analyticsTimeseriesResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await analyticsService.timeseries(request.query) }),
  );

  app.get(
    '/admin/analytics/heatmap',
    {
      schema: {
        operationId: 'getPickupHeatmap',
        tags: ['admin'],
        summary: `Ride requests per H3 cell of the pickup (resolution 7, 8 or 9); ${RANGE_NOTE}`,
        querystring: analyticsHeatmapQuerySchema,
        response: { 200: analyticsHeatmapResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await analyticsService.heatmap(request.query) }),
  );

  app.get(
    '/admin/analytics/drivers',
    {
      schema: {
        operationId: 'listDriverAnalytics',
        tags: ['admin'],
        summary: `Drivers' completed rides, earnings, rating and time online, a page at a time; ${RANGE_NOTE}`,
        querystring: driverActivityQuerySchema,
        response: { 200: driverActivityResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => analyticsService.drivers(request.query),
  );
};
