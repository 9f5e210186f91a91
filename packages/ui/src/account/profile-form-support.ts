import { getFieldErrors } from '@ridebook/api-client';
import type { FieldErrors } from '../forms/zod-formik-validate.ts';

/** What the profile forms toast. The seed has no wording for these; they follow its style. */
export const PROFILE_MESSAGES = {
  detailsSaved: 'Your profile has been updated.',
  detailsFailure: "We couldn't update your profile. Please try again.",
  vehicleSaved: 'Your vehicle details have been updated.',
  vehicleSavedPending:
    'Your vehicle details have been updated. Your account is back in review until an admin approves them.',
  vehicleFailure: "We couldn't update your vehicle details. Please try again.",
  passwordFailure: "We couldn't change your password. Please try again.",
} as const;

/** The API's field errors (body.errors) for the fields this form has, ready for formik's setErrors. */
export function pickFieldErrors<Values extends object>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
): FieldErrors<Values> {
  const byPath = getFieldErrors(error);
  const picked: FieldErrors<Values> = {};
  for (const field of fields) {
    const message = byPath[field];
    if (message) picked[field] = message;
  }
  return picked;
}
