import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/test/workers.ts';

// Browser journeys in real Chromium against the production build, served as `pnpm start` does: one API process and
// data folder per worker (src/test/global-setup.ts), so two journeys run at once without sharing data.
export default defineConfig({
  test: {
    include: ['src/journeys/**/*.spec.ts'],
    // The JSON report feeds the list of failed tests printed at the end of `pnpm test` (tooling/ci/failed-tests.mjs).
    reporters: ['default', ['json', { outputFile: '../../test-results/journeys.json' }]],
    globalSetup: ['src/test/global-setup.ts'],
    // Generous on purpose: CI's machine can be several times slower than a quiet one. Tests assert behaviour only.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits for the UI up to 10 s (the default is 1 s; a busy two-core machine needs more).
    expect: { poll: { timeout: 10_000 } },
    // One journey file per core at a time (E2E_WORKERS, default 2); each worker talks to its own server.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
  },
});
