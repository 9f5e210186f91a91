import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCardSchema,
  cardSetupRequestSchema,
  cardSetupResponseSchema,
  messageResponseSchema,
  PAYMENT_MESSAGES,
  paymentMethodIdParamsSchema,
  paymentsConfigResponseSchema,
  refundRideSchema,
  rideIdParamsSchema,
  rideRefundResponseSchema,
  savedCardListResponseSchema,
  savedCardResponseSchema,
  walletHistoryQuerySchema,
  walletHistoryResponseSchema,
  walletQuerySchema,
  walletResponseSchema,
  walletTopUpSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { PaymentsServices } from './payments-services.ts';
import { sandboxAuthenticationRoutes } from './sandbox-authentication.routes.ts';
import { sandboxCardSetupRoutes } from './sandbox-card-setup.routes.ts';
import { stripeWebhooksRoutes } from './stripe-webhooks.routes.ts';

/**
 * Payments (docs/decisions/008): the provider in use, a rider's saved cards and wallet, and admins' refunds.
 * Rides' holds, captures and voids happen in the ride engine through `RidePayments`.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsServices> = async (
  app,
  { cards, wallet, refunds, sandboxAuthentication, sandboxCardSetup, stripeWebhooks },
) => {
  await app.register(sandboxAuthenticationRoutes, { sandboxAuthentication });
  await app.register(sandboxCardSetupRoutes, { sandboxCardSetup });
  if (stripeWebhooks !== undefined) await app.register(stripeWebhooksRoutes, { webhooks: stripeWebhooks });
  const riders = app.requireRole('rider');
  const tags = ['payments'];

  app.get(
    '/payments/config',
    {
      schema: {
        operationId: 'getPaymentsConfig',
        tags,
        summary: 'The card provider in use; with the sandbox, the test cards to try (no real money moves)',
        response: { 200: paymentsConfigResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: app.authenticate,
    },
    async () => ({ data: cards.config() }),
  );

  app.get(
    '/rider/payment-methods',
    {
      schema: {
        operationId: 'listPaymentMethods',
        tags,
        summary: 'My saved cards (brand, last 4, expiry), the default first',
        response: { 200: savedCardListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await cards.list(currentUser(request).id) }),
  );

  app.post(
    '/rider/payment-methods/setup',
    {
      schema: {
        operationId: 'startCardSetup',
        tags,
        summary:
          "Start saving a card in the provider's own fields (Stripe: a SetupIntent for the Payment Element; the sandbox: its hosted card page)",
        body: cardSetupRequestSchema,
        response: { 201: cardSetupResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
      onRequest: riders,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await cards.startSetup(currentUser(request).id, request.body) }),
  );

  app.post(
    '/rider/payment-methods',
    {
      schema: {
        operationId: 'addPaymentMethod',
        tags,
        summary:
          'Save the card of a confirmed setup (read from the provider: brand, last 4, expiry); the API never receives a card number. The first card becomes the default',
        body: addCardSchema,
        response: { 201: savedCardResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      onRequest: riders,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await cards.add(currentUser(request).id, request.body) }),
  );

  app.delete(
    '/rider/payment-methods/:id',
    {
      schema: {
        operationId: 'removePaymentMethod',
        tags,
        summary: 'Remove a saved card (removing the default makes the newest other card the default)',
        params: paymentMethodIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: riders,
    },
    async (request) => {
      await cards.remove(currentUser(request).id, request.params.id);
      return { message: PAYMENT_MESSAGES.paymentMethodRemoved };
    },
  );

  app.post(
    '/rider/payment-methods/:id/default',
    {
      schema: {
        operationId: 'setDefaultPaymentMethod',
        tags,
        summary: 'Pay with this card by default (card rides and top-ups)',
        params: paymentMethodIdParamsSchema,
        response: { 200: savedCardResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await cards.setDefault(currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/rider/wallet',
    {
      schema: {
        operationId: 'getWallet',
        tags,
        summary:
          'My wallet in one currency (the default city’s unless asked): balance (from the ledger), held for open wallet rides, available for a booking',
        querystring: walletQuerySchema,
        response: { 200: walletResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: riders,
    },
    async (request) => ({ data: await wallet.wallet(currentUser(request).id, request.query) }),
  );

  app.post(
    '/rider/wallet/top-up',
    {
      schema: {
        operationId: 'topUpWallet',
        tags,
        summary: 'Add $5 to $500 to my wallet, charged to the given card or my default card',
        body: walletTopUpSchema,
        response: {
          201: walletResponseSchema.describe(
            'Credited: the wallet after the top-up (a repeat of the same idempotency key credits nothing again)',
          ),
          ...errorResponses(400, 401, 402, 403, 404, 503),
        },
      },
      onRequest: riders,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await wallet.topUp(currentUser(request).id, request.body) }),
  );

  app.get(
    '/rider/wallet/history',
    {
      schema: {
        operationId: 'listWalletHistory',
        tags,
        summary: 'My wallet movements, newest first: top-ups and refunds in, fares, fees and tips out',
        querystring: walletHistoryQuerySchema,
        response: { 200: walletHistoryResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: riders,
    },
    async (request) => wallet.history(currentUser(request).id, request.query),
  );

  app.post(
    '/admin/rides/:id/refund',
    {
      schema: {
        operationId: 'refundRide',
        tags: ['admin'],
        summary:
          "Refund all or part of a completed ride's fare (or, with purpose tip, its tip) to the rider's wallet or card (audited)",
        params: rideIdParamsSchema,
        body: refundRideSchema,
        response: { 200: rideRefundResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => ({
      data: await refunds.refund(currentUser(request), request.params.id, request.body),
    }),
  );
};
