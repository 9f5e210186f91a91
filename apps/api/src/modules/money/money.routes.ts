import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverEarningsResponseSchema,
  driverSummaryResponseSchema,
  earningRidesQuerySchema,
  earningRidesResponseSchema,
  earningsQuerySchema,
  riderSummaryResponseSchema,
  rideIdParamsSchema,
  rideResponseSchema,
  receiptResponseSchema,
  tipSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { MoneyServices } from './money-services.ts';

/**
 * The money routes: a driver's earnings (from the ledger), the drivers' and riders' dashboards, tips and
 * receipts. Postings of fares and fees happen in the ride engine, with the ride's own change.
 */
export const moneyRoutes: FastifyPluginAsyncZod<MoneyServices> = async (
  app,
  { earningsService, summariesService, tipsService, receiptsService },
) => {
  const drivers = app.requireRole('driver');
  const riders = app.requireRole('rider');

  app.get(
    '/driver/earnings',
    {
      schema: {
        operationId: 'getDriverEarnings',
        tags: ['earnings'],
        summary:
          'My earnings over a range (default: the last 7 days): totals and chart buckets by day, week or month',
        querystring: earningsQuerySchema,
        response: { 200: driverEarningsResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({
      data: await earningsService.driverEarnings(currentUser(request), request.query),
    }),
  );

  app.get(
    '/driver/earnings/rides',
    {
      schema: {
        operationId: 'listDriverEarningRides',
        tags: ['earnings'],
        summary: 'My completed rides over a range, newest first: fare, my share, commission, tip, net',
        querystring: earningRidesQuerySchema,
        response: { 200: earningRidesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => earningsService.driverEarningRides(currentUser(request), request.query),
  );

  app.get(
    '/driver/summary',
    {
      schema: {
        operationId: 'getDriverSummary',
        tags: ['earnings'],
        summary: "Today's earnings and rides, acceptance rate (30 days), my rating, time online today",
        response: { 200: driverSummaryResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await summariesService.driverSummary(currentUser(request)) }),
  );

  app.get(
    '/rider/summary',
    {
      schema: {
        operationId: 'getRiderSummary',
        tags: ['rides'],
        summary: 'Completed rides, amount spent, average rating given, the ride in progress',
        response: { 200: riderSummaryResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await summariesService.riderSummary(currentUser(request)) }),
  );

  app.post(
    '/rides/:id/tip',
    {
      schema: {
        operationId: 'tipDriver',
        tags: ['rides'],
        summary: 'Tip the driver after a completed ride ($1 to $100, once; the ride’s rider only)',
        params: rideIdParamsSchema,
        body: tipSchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: riders,
    },
    async (request) => ({
      data: await tipsService.tip(currentUser(request), request.params.id, request.body.amount),
    }),
  );

  app.get(
    '/rides/:id/receipt',
    {
      schema: {
        operationId: 'getRideReceipt',
        tags: ['rides'],
        summary:
          'The receipt of a completed ride or a cancellation with a fee (its rider, its driver, admins)',
        params: rideIdParamsSchema,
        response: { 200: receiptResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireRole('rider', 'driver', 'admin'),
    },
    async (request) => ({ data: await receiptsService.receipt(currentUser(request), request.params.id) }),
  );
};
