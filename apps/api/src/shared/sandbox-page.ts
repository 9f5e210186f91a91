import type { FastifyInstance, FastifyReply } from 'fastify';

// The sandbox providers' own pages (3-D Secure, the hosted card fields, payout onboarding): plain HTML with no
// script, clearly the sandbox's, light or dark. They stand in for pages a real provider hosts on its own site.

/** The pages' look: light or dark, AA contrast either way. A page may add rules of its own (`extraStyle`). */
const SANDBOX_PAGE_STYLE = `      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #111827; background: #f3f4f6; }
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

export type SandboxPage = {
  title: string;
  /** The test-mode notice above the title, e.g. "Test mode: no real card is charged". */
  badge: string;
  /** The page's content, already escaped where it holds data. */
  body: string;
  extraStyle?: string;
};

export function renderSandboxPage({ title, badge, body, extraStyle = '' }: SandboxPage): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>
${SANDBOX_PAGE_STYLE}${extraStyle}    </style>
  </head>
  <body>
    <main>
      <p class="badge">${escapeHtml(badge)}</p>
      <h1>${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/**
 * Sends a sandbox page (never cached, like every answer: decision 038). Its form posts to itself and answers 303 to
 * an app, which may be on its own origin (subdomain mode): the policy allows that one origin as a form target and
 * nothing else.
 */
export function sendSandboxPage(
  reply: FastifyReply,
  { returnOrigin, page, statusCode = 200 }: { returnOrigin: string; page: SandboxPage; statusCode?: number },
): FastifyReply {
  return reply
    .code(statusCode)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(renderSandboxPage(page));
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
