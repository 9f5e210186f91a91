import { z } from 'zod';

/** Every account role (seed spec section 6). */
export const ROLES = ['rider', 'driver', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Only riders and drivers can sign themselves up; admins are created by the CLI. */
export const SIGN_UP_ROLES = ['rider', 'driver'] as const;
export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;
