import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  mergeConfig(viteConfig, defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'] })),
  defineConfig({
    test: {
      projects: [
        {
          // A worker runs file after file in one module graph (docs/decisions/014-fast-test-suite.md): every test
          // answers the API through the shared fake and renders with its own query client, and the setup files
          // reset what outlives a test (document, storage, toasts, mocks).
          extends: true,
          test: { name: 'app', exclude: ['src/prerender/**'], isolate: false },
        },
        {
          // The prerender tests run React's server renderer, which leaves its mark on every context it provides
          // (module-level objects): any later browser render in that module graph would warn of "multiple
          // renderers". They keep a module graph of their own.
          extends: true,
          test: { name: 'prerender', exclude: ['src/!(prerender)/**'] },
        },
      ],
    },
  }),
);
