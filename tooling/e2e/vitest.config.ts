import { defineConfig } from 'vitest/config';

// Browser journeys in real Chromium against the production build, served by one API process as `pnpm start` does.
export default defineConfig({
  test: {
    include: ['src/journeys/**/*.spec.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the UI up to 10 s (the default is 1 s; a busy two-core machine needs more).
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one browser at a time keeps journeys from starving the server they test.
    fileParallelism: false,
  },
});
