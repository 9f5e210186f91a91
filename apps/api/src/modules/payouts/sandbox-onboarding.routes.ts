import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import {
  escapeHtml,
  registerFormBodyParser,
  sendSandboxPage,
  type SandboxPage,
} from '../../shared/sandbox-page.ts';
import type { SandboxOnboardingService } from './sandbox-onboarding.service.ts';

const paramsSchema = z.object({ accountId: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/) });

/** The sandbox payout provider's stand-in for its onboarding (identity, bank account). */
function onboardingPage(isOnboarded: boolean, back: string): SandboxPage {
  const body = isOnboarded
    ? `<p role="status">This payout account is set up already.</p>
    <p><a href="${escapeHtml(back)}">Back to RideBook</a></p>`
    : `<p>A payout provider would now ask for your identity and your bank account. No money moves in the sandbox: finish the setup with one click.</p>
    <form method="post">
      <button type="submit">Complete payout setup</button>
    </form>
    <p><a href="${escapeHtml(back)}">Not now, back to RideBook</a></p>`;
  return {
    title: 'RideBook sandbox — payout account setup',
    badge: 'Test mode: no real money moves',
    body,
  };
}

/**
 * GET/POST /api/payouts/sandbox/onboarding/:accountId: the sandbox payout provider's onboarding page (the signed-in
 * driver's own account only). The POST is a plain form from this page (the API's Origin check refuses it from any
 * other site) and answers 303 to the driver app page that asked for the link, on a configured origin.
 */
export const sandboxOnboardingRoutes: FastifyPluginAsyncZod<{
  sandboxOnboarding: SandboxOnboardingService;
}> = async (app, { sandboxOnboarding }) => {
  registerFormBodyParser(app);
  const drivers = app.requireRole('driver');
  const tags = ['payouts'];
  const path = '/payouts/sandbox/onboarding/:accountId';

  app.get(
    path,
    {
      schema: {
        tags,
        operationId: 'getSandboxPayoutOnboardingPage',
        summary: 'Sandbox only: the test onboarding page of my payout account (HTML)',
        params: paramsSchema,
        produces: ['text/html'],
        response: { 200: z.string().describe('The HTML page'), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: drivers,
    },
    async (request, reply) => {
      const { account, returnOrigin } = await sandboxOnboarding.page(
        request.params.accountId,
        currentUser(request).id,
      );
      return sendSandboxPage(reply, {
        returnOrigin,
        page: onboardingPage(account.isOnboarded, account.returnUrl),
      });
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        operationId: 'completeSandboxPayoutOnboarding',
        summary: 'Sandbox only: complete my payout account setup, then 303 back to the driver app',
        params: paramsSchema,
        response: {
          303: noBody('Set up: back to the driver app page that asked for the link (Location)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
      onRequest: drivers,
    },
    async (request, reply) => {
      const location = await sandboxOnboarding.complete(request.params.accountId, currentUser(request).id);
      return reply.redirect(location, 303);
    },
  );
};
