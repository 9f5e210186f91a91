import { defineConfig } from 'vitest/config';

// A worker runs file after file in one module graph instead of loading it again per file
// (docs/decisions/014-fast-test-suite.md): every test makes its own axios instance, query client and fake API, and
// the jsdom files say so in their first line. The setup file starts the fake API's server for each file.
export default defineConfig({
  test: { isolate: false, restoreMocks: true, unstubGlobals: true, setupFiles: ['./vitest.setup.ts'] },
});
