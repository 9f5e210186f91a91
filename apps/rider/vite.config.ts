import { defineAppConfig } from '@ridebook/vite-config';

import { routePatterns } from './src/config/paths.ts';

export default defineAppConfig('rider', {}, { routes: routePatterns });
