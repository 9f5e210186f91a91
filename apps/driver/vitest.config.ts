import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'], isolate: false }),
);
