import { defineConfig } from 'vitest/config';

// The same API suite runs twice: on PGlite always, and on PostgreSQL when a server is reachable
// (TEST_DATABASE_URL, default the local one; a fresh database per run). Each test file has its own databases,
// emptied between its tests (src/test/test-database.ts, docs/decisions/014-fast-test-suite.md).
export default defineConfig({
  test: {
    setupFiles: ['src/test/setup.ts'],
    // Some suites start real processes (the server, the admin CLI); a busy machine must not fail them.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    // Every core (Vitest leaves one free by default: one file at a time on the 2-core reference machine).
    maxWorkers: '100%',
    // A worker runs file after file in one module graph (docs/decisions/014-fast-test-suite.md): the app's modules
    // and PGlite's WebAssembly are loaded and compiled once per worker, not once per file. Each file still starts
    // from fresh databases (src/test/setup.ts closes them after it). No API test mocks a module; spies are put back
    // after every test.
    isolate: false,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/test/pglite-global-setup.ts'],
        },
      },
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
