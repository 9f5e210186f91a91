import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES, roleSchema, signUpRoleSchema } from './roles.ts';

describe('roles', () => {
  it('knows the three roles of the seed spec', () => {
    expect(roleSchema.options).toEqual(['rider', 'driver', 'admin']);
    expect(ROLES).toEqual(['rider', 'driver', 'admin']);
  });

  it('lets only riders and drivers sign up', () => {
    expect(signUpRoleSchema.safeParse('rider').success).toBe(true);
    expect(signUpRoleSchema.safeParse('driver').success).toBe(true);
    expect(signUpRoleSchema.safeParse('admin').success).toBe(false);
  });

  it('keeps the role names in a module that imports nothing', () => {
    // Every app's first screen reads them: importing zod there put all of it in the first download (150 KB budget).
    const source = readFileSync(join(import.meta.dirname, 'role-names.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
