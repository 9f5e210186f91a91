import { defineConfig } from 'vitest/config';

// Pure functions and schemas with no module state: a worker runs file after file in one module graph instead of
// loading it again per file (docs/decisions/014-fast-test-suite.md).
export default defineConfig({ test: { isolate: false } });
