import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityQuerySchema,
  dispatchSettingsResponseSchema,
  dispatchSettingsSchema,
  payoutSettingsResponseSchema,
  payoutSettingsSchema,
  pricingSettingsResponseSchema,
  pricingSettingsSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { SettingsService } from './settings.service.ts';

/** /api/admin/settings/*: a city's pricing and dispatch rules (`?cityId=`, default: the default city) and the
 * service's payout rules, admins only. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  const adminOnly = app.requireRole('admin');
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/admin/settings/pricing',
    {
      schema: {
        operationId: 'getPricingSettings',
        tags: ['admin'],
        summary: 'The fare rules',
        querystring: cityQuerySchema,
        response: { 200: pricingSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await settingsService.getPricing(request.query.cityId) }),
  );
  app.put(
    '/admin/settings/pricing',
    {
      schema: {
        operationId: 'updatePricingSettings',
        tags: ['admin'],
        summary: 'Change the fare rules (new quotes use them)',
        querystring: cityQuerySchema,
        body: pricingSettingsSchema,
        response: { 200: pricingSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await settingsService.updatePricing(request.body, currentUser(request).id, request.query.cityId),
    }),
  );
  app.get(
    '/admin/settings/dispatch',
    {
      schema: {
        operationId: 'getDispatchSettings',
        tags: ['admin'],
        summary: 'The dispatch rules',
        querystring: cityQuerySchema,
        response: { 200: dispatchSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await settingsService.getDispatch(request.query.cityId) }),
  );
  app.put(
    '/admin/settings/dispatch',
    {
      schema: {
        operationId: 'updateDispatchSettings',
        tags: ['admin'],
        summary: 'Change the dispatch rules',
        querystring: cityQuerySchema,
        body: dispatchSettingsSchema,
        response: { 200: dispatchSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await settingsService.updateDispatch(request.body, currentUser(request).id, request.query.cityId),
    }),
  );
  app.get(
    '/admin/settings/payouts',
    {
      schema: {
        operationId: 'getPayoutSettings',
        tags: ['admin'],
        summary: 'The weekly payout day and the cash-out fee',
        response: { 200: payoutSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async () => ({ data: await settingsService.getPayouts() }),
  );
  app.put(
    '/admin/settings/payouts',
    {
      schema: {
        operationId: 'updatePayoutSettings',
        tags: ['admin'],
        summary: 'Change the weekly payout day (ISO weekday, UTC) and the cash-out fee (minor units)',
        body: payoutSettingsSchema,
        response: { 200: payoutSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await settingsService.updatePayouts(request.body, currentUser(request).id),
    }),
  );
};
