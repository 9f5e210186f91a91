import { defineConfig } from 'vitest/config';

// The Storybook suite: every story of the static build, opened in Chromium and checked with axe-core.
// Run through `pnpm e2e` (which builds Storybook first); the unit `test` script never includes it.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    // Two files (the light theme; the dark theme and the docs pages), one Chromium each, one per core.
    include: ['stories-*.spec.ts'],
    // The JSON report feeds the list of failed tests printed at the end of `pnpm test` (tooling/ci/failed-tests.mjs).
    reporters: ['default', ['json', { outputFile: '../../../test-results/stories.json' }]],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
