import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('admin paths', () => {
  it('keeps every route under the /admin prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/admin')).toBe(true);
  });
});
