import { prepareClassMerging } from '@ridebook/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '../lib/next-task.ts';
import { App } from './app.tsx';
import { isPrerenderedFor, loadMatchedLazyRoutes } from './hydration.ts';
import { routes } from './router.tsx';

/**
 * Starts the app in `root`. A prerendered page is hydrated: once the page's own chunk is here (so the first render
 * matches the HTML), and as a transition, which yields to the browser every few milliseconds. Each step before it
 * runs in a task of its own, so that the browser can answer a tap between them.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!isPrerenderedFor(root, window.location)) {
    createRoot(root).render(app);
    return;
  }
  await nextTask();
  await loadMatchedLazyRoutes(routes, window.location.pathname);
  await nextTask();
  prepareClassMerging();
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
