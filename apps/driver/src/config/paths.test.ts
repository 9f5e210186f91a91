import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('driver paths', () => {
  it('keeps every route under the /driver prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/driver')).toBe(true);
  });
});
