import { defineAppConfig } from '@ridebook/vite-config';

import { routePatterns } from './src/config/paths.ts';

export default defineAppConfig('driver', {}, { routes: routePatterns });
