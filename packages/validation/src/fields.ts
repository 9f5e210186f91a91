import { z } from 'zod';
import { MESSAGES } from './messages.ts';

// Field schemas shared by several forms. Each field reports one message at a time: every check after a field's
// first runs only while the field has no issue (`ifValid`), so an empty field says "required", not "too short" as
// well. Strings are trimmed (and emails lower-cased) before they are checked, except passwords, which are kept as typed.

/**
 * Options of a field's later checks: they run only while the field has no issue yet (one message at a time).
 * Not zod's `abort: true`: an explicitly aborted field also stops every refinement of the object around it, even one
 * with `when`, so a form would hide "Passwords do not match" or a driver's missing vehicle until every other field
 * is valid (issue #19). Checks with `ifValid` leave the object's cross-field rules running.
 */
export const ifValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  phoneMin: 10,
  phoneMax: 20,
  loginPasswordMin: 6,
  passwordMin: 8,
  /** argon2 hashes any length; a cap stops a megabyte "password" from costing the server. */
  passwordMax: 128,
  vehicleModelMax: 60,
  vehiclePlateMax: 15,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** Seed spec section 5: an optional plus, then digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
/** Seed spec section 5: letters, digits and hyphens (at least one letter or digit). */
export const VEHICLE_PLATE_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9-]+$/;
const PASSWORD_COMPLEXITY_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/s;

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MESSAGES.emailRequired })
  .max(LIMITS.emailMax, { error: MESSAGES.emailTooLong, ...ifValid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** The login form's password: any password of 6 or more characters (older accounts are not re-checked). */
export const loginPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(LIMITS.loginPasswordMin, { error: MESSAGES.loginPasswordMin, ...ifValid })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong, ...ifValid });

/** A new password (registration, reset, change): 8 or more characters with upper case, lower case and a digit. */
export const newPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(LIMITS.passwordMin, { error: MESSAGES.passwordMin, ...ifValid })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong, ...ifValid })
  .regex(PASSWORD_COMPLEXITY_PATTERN, { error: MESSAGES.passwordComplexity, ...ifValid });

export const confirmPasswordField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { error: MESSAGES.confirmPasswordRequired })
  .max(LIMITS.passwordMax, { error: MESSAGES.passwordTooLong, ...ifValid });

/** A person's name: 2 to 50 characters after trimming. */
export const nameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired })
  .min(LIMITS.nameMin, { error: MESSAGES.nameMin, ...ifValid })
  .max(LIMITS.nameMax, { error: MESSAGES.nameMax, ...ifValid });

export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: MESSAGES.phoneRequired })
  .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid, ...ifValid })
  .min(LIMITS.phoneMin, { error: MESSAGES.phoneInvalid, ...ifValid })
  .max(LIMITS.phoneMax, { error: MESSAGES.phoneInvalid, ...ifValid });

export const vehicleModelField = z
  .string({ error: MESSAGES.vehicleModelRequired })
  .trim()
  .min(1, { error: MESSAGES.vehicleModelRequired })
  .max(LIMITS.vehicleModelMax, { error: MESSAGES.vehicleModelTooLong, ...ifValid });

/** Stored upper-cased: plates are read the same in any case. */
export const vehiclePlateField = z
  .string({ error: MESSAGES.vehiclePlateRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: MESSAGES.vehiclePlateRequired })
  .max(LIMITS.vehiclePlateMax, { error: MESSAGES.vehiclePlateTooLong, ...ifValid })
  .regex(VEHICLE_PLATE_PATTERN, { error: MESSAGES.vehiclePlateRequired, ...ifValid });

/**
 * A vehicle field on a form where it may be blank (a rider's registration): only trimmed and length-capped.
 * Whether it is required is decided by the form's role (see `refineDriverVehicle`).
 */
export const optionalVehicleModelField = z
  .string()
  .trim()
  .max(LIMITS.vehicleModelMax, { error: MESSAGES.vehicleModelTooLong })
  .optional();
export const optionalVehiclePlateField = z
  .string()
  .trim()
  .toUpperCase()
  .max(LIMITS.vehiclePlateMax, { error: MESSAGES.vehiclePlateTooLong })
  .optional();

/**
 * Options for a form-level refinement that must run even when another field is missing, of the wrong type or
 * invalid (zod skips refinements after such issues by default), so a form shows every problem at once: a mismatch
 * typed first shows while the e-mail is still empty. The fields must not use `abort: true` (see `ifValid`).
 * The refinement then sees unchecked values: it must test each value it reads.
 */
export const evenWithFieldIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** Reports `field`'s first message at `path` when it rejects `value` (checks that depend on another field). */
export function checkField(field: z.ZodType, value: unknown, path: string, ctx: z.RefinementCtx): void {
  const first = field.safeParse(value).error?.issues[0];
  if (first) ctx.addIssue({ code: 'custom', message: first.message, path: [path] });
}

/** Adds "Passwords do not match" on `confirmPassword` once both passwords are typed and they differ. */
export function checkPasswordsMatch(password: unknown, confirmPassword: unknown, ctx: z.RefinementCtx): void {
  const isConfirmTyped = typeof confirmPassword === 'string' && confirmPassword !== '';
  if (isConfirmTyped && password !== confirmPassword) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] });
  }
}
