import { z } from 'zod';
import { LIMITS, emailField } from './fields.ts';
import { MESSAGES } from './messages.ts';

/** Seed spec section 3: the contact form's categories. */
export const CONTACT_CATEGORIES = [
  'general',
  'rider',
  'driver',
  'technical',
  'billing',
  'partnership',
] as const;
export const contactCategorySchema = z.enum(CONTACT_CATEGORIES, { error: MESSAGES.categoryInvalid });
export type ContactCategory = z.infer<typeof contactCategorySchema>;

/** The contact form (seed spec section 5, checked on submit). It makes no call: the send is faked. */
export const contactFormSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MESSAGES.nameRequired, abort: true })
    .max(LIMITS.nameMax, { error: MESSAGES.nameMax }),
  email: emailField,
  subject: z
    .string({ error: MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: MESSAGES.subjectRequired, abort: true })
    .max(LIMITS.subjectMax, { error: MESSAGES.subjectTooLong }),
  category: contactCategorySchema.default('general'),
  message: z
    .string({ error: MESSAGES.messageRequired })
    .trim()
    .min(1, { error: MESSAGES.messageRequired, abort: true })
    .min(LIMITS.messageMin, { error: MESSAGES.messageMin, abort: true })
    .max(LIMITS.messageMax, { error: MESSAGES.messageTooLong }),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
