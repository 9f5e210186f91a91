import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The files that keep a module graph of their own (docs/decisions/014-fast-test-suite.md, follow-up 3). Two replace
 * a module with `vi.mock`, which a module graph shared between files does not honour: a module another file loaded
 * first stays real, and a replaced one reaches later files. The prerender tests run React's server renderer, which
 * leaves its mark on every context it provides, so any later browser render in that graph warns of "multiple
 * renderers".
 */
const OWN_MODULE_GRAPH = [
  'src/features/auth/login-page.test.tsx',
  'src/features/track/track-page.test.tsx',
  'src/prerender/render-page.test.tsx',
];

const jsdom = defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'] }).test;
const project = (test: TestProjectInlineConfiguration['test']) =>
  mergeConfig(viteConfig, { test: { ...jsdom, ...test } });

export default defineConfig({
  test: {
    projects: [
      // The other files run one after the other in one module graph per worker: every test answers the API through
      // the shared fake and renders with its own query client, and the setup files reset what outlives a test
      // (the document, storage, toasts, spies and stubbed globals).
      project({ name: 'shared', exclude: OWN_MODULE_GRAPH, isolate: false }),
      project({ name: 'own', include: OWN_MODULE_GRAPH }),
    ],
  },
});
