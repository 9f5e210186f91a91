import react from '@vitejs/plugin-react';
import { defineJsdomTestConfig } from '@ridebook/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// Unit tests: jsdom + Testing Library, beside the code. The Storybook browser suite has its own config
// (test/vitest.config.ts) and runs through `pnpm e2e`, never here.
export default mergeConfig(
  defineConfig({ plugins: [react()] }),
  defineJsdomTestConfig({ setupFiles: ['./vitest.setup.ts'], isolate: false }),
);
