import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('rider paths', () => {
  it('keeps every route under the /rider prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/rider')).toBe(true);
  });
});
