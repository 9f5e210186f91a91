import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  mergeConfig(defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'] }), {
    // One module graph per worker (docs/decisions/014-fast-test-suite.md): the app, React and jsdom's helpers load
    // once per worker, not once per file. vitest.setup.ts resets, per test, what a module keeps between files.
    test: { isolate: false },
  }),
);
