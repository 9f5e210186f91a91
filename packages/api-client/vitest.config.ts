import { defineConfig } from 'vitest/config';

// A worker runs file after file in one module graph instead of loading it again per file
// (docs/decisions/014-fast-test-suite.md): every test makes its own axios instance, query client and fake API, and
// the jsdom files say so in their first line.
export default defineConfig({ test: { isolate: false, restoreMocks: true, unstubGlobals: true } });
