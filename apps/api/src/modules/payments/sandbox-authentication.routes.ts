import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatAmount } from '@ridebook/validation';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import type { SandboxAuthenticationRow } from './sandbox-authentications.repository.ts';
import type { SandboxAuthenticationService } from './sandbox-authentication.service.ts';

const paramsSchema = z.object({ paymentId: z.string().min(1).max(255) });
const answerSchema = z.object({ result: z.enum(['complete', 'fail']) });

/** The sandbox pages' look (3-D Secure, the card page): light or dark, AA contrast either way. */
export const SANDBOX_PAGE_STYLE = `      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #111827; background: #f3f4f6; }
      main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; background: #fff; border: 1px solid #d1d5db; border-radius: 0.75rem; }
      h1 { font-size: 1.25rem; margin-top: 0; }
      .badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; background: #fef3c7; color: #78350f; font-size: 0.875rem; }
      form { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
      button { font: inherit; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
      button.secondary { background: #fff; color: #991b1b; border-color: #991b1b; }
      button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
      a { color: #1d4ed8; }
      /* Dark: every text and control keeps WCAG AA contrast (text 13:1, badge 8:1, buttons 6.7:1 and 7.7:1). */
      @media (prefers-color-scheme: dark) {
        :root { color-scheme: dark; }
        body { color: #f3f4f6; background: #111827; }
        main { background: #1f2937; border-color: #4b5563; }
        .badge { background: #78350f; color: #fef3c7; }
        button.secondary { background: #1f2937; color: #fca5a5; border-color: #fca5a5; }
        a { color: #93c5fd; }
      }
`;

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

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

/** A plain page (no script) in the style of a bank's 3-D Secure step, clearly the sandbox's; light or dark. */
function renderPage(payment: SandboxAuthenticationRow, back: string): string {
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
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>RideBook sandbox — test 3-D Secure</title>
    <style>
${SANDBOX_PAGE_STYLE}    </style>
  </head>
  <body>
    <main>
      <p class="badge">Test mode: no real card is charged</p>
      <h1>RideBook sandbox — test 3-D Secure</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/** HTML forms post url-encoded; only the sandbox pages' plugins read that format. */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
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
      return reply
        .header(
          'content-security-policy',
          // The answer's 303 goes to the rider app, which may be on its own origin (subdomain mode).
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; base-uri 'none'; frame-ancestors 'none'`,
        )
        .type('text/html; charset=utf-8')
        .send(renderPage(payment, back));
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
