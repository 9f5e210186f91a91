import { z } from 'zod';
import { nameField, phoneField, vehicleModelField, vehiclePlateField } from './fields.ts';
import { roleSchema } from './roles.ts';

/** Whether an account may sign in at all; admins block and unblock. */
export const ACCOUNT_STATUSES = ['active', 'blocked'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/**
 * A driver's standing: new drivers and drivers who change their vehicle are `pending` until an admin approves.
 * Pending and rejected drivers can sign in (they see an account-status page); suspended drivers cannot.
 */
export const DRIVER_APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const driverApprovalStatusSchema = z.enum(DRIVER_APPROVAL_STATUSES);
export type DriverApprovalStatus = z.infer<typeof driverApprovalStatusSchema>;

export const driverProfileSchema = z.object({
  vehicleModel: z.string(),
  vehiclePlate: z.string(),
  approvalStatus: driverApprovalStatusSchema,
  /** Why an admin rejected or suspended the driver, when they said; only with those two statuses. */
  approvalReason: z.string().optional(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/** The signed-in account, as GET /api/user/me returns it in `data`. `driver` is null for riders and admins. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  /** ISO 8601, e.g. 2025-01-31T09:30:00.000Z. */
  createdAt: z.iso.datetime(),
  driver: driverProfileSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/user/me, PATCH /api/user/me, POST /api/auth/login and POST /api/user/register (201). */
export const currentUserResponseSchema = z.object({ data: currentUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/**
 * GET /api/user/me: the signed-in account, or `data: null` for a visitor who has no session (no access cookie). The
 * session probe of every signed-out page is a success, not a 401 the browser logs as a console error; a session that
 * expired or was ended still answers 401, so the client refreshes it or knows it is over.
 */
export const sessionUserResponseSchema = z.object({ data: currentUserSchema.nullable() });
export type SessionUserResponse = z.infer<typeof sessionUserResponseSchema>;

/**
 * PATCH /api/user/me: any of the fields; a sent field follows the registration rules.
 * The vehicle fields are for drivers only; changing them sends the driver back to `pending` approval.
 */
export const updateProfileSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
  vehicleModel: vehicleModelField.optional(),
  vehiclePlate: vehiclePlateField.optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
