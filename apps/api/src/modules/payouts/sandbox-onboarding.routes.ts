import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import type { SandboxOnboardingService } from './sandbox-onboarding.service.ts';

const paramsSchema = z.object({ accountId: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/) });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** A plain page (no script), clearly the sandbox's, in the style of the sandbox's 3-D Secure page; light or dark. */
function renderPage(isOnboarded: boolean, back: string): string {
  const body = isOnboarded
    ? `<p role="status">This payout account is set up already.</p>
    <p><a href="${escapeHtml(back)}">Back to RideBook</a></p>`
    : `<p>A payout provider would now ask for your identity and your bank account. No money moves in the sandbox: finish the setup with one click.</p>
    <form method="post">
      <button type="submit">Complete payout setup</button>
    </form>
    <p><a href="${escapeHtml(back)}">Not now, back to RideBook</a></p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>RideBook sandbox — payout account setup</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #111827; background: #f3f4f6; }
      main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; background: #fff; border: 1px solid #d1d5db; border-radius: 0.75rem; }
      h1 { font-size: 1.25rem; margin-top: 0; }
      .badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; background: #fef3c7; color: #78350f; font-size: 0.875rem; }
      form { margin-top: 1.5rem; }
      button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
      button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
      a { color: #1d4ed8; }
      @media (prefers-color-scheme: dark) {
        :root { color-scheme: dark; }
        body { color: #f3f4f6; background: #111827; }
        main { background: #1f2937; border-color: #4b5563; }
        .badge { background: #78350f; color: #fef3c7; }
        a { color: #93c5fd; }
      }
    </style>
  </head>
  <body>
    <main>
      <p class="badge">Test mode: no real money moves</p>
      <h1>RideBook sandbox — payout account setup</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/**
 * GET/POST /api/payouts/sandbox/onboarding/:accountId: the sandbox payout provider's onboarding page (the signed-in
 * driver's own account only). The POST is a plain form from this page (the API's Origin check refuses it from any
 * other site) and answers 303 to the driver app page that asked for the link, on a configured origin.
 */
export const sandboxOnboardingRoutes: FastifyPluginAsyncZod<{
  sandboxOnboarding: SandboxOnboardingService;
}> = async (app, { sandboxOnboarding }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
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
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; base-uri 'none'; frame-ancestors 'none'`,
        )
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderPage(account.isOnboarded, account.returnUrl));
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
