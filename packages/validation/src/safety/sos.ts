import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';
import { latLngSchema } from '../rides/geo.ts';
import { RIDE_PARTIES } from '../rides/ride-status.ts';
import { SAFETY_LIMITS, SAFETY_MESSAGES } from './safety-messages.ts';

/** An alert is open until an admin acknowledges it, and acknowledged until an admin resolves it. */
export const SOS_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export const sosStatusSchema = z.enum(SOS_STATUSES, { error: SAFETY_MESSAGES.sosStatusInvalid });
export type SosStatus = z.infer<typeof sosStatusSchema>;

/**
 * POST /api/rides/:id/sos: where the person is (else the driver's last known position, else the pickup) and a
 * few words. Both optional: the button must work with an empty body.
 */
export const raiseSosSchema = z
  .object({
    position: latLngSchema.optional(),
    message: z
      .string({ error: SAFETY_MESSAGES.sosMessageTooLong })
      .trim()
      .max(SAFETY_LIMITS.sosMessageMax, { error: SAFETY_MESSAGES.sosMessageTooLong })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .nullish();
export type RaiseSosInput = z.input<typeof raiseSosSchema>;
export type RaiseSosData = z.output<typeof raiseSosSchema>;

/**
 * One emergency contact's e-mail: being sent (claimed by one press, so no other press sends it too), sent, or failed
 * (the SOS goes on either way, and a press again within the repeat window tries once more).
 */
export const sosContactOutcomeSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  outcome: z.enum(['sending', 'sent', 'failed']),
});
export type SosContactOutcome = z.infer<typeof sosContactOutcomeSchema>;

/** What the SOS did, recorded on the alert. `contacts` names every contact told (or tried) for it, once each. */
export const sosActionsSchema = z.object({
  /** Where `position` came from: the phone, the driver's last known position, or the pickup. */
  positionSource: z.enum(['device', 'driver', 'pickup']),
  shareLinkCreated: z.boolean(),
  contacts: z.array(sosContactOutcomeSchema),
  contactsNotified: z.number().int(),
});
export type SosActions = z.infer<typeof sosActionsSchema>;

export const sosAlertSchema = z.object({
  id: z.string(),
  rideId: z.string(),
  /** The raiser's side of the ride. */
  role: z.enum(RIDE_PARTIES),
  status: sosStatusSchema,
  position: latLngSchema.nullable(),
  message: z.string().nullable(),
  actions: sosActionsSchema,
  createdAt: z.iso.datetime(),
  acknowledgedAt: z.iso.datetime().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolution: z.string().nullable(),
});
export type SosAlert = z.infer<typeof sosAlertSchema>;

/**
 * POST /api/rides/:id/sos: 201 with a new alert, or 200 with the open alert when the same person pressed SOS for
 * the ride within the last minute (`alreadyRaised`): then only the contacts on the list now who were not told for
 * this alert yet (added since, or whose e-mail failed) are e-mailed, once each. `shareUrl` is null only when the
 * live link could not be made; `policeNumber` is the local emergency number to offer a call to.
 */
export const sosResultSchema = z.object({
  alert: sosAlertSchema,
  alreadyRaised: z.boolean(),
  /** Contacts told for this alert, counting those a press a moment earlier is still e-mailing. */
  contactsNotified: z.number().int(),
  shareUrl: z.string().nullable(),
  policeNumber: z.string(),
});
export type SosResult = z.infer<typeof sosResultSchema>;
export const sosResponseSchema = z.object({ data: sosResultSchema });

/** POST /api/rides/:id/share-location: the live link e-mailed to the user's emergency contacts. */
export const shareLocationResultSchema = z.object({
  contactsNotified: z.number().int(),
  shareUrl: z.string(),
});
export type ShareLocationResult = z.infer<typeof shareLocationResultSchema>;
export const shareLocationResponseSchema = z.object({ data: shareLocationResultSchema });

/** GET /api/safety/config: what the apps' safety screens need. */
export const safetyConfigSchema = z.object({ policeNumber: z.string() });
export type SafetyConfig = z.infer<typeof safetyConfigSchema>;
export const safetyConfigResponseSchema = z.object({ data: safetyConfigSchema });

// Admins.

/** An alert as admins see it: with the person who raised it, and which admin acknowledged and resolved it. */
export const adminSosAlertSchema = sosAlertSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  acknowledgedBy: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type AdminSosAlert = z.infer<typeof adminSosAlertSchema>;
export const adminSosAlertResponseSchema = z.object({ data: adminSosAlertSchema });

/** GET /api/admin/sos?status=&page=&pageSize=: newest first. */
export const adminSosQuerySchema = pageQuerySchema.extend({ status: sosStatusSchema.optional() });
export type AdminSosQuery = QueryParams<typeof adminSosQuerySchema>;
export const adminSosPageResponseSchema = pageResponseSchema(adminSosAlertSchema);
export type AdminSosPage = z.infer<typeof adminSosPageResponseSchema>;

export const sosIdParamsSchema = z.object({ id: z.uuid({ error: SAFETY_MESSAGES.sosNotFound }) });

/** POST /api/admin/sos/:id/resolve: what was done. */
export const resolveSosSchema = z.object({
  resolution: z
    .string({ error: SAFETY_MESSAGES.resolutionRequired })
    .trim()
    .min(1, { error: SAFETY_MESSAGES.resolutionRequired, abort: true })
    .max(SAFETY_LIMITS.resolutionMax, { error: SAFETY_MESSAGES.resolutionTooLong }),
});
export type ResolveSosInput = z.input<typeof resolveSosSchema>;
