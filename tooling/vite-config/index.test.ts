import { describe, expect, it } from 'vitest';
import { defineAppConfig } from './index.ts';

describe('defineAppConfig', () => {
  it.each(['public-site', 'rider', 'driver', 'admin'] as const)(
    'keeps the source maps of %s on disk but out of the bundles (no sourceMappingURL for the public)',
    (app) => {
      expect(defineAppConfig(app).build?.sourcemap).toBe('hidden');
    },
  );
});
