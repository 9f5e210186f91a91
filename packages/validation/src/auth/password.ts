import { z } from 'zod';
import {
  LIMITS,
  checkPasswordsMatch,
  confirmPasswordField,
  emailField,
  evenWithFieldIssues,
  ifValid,
  newPasswordField,
} from '../fields.ts';
import { MESSAGES } from '../messages.ts';

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: MESSAGES.resetTokenRequired })
      .trim()
      .min(1, { error: MESSAGES.resetTokenRequired })
      .max(200, { error: MESSAGES.resetTokenRequired }),
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(
    (value, ctx) => checkPasswordsMatch(value.password, value.confirmPassword, ctx),
    evenWithFieldIssues,
  );
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/change-password: the current password, and a different new password twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, { error: MESSAGES.currentPasswordRequired })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong, ...ifValid }),
    newPassword: newPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .superRefine((value, ctx) => {
    checkPasswordsMatch(value.newPassword, value.confirmPassword, ctx);
    const isNewTyped = typeof value.newPassword === 'string' && value.newPassword !== '';
    if (isNewTyped && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordSameAsCurrent, path: ['newPassword'] });
    }
  }, evenWithFieldIssues);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
