import { createQueryClient } from '@ridebook/api-client';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { paths } from '../config/paths.ts';
import { PageMetaCollector, type PageMeta } from '../features/seo/index.ts';

/** Every page of the site but the password reset and the account status, whose pages depend on their query. */
export const PRERENDERED_PATHS: readonly string[] = Object.values(paths).filter(
  (pathname) => pathname !== paths.resetPassword && pathname !== paths.accountStatus,
);

export type PrerenderedPage = PageMeta & { html: string };

/**
 * Renders one page to HTML at build time, as the browser's first render will draw it (the placeholder navigation
 * bar, the system theme): the browser then hydrates it (src/main.tsx). Anything lazy inside the page is waited for,
 * so the HTML holds it.
 */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${pathname} answers ${context.status}: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: Partial<PageMeta> = {};
  // Emptied once the page is written: each cached query keeps a 60-s timer that would hold the build open.
  const queryClient = createQueryClient();
  let html = '';
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PageMetaCollector value={meta}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageMetaCollector>
      </StrictMode>,
    );
    for await (const chunk of prelude) html += String(chunk);
  } finally {
    queryClient.clear();
  }
  if (!meta.title || !meta.description)
    throw new Error(`${pathname} sets no title or description (usePageMeta)`);
  return { html, title: meta.title, description: meta.description };
}
