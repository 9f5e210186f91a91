import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const JSDOM_SETUP = fileURLToPath(new URL('./jsdom-setup.ts', import.meta.url));

/**
 * The `test` block of every jsdom suite (apps and packages/ui). Timeouts are generous on purpose: `pnpm test` runs
 * packages side by side on two cores, and a test that waits for the UI must not fail because the machine is busy.
 * Tests assert behaviour, never timings.
 *
 * `isolate: false` runs a worker's files one after the other in one module graph and one jsdom document instead of
 * loading both again per file (docs/decisions/014-fast-test-suite.md); the setup then puts back, after every test,
 * what a test may leave behind. Suites not yet checked that way keep the default, a fresh context per file.
 */
export function defineJsdomTestConfig(options: { setupFiles?: string[]; isolate?: boolean } = {}) {
  return defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [JSDOM_SETUP, ...(options.setupFiles ?? [])],
      isolate: options.isolate ?? true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 30_000,
    },
  });
}
