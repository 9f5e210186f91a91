import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookReceiptResponseSchema } from '@ridebook/validation';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { StripeWebhooksService } from './stripe-webhooks.service.ts';

/**
 * `POST /payments/webhooks/stripe`: Stripe's events, signed with the endpoint's secret. The signature covers the
 * exact bytes sent, so this plugin keeps the body raw (its own content-type parser; no JSON parsing before the
 * check). No session and no Origin header: Stripe calls server to server.
 */
export const stripeWebhooksRoutes: FastifyPluginAsyncZod<{ webhooks: StripeWebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/payments/webhooks/stripe',
    {
      schema: {
        operationId: 'receiveStripeWebhook',
        tags: ['payments'],
        summary:
          "Stripe's events (payment succeeded, failed or cancelled; charge refunded or disputed), verified by their signature and applied once",
        response: { 200: webhookReceiptResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { data: await webhooks.receive(body, typeof signature === 'string' ? signature : undefined) };
    },
  );
};
