import { z } from 'zod';
import { emailField, loginPasswordField } from '../fields.ts';

/** POST /api/auth/login and the login form (seed spec section 5). `rememberMe` keeps the session for 30 days. */
export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
