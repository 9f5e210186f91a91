import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// One module graph per worker (docs/decisions/014-fast-test-suite.md): vitest.setup.ts resets, per test, what a
// module keeps between files.
export default mergeConfig(
  viteConfig,
  defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'], isolate: false }),
);
