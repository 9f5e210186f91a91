import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dispatchSettingsResponseSchema,
  dispatchSettingsSchema,
  pricingSettingsResponseSchema,
  pricingSettingsSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { SettingsService } from './settings.service.ts';

/** /api/admin/settings/*: pricing and dispatch rules, admins only. */
export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  const adminOnly = app.requireRole('admin');
  const errors = errorResponses(400, 401, 403);

  app.get(
    '/admin/settings/pricing',
    {
      schema: {
        operationId: 'getPricingSettings',
        tags: ['admin'],
        summary: 'The fare rules',
        response: { 200: pricingSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async () => ({ data: await settingsService.getPricing() }),
  );
  app.put(
    '/admin/settings/pricing',
    {
      schema: {
        operationId: 'updatePricingSettings',
        tags: ['admin'],
        summary: 'Change the fare rules (new quotes use them)',
        body: pricingSettingsSchema,
        response: { 200: pricingSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await settingsService.updatePricing(request.body, currentUser(request).id) }),
  );
  app.get(
    '/admin/settings/dispatch',
    {
      schema: {
        operationId: 'getDispatchSettings',
        tags: ['admin'],
        summary: 'The dispatch rules',
        response: { 200: dispatchSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async () => ({ data: await settingsService.getDispatch() }),
  );
  app.put(
    '/admin/settings/dispatch',
    {
      schema: {
        operationId: 'updateDispatchSettings',
        tags: ['admin'],
        summary: 'Change the dispatch rules',
        body: dispatchSettingsSchema,
        response: { 200: dispatchSettingsResponseSchema, ...errors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await settingsService.updateDispatch(request.body, currentUser(request).id),
    }),
  );
};
