import { z } from 'zod';
import { timeZoneQueryField } from '../time-zone.ts';
import { pageQuerySchema, pageResponseSchema, sortQuerySchema, type QueryParams } from '../pagination.ts';
import { paymentMethodSchema, rideStatusSchema } from '../rides/ride-status.ts';
import { ROLES, roleSchema } from '../roles.ts';
import {
  ACCOUNT_STATUSES,
  DRIVER_APPROVAL_STATUSES,
  accountStatusSchema,
  driverApprovalStatusSchema,
} from '../user.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';

export const ADMIN_USER_SEARCH_MAX = 100;

/** Columns a list of users can be sorted by; newest accounts first by default. */
export const ADMIN_USER_SORTS = ['name', 'email', 'createdAt', 'rating', 'rides'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

const searchField = z
  .string()
  .trim()
  .max(ADMIN_USER_SEARCH_MAX, { error: ADMIN_USER_MESSAGES.searchTooLong })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** `?online=true|false` arrives as text; a client may also pass a boolean. */
const onlineField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: ADMIN_USER_MESSAGES.onlineInvalid })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === true || value === 'true'));

/**
 * The filters of GET /api/admin/users, /riders, /drivers and /users/export.csv: `q` searches name, email and phone
 * (case-insensitive; a phone number matches however it is spaced), `status` is the account's, `approval` and
 * `online` are a driver's (they narrow the list to drivers).
 */
const filterShape = {
  q: searchField,
  status: z.enum(ACCOUNT_STATUSES, { error: ADMIN_USER_MESSAGES.statusInvalid }).optional(),
  approval: z.enum(DRIVER_APPROVAL_STATUSES, { error: ADMIN_USER_MESSAGES.approvalInvalid }).optional(),
  online: onlineField,
};
const sortShape = sortQuerySchema(ADMIN_USER_SORTS, 'createdAt').shape;
const roleFilter = z.enum(ROLES, { error: ADMIN_USER_MESSAGES.roleInvalid }).optional();

/** GET /api/admin/users: everyone, optionally one `role`. */
export const adminUsersQuerySchema = z.object({
  ...pageQuerySchema.shape,
  ...sortShape,
  ...filterShape,
  role: roleFilter,
});
/** GET /api/admin/riders. */
export const adminRidersQuerySchema = z.object({
  ...pageQuerySchema.shape,
  ...sortShape,
  q: filterShape.q,
  status: filterShape.status,
});
/** GET /api/admin/drivers. */
export const adminDriversQuerySchema = z.object({ ...pageQuerySchema.shape, ...sortShape, ...filterShape });
/**
 * GET /api/admin/users/export.csv: the filters and order of the list, every matching row, and the time zone of its
 * times (the operator's when absent).
 */
export const adminUsersExportQuerySchema = z.object({
  ...sortShape,
  ...filterShape,
  role: roleFilter,
  timeZone: timeZoneQueryField,
});

export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/**
 * What a client passes to the lists and the export: every field optional, the API fills in the defaults. `role` is
 * read by /users and the export; `approval` and `online` by /users, /drivers and the export.
 */
export type AdminUserListParams = QueryParams<typeof adminUsersQuerySchema>;
/** A driver's vehicle and standing, as the admin sees it. */
export const adminDriverSchema = z.object({
  vehicleModel: z.string(),
  vehiclePlate: z.string(),
  approvalStatus: driverApprovalStatusSchema,
  /** Why the driver was rejected or suspended; null otherwise. */
  approvalReason: z.string().nullable(),
  /** An open online period: the driver is taking rides now. */
  online: z.boolean(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

/** One row of the admin's lists of users, riders and drivers. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  /** Why the account was blocked; null when active. */
  statusReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Completed rides they took part in, as rider or driver. */
  rideCount: z.number().int(),
  /** Average stars received (two decimals); null before the first rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Null for riders and admins. */
  driver: adminDriverSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = pageResponseSchema(adminUserSchema);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;
export const adminUserResponseSchema = z.object({ data: adminUserSchema });

/** One of a user's recent rides on their detail page. */
export const adminUserRideSchema = z.object({
  id: z.string(),
  status: rideStatusSchema,
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  createdAt: z.iso.datetime(),
  /** Minor units: the final fare once completed, the quoted estimate before. */
  fare: z.number().int(),
  currency: z.string(),
  paymentMethod: paymentMethodSchema,
});
export type AdminUserRide = z.infer<typeof adminUserRideSchema>;

/** GET /api/admin/users/:id: the row and the 10 most recent rides. */
export const ADMIN_USER_RECENT_RIDES = 10;
export const adminUserDetailSchema = adminUserSchema.extend({ recentRides: z.array(adminUserRideSchema) });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponseSchema = z.object({ data: adminUserDetailSchema });

/** `/api/admin/users/:id`, `/api/admin/drivers/:id`: a malformed id is a user that does not exist. */
export const adminUserIdParamsSchema = z.object({ id: z.uuid({ error: ADMIN_USER_MESSAGES.userNotFound }) });
