import { z } from 'zod';
import { ROLES, SIGN_UP_ROLES } from './role-names.ts';

export { ROLES, SIGN_UP_ROLES, type Role, type SignUpRole } from './role-names.ts';

export const roleSchema = z.enum(ROLES);

export const signUpRoleSchema = z.enum(SIGN_UP_ROLES);
