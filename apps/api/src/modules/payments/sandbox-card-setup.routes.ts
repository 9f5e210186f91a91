import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBody } from '../../shared/route-schemas.ts';
import {
  escapeHtml,
  registerFormBodyParser,
  sendSandboxPage,
  type SandboxPage,
} from '../../shared/sandbox-page.ts';
import type { CardFieldErrors, SandboxCardSetupService } from './sandbox-card-setup.service.ts';
import { SANDBOX_TEST_CARDS } from './sandbox-payment-provider.ts';

const paramsSchema = z.object({ setupId: z.string().min(1).max(255) });
const querySchema = z.object({ client_secret: z.string().min(1).max(255) });
const formSchema = z.record(z.string(), z.unknown());

const FIELD_STYLE = `
      label { display: block; font-weight: 600; margin-top: 1rem; }
      input { font: inherit; box-sizing: border-box; width: 100%; min-height: 2.75rem; margin-top: 0.25rem; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.5rem; background: inherit; color: inherit; }
      .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.75rem; }
      .error { color: #991b1b; margin: 0.25rem 0 0; font-size: 0.875rem; }
      ul { padding-left: 1.25rem; font-size: 0.875rem; }
      @media (prefers-color-scheme: dark) { .error { color: #fca5a5; } }
`;

const FIELDS = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { name: 'expMonth', label: 'Month', autocomplete: 'cc-exp-month', placeholder: 'MM' },
  { name: 'expYear', label: 'Year', autocomplete: 'cc-exp-year', placeholder: 'YYYY' },
  { name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', placeholder: '123' },
] as const;

/** One labelled field; what was typed is never written back into the page (the number and CVC are not kept). */
function field(name: (typeof FIELDS)[number], errors: CardFieldErrors): string {
  const error = errors[name.name];
  const errorId = `${name.name}-error`;
  return `<div>
        <label for="${name.name}">${name.label}</label>
        <input id="${name.name}" name="${name.name}" inputmode="numeric" autocomplete="${name.autocomplete}" placeholder="${name.placeholder}" required${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''} />
        ${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
      </div>`;
}

/** The sandbox's card page: clearly a test page, a plain form (no script), the test cards listed. */
function cardPage(status: 'pending' | 'succeeded', back: string, errors: CardFieldErrors): SandboxPage {
  const [number, month, year, cvc] = FIELDS;
  const body =
    status === 'pending'
      ? `<p>Enter a test card. It is kept by the sandbox (as a card provider would keep it), never by RideBook.</p>
    <form method="post" novalidate>
      ${field(number, errors)}
      <div class="row">${field(month, errors)}${field(year, errors)}${field(cvc, errors)}</div>
      <p><button type="submit">Save card</button></p>
    </form>
    <p>Test cards (any future expiry, any CVC):</p>
    <ul aria-label="Test cards">${SANDBOX_TEST_CARDS.map((card) => `<li>${escapeHtml(card.number.replace(/(\d{4})(?=\d)/g, '$1 '))}: ${escapeHtml(card.label)}</li>`).join('')}</ul>
    <p><a href="${escapeHtml(new URL(back).origin + new URL(back).pathname)}">Cancel and go back to RideBook</a></p>`
      : `<p role="status">This card has been saved already.</p>
    <p><a href="${escapeHtml(back)}">Back to RideBook</a></p>`;
  return {
    title: 'RideBook sandbox — add a test card',
    badge: 'Test mode: no real card is charged',
    body,
    extraStyle: FIELD_STYLE,
  };
}

/**
 * GET/POST /api/payments/sandbox/card-setups/:setupId?client_secret=…: the sandbox's hosted card page (sandbox
 * provider only; 404 otherwise). The POST is this page's plain form (the Origin check refuses it from another site);
 * a saved card answers 303 back to the rider app, a bad one the form again (422) with each field's message.
 */
export const sandboxCardSetupRoutes: FastifyPluginAsyncZod<{
  sandboxCardSetup: SandboxCardSetupService;
}> = async (app, { sandboxCardSetup }) => {
  registerFormBodyParser(app);
  const tags = ['payments'];
  const path = '/payments/sandbox/card-setups/:setupId';

  app.get(
    path,
    {
      schema: {
        tags,
        operationId: 'getSandboxCardPage',
        summary: "Sandbox only: the hosted card page (HTML), the sandbox's stand-in for Stripe's card fields",
        params: paramsSchema,
        querystring: querySchema,
        produces: ['text/html'],
        response: { 200: z.string().describe('The HTML page'), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { setup, returnOrigin, back } = await sandboxCardSetup.page(
        request.params.setupId,
        request.query.client_secret,
      );
      return sendSandboxPage(reply, { returnOrigin, page: cardPage(setup.status, back, {}) });
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        operationId: 'submitSandboxCard',
        summary: 'Sandbox only: save a test card from the hosted card page, then 303 back to the rider app',
        params: paramsSchema,
        querystring: querySchema,
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
        body: formSchema,
        response: {
          303: noBody('Saved: back to the rider app page that started the setup (Location)'),
          422: z.string().describe('The page again, each refused field with its message'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const answer = await sandboxCardSetup.submit(
        request.params.setupId,
        request.query.client_secret,
        request.body,
      );
      if (answer.outcome === 'saved') return reply.redirect(answer.location, 303);
      const returnOrigin = new URL(answer.setup.returnUrl).origin;
      return sendSandboxPage(reply, {
        returnOrigin,
        page: cardPage('pending', answer.setup.returnUrl, answer.errors),
        statusCode: 422,
      });
    },
  );
};
