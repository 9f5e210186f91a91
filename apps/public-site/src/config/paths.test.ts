import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('public-site paths', () => {
  it("keeps clear of the role apps' prefixes", () => {
    for (const path of Object.values(paths)) expect(path).not.toMatch(/^\/(rider|driver|admin|api)(\/|$)/);
  });
});
