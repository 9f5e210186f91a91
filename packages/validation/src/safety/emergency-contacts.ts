import { z } from 'zod';
import { emailField, nameField, phoneField } from '../fields.ts';
import { MESSAGES } from '../messages.ts';
import { SAFETY_LIMITS, SAFETY_MESSAGES } from './safety-messages.ts';

/** Blank means "none": a form's empty optional input arrives as '' (or null), and is stored as null. */
const blankToNull = (value: string) => (value === '' ? null : value);

/** Optional; when given, the registration's phone rule. */
const contactPhoneField = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .transform(blankToNull)
  .pipe(phoneField.nullable())
  .nullable()
  .optional();

const relationshipField = z
  .string({ error: SAFETY_MESSAGES.relationshipTooLong })
  .trim()
  .max(SAFETY_LIMITS.relationshipMax, { error: SAFETY_MESSAGES.relationshipTooLong })
  .transform(blankToNull)
  .nullable()
  .optional();

/**
 * POST /api/user/me/emergency-contacts: someone to tell when the user presses SOS. SOS messages go by e-mail, so
 * the e-mail is required; phone and relationship are optional.
 */
export const emergencyContactInputSchema = z.object({
  name: nameField,
  email: emailField,
  phone: contactPhoneField,
  relationship: relationshipField,
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;
export type EmergencyContactData = z.output<typeof emergencyContactInputSchema>;

/** PATCH /api/user/me/emergency-contacts/:id: any of the fields; null or '' clears phone or relationship. */
export const updateEmergencyContactSchema = emergencyContactInputSchema.partial();
export type UpdateEmergencyContactInput = z.input<typeof updateEmergencyContactSchema>;
export type UpdateEmergencyContactData = z.output<typeof updateEmergencyContactSchema>;

export const emergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  relationship: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const emergencyContactResponseSchema = z.object({ data: emergencyContactSchema });
/** GET /api/user/me/emergency-contacts: oldest first. */
export const emergencyContactListResponseSchema = z.object({ data: z.array(emergencyContactSchema) });

export const emergencyContactIdParamsSchema = z.object({
  id: z.uuid({ error: SAFETY_MESSAGES.contactNotFound }),
});
