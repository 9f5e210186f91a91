import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPayoutListResponseSchema,
  apiErrorSchema,
  adminPayoutResponseSchema,
  cashOutSchema,
  driverPayoutsResponseSchema,
  payoutAccountLinkRequestSchema,
  payoutAccountLinkResponseSchema,
  payoutIdParamsSchema,
  payoutResponseSchema,
  sandboxTransferParamsSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { PayoutsService } from './payouts.service.ts';
import { sandboxOnboardingRoutes } from './sandbox-onboarding.routes.ts';
import type { SandboxOnboardingService } from './sandbox-onboarding.service.ts';

/**
 * Driver payouts: the driver's payout account, balance, cash-out and payouts; the admins' list and retry; the
 * sandbox's onboarding page. Every answer is the caller's own (drivers) or admins only.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutsService;
  sandboxOnboarding: SandboxOnboardingService;
}> = async (app, { payouts, sandboxOnboarding }) => {
  await app.register(sandboxOnboardingRoutes, { sandboxOnboarding });
  const drivers = app.requireRole('driver');
  const admins = app.requireRole('admin');
  const tags = ['payouts'];

  app.get(
    '/driver/payouts',
    {
      schema: {
        operationId: 'getDriverPayouts',
        tags,
        summary:
          'My payout account, the balance owed to me (from the ledger), the schedule and my latest payouts',
        response: { 200: driverPayoutsResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await payouts.overview(currentUser(request).id) }),
  );

  app.post(
    '/driver/payouts/account',
    {
      schema: {
        operationId: 'connectPayoutAccount',
        tags,
        summary:
          'Open my payout account if needed and get its onboarding link (Stripe Account Link or the sandbox page), back to returnUrl',
        body: payoutAccountLinkRequestSchema,
        response: { 200: payoutAccountLinkResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await payouts.connect(currentUser(request).id, request.body.returnUrl) }),
  );

  app.post(
    '/driver/payouts/account/refresh',
    {
      schema: {
        operationId: 'refreshPayoutAccount',
        tags,
        summary: 'Back from the onboarding: read whether the provider pays my account now',
        response: { 200: driverPayoutsResponseSchema, ...errorResponses(401, 403, 503) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await payouts.refreshAccount(currentUser(request).id) }),
  );

  app.post(
    '/driver/payouts',
    {
      schema: {
        operationId: 'cashOut',
        tags,
        summary:
          'Cash out now: `amount` leaves my balance, the cash-out fee comes out of it; sent by a queued job (the same idempotencyKey answers the same payout)',
        body: cashOutSchema,
        response: {
          201: payoutResponseSchema,
          ...errorResponses(400, 401, 403, 409),
          422: apiErrorSchema.describe(
            'More than the balance owed (`code` PAYOUT_EXCEEDS_BALANCE; `errors` name `amount` and say the most that can be cashed out)',
          ),
        },
      },
      onRequest: drivers,
    },
    async (request, reply) => {
      const payout = await payouts.cashOut(currentUser(request).id, request.body);
      return reply.code(201).send({ data: payout });
    },
  );

  app.post(
    '/driver/payouts/:id/cancel',
    {
      schema: {
        operationId: 'cancelPayout',
        tags,
        summary:
          'Take back my payout before it is sent: the amount (and any fee) back in my balance; 409 once it is being sent',
        params: payoutIdParamsSchema,
        response: { 200: payoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: drivers,
    },
    async (request) => ({ data: await payouts.cancel(currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/admin/payouts/sandbox/transfers/:transferId/refuse',
    {
      schema: {
        operationId: 'refuseSandboxTransfer',
        tags: ['admin'],
        summary:
          'Sandbox only: the bank refuses a paid payout (as a Stripe reversal): it is returned to the driver’s balance',
        params: sandboxTransferParamsSchema,
        response: { 200: adminPayoutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
    },
    async (request) => ({ data: await payouts.refuseSandboxTransfer(request.params.transferId) }),
  );

  app.get(
    '/admin/payouts',
    {
      schema: {
        operationId: 'listPayouts',
        tags: ['admin'],
        summary: 'Drivers’ payouts, failed first, then newest (the latest 200)',
        response: { 200: adminPayoutListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: admins,
    },
    async () => ({ data: await payouts.list() }),
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      schema: {
        operationId: 'retryPayout',
        tags: ['admin'],
        summary: 'Send a failed payout again (queued at once; its retries start over; audited)',
        params: payoutIdParamsSchema,
        response: { 200: adminPayoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: admins,
    },
    async (request) => ({ data: await payouts.retry(request.params.id, currentUser(request).id) }),
  );
};
