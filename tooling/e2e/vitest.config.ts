import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/test/workers.ts';

// Browser journeys in real Chromium against the production build, served as `pnpm start` does: one API process and
// data folder per worker (src/test/global-setup.ts), so two journeys run at once without sharing data.
export default defineConfig({
  test: {
    include: ['src/journeys/**/*.spec.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the UI up to 10 s (the default is 1 s; a busy two-core machine needs more).
    expect: { poll: { timeout: 10_000 } },
    // One journey file per core at a time (E2E_WORKERS, default 2); each worker talks to its own server.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
  },
});
