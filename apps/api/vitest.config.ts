import { defineConfig } from 'vitest/config';

// The same API suite runs twice: on PGlite always, and on PostgreSQL when a server is reachable
// (TEST_DATABASE_URL, default the local one; a fresh database per run).
export default defineConfig({
  test: {
    setupFiles: ['src/test/setup.ts'],
    // Some suites start real processes (the server, the admin CLI); a busy machine must not fail them.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB: 'pglite' } } },
      {
        extends: true,
        test: {
          name: 'postgres',
          // Only the suites that touch the database; pure units gain nothing from a second run.
          include: ['src/**/*.{routes,service,repository}.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['src/test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
