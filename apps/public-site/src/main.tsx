import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { isPrerenderedFor, loadMatchedLazyRoutes } from './app/hydration.ts';
import { routes } from './app/router.tsx';
import { loadApiClient } from './lib/load-api-client.ts';
import './styles.css';

// configureApiClient({ baseURL: VITE_API_URL }) runs in that chunk; start fetching it alongside the first route.
void loadApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (isPrerenderedFor(root, window.location)) {
  // The page is already on screen (prerendered at build time): React takes it over once its code is here.
  await loadMatchedLazyRoutes(routes, window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
