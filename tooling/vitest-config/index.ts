import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const JSDOM_SETUP = fileURLToPath(new URL('./jsdom-setup.ts', import.meta.url));

/**
 * The `test` block of every jsdom suite (apps and packages/ui). Timeouts are generous on purpose: `pnpm test` runs
 * packages side by side on two cores, and a test that waits for the UI must not fail because the machine is busy.
 * Tests assert behaviour, never timings.
 */
export function defineJsdomTestConfig(options: { setupFiles?: string[] } = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [JSDOM_SETUP, ...(options.setupFiles ?? [])],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 30_000,
    },
  });
}
