import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAmount } from '@ridebook/validation';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import {
  escapeHtml,
  registerFormBodyParser,
  sendSandboxPage,
  type SandboxPage,
} from '../../shared/sandbox-page.ts';
import type { SandboxAuthenticationRow } from './sandbox-authentications.repository.ts';
import type { SandboxAuthenticationService } from './sandbox-authentication.service.ts';

const paramsSchema = z.object({ paymentId: z.string().min(1).max(255) });
const answerSchema = z.object({ result: z.enum(['complete', 'fail']) });

const STATUS_TEXT: Record<SandboxAuthenticationRow['status'], string> = {
  pending: '',
  authenticated: 'This payment has been confirmed already.',
  failed: 'This payment has been refused already.',
};

/**
 * What the payment is for, read from its provider key (`top-up-…` for a wallet top-up, `ride-hold-…` for a ride's
 * hold; wallet.service.ts and ride-payments.ts make them); '' for any other key.
 */
export function paymentPurposeText(reference: string): string {
  if (reference.startsWith('top-up-')) return ' for a wallet top-up';
  if (reference.startsWith('ride-hold-')) return ' for a ride';
  return '';
}

/** The sandbox's stand-in for a bank's 3-D Secure step. */
function authenticationPage(payment: SandboxAuthenticationRow, back: string): SandboxPage {
  const amount = escapeHtml(formatAmount(payment.amount, payment.currency));
  const body =
    payment.status === 'pending'
      ? `<p>Your bank would now ask you to confirm a payment of <strong>${amount}</strong> to RideBook${paymentPurposeText(payment.reference)}. No money moves in the sandbox: choose what the bank answers.</p>
    <form method="post">
      <button type="submit" name="result" value="complete">Complete authentication</button>
      <button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
    </form>`
      : `<p role="status">${STATUS_TEXT[payment.status]}</p>
    <p><a href="${escapeHtml(back)}">Back to RideBook</a></p>`;
  return {
    title: 'RideBook sandbox — test 3-D Secure',
    badge: 'Test mode: no real card is charged',
    body,
  };
}

/**
 * GET/POST /api/payments/sandbox/authenticate/:paymentId: the sandbox's 3-D Secure page (sandbox provider only).
 * The POST is a plain form from this page: the API's Origin check (request-origin.ts) refuses it from any other
 * site, and it answers 303 to the payment's return URL, one of the app's own origins.
 */
export const sandboxAuthenticationRoutes: FastifyPluginAsyncZod<{
  sandboxAuthentication: SandboxAuthenticationService;
}> = async (app, { sandboxAuthentication }) => {
  registerFormBodyParser(app);
  const tags = ['payments'];
  const path = '/payments/sandbox/authenticate/:paymentId';

  app.get(
    path,
    {
      schema: {
        tags,
        operationId: 'getSandboxAuthenticationPage',
        summary: 'Sandbox only: the test 3-D Secure page of a card payment (HTML), to complete or fail it',
        params: paramsSchema,
        produces: ['text/html'],
        response: { 200: z.string().describe('The HTML page'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { payment, returnOrigin, back } = await sandboxAuthentication.page(request.params.paymentId);
      return sendSandboxPage(reply, { returnOrigin, page: authenticationPage(payment, back) });
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        operationId: 'answerSandboxAuthentication',
        summary: 'Sandbox only: complete or fail the test 3-D Secure, then 303 back to the rider app',
        params: paramsSchema,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: answerSchema,
        response: {
          303: noBody('Answered: back to the rider app page that started the payment (Location)'),
          // Its 403 (a form posted from another site) is the Origin check's, documented for every such route.
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const location = await sandboxAuthentication.answer(request.params.paymentId, request.body.result);
      return reply.redirect(location, 303);
    },
  );
};
