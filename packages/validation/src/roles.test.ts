import { describe, expect, it } from 'vitest';
import { roleSchema, signUpRoleSchema } from './roles.ts';

describe('roles', () => {
  it('knows the three roles of the seed spec', () => {
    expect(roleSchema.options).toEqual(['rider', 'driver', 'admin']);
  });

  it('lets only riders and drivers sign up', () => {
    expect(signUpRoleSchema.safeParse('rider').success).toBe(true);
    expect(signUpRoleSchema.safeParse('driver').success).toBe(true);
    expect(signUpRoleSchema.safeParse('admin').success).toBe(false);
  });
});
