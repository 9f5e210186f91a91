import { defineAppConfig } from '@ridebook/vite-config';
import { routePatterns } from './src/config/paths.ts';

// Every page is prerendered at build time and hydrated in the browser (src/prerender, src/main.tsx).
export default defineAppConfig(
  'public-site',
  {},
  { prerenderEntry: '/src/prerender/render-page.tsx', routes: routePatterns },
);
