import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AccountStatus,
  AdminUserSort,
  DriverApprovalStatus,
  PageQuery,
  RideStatus,
  Role,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { authStateChanged } from '../../db/auth-state-changes.ts';
import { escapeLikePattern } from '../../db/like-pattern.ts';
import { driverOnlinePeriods, driverProfiles, rideRatings, rides, users } from '../../db/schema.ts';

/** The filters and order shared by the lists of users, riders and drivers and the CSV export. */
export type UserListFilters = {
  q?: string | undefined;
  status?: AccountStatus | undefined;
  role?: Role | undefined;
  approval?: DriverApprovalStatus | undefined;
  online?: boolean | undefined;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
};

// Per-user figures as correlated subqueries over indexed columns (rides by rider and by driver, ratings by ratee,
// online periods by driver), so filtering, sorting and paging stay one query.
const completedRides = sql<number>`(
  (select count(*) from ${rides} where ${rides.riderId} = ${users.id} and ${rides.status} = 'completed')
  + (select count(*) from ${rides} where ${rides.driverId} = ${users.id} and ${rides.status} = 'completed')
)::int`;
/** Average stars received, rounded to two decimals in SQL so sorting and display agree. */
const averageRating = sql<
  number | null
>`(select round(avg(${rideRatings.stars}), 2)::float8 from ${rideRatings} where ${rideRatings.rateeId} = ${users.id})`;
const ratingCount = sql<number>`(select count(*)::int from ${rideRatings} where ${rideRatings.rateeId} = ${users.id})`;
const isOnline = sql<boolean>`exists (select 1 from ${driverOnlinePeriods} where ${driverOnlinePeriods.driverId} = ${users.id} and ${driverOnlinePeriods.endedAt} is null)`;

const SORT_COLUMNS: Record<AdminUserSort, SQL | typeof users.email | typeof users.createdAt> = {
  name: sql`lower(${users.name})`,
  email: users.email,
  createdAt: users.createdAt,
  rating: averageRating,
  rides: completedRides,
};

const userRow = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  statusReason: users.statusReason,
  createdAt: users.createdAt,
  rideCount: completedRides,
  rating: averageRating,
  ratingCount,
  vehicleModel: driverProfiles.vehicleModel,
  vehiclePlate: driverProfiles.vehiclePlate,
  approvalStatus: driverProfiles.approvalStatus,
  approvalReason: driverProfiles.approvalReason,
  cityId: driverProfiles.cityId,
  online: isOnline,
};

/** Users with their driver profile (none for riders and admins) and their figures. */
function selectUserRows(db: Database) {
  return db.select(userRow).from(users).leftJoin(driverProfiles, eq(driverProfiles.userId, users.id));
}

/** One user as the admin lists show them: inferred from the query, so it follows the schema. */
export type AdminUserRow = Awaited<ReturnType<typeof selectUserRows>>[number];

/** A search that looks like (part of) a phone number, as its digits: matched however the phone is spaced. */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s\-()+.]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

function whereOf(filters: UserListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q !== undefined) {
    const pattern = `%${escapeLikePattern(filters.q)}%`;
    const matches = [ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
    const digits = phoneDigits(filters.q);
    if (digits !== null) {
      matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    conditions.push(or(...matches) as SQL);
  }
  if (filters.status !== undefined) conditions.push(eq(users.status, filters.status));
  if (filters.role !== undefined) conditions.push(eq(users.role, filters.role));
  if (filters.approval !== undefined) conditions.push(eq(driverProfiles.approvalStatus, filters.approval));
  if (filters.online !== undefined) {
    // Only drivers go online: the filter narrows the list to drivers either way.
    conditions.push(eq(users.role, 'driver'), filters.online ? isOnline : sql`not ${isOnline}`);
  }
  return conditions.length === 0 ? undefined : and(...conditions);
}

function orderOf(filters: UserListFilters): SQL[] {
  const direction = sql.raw(filters.order === 'asc' ? 'asc' : 'desc');
  // Nulls (never rated) last either way; the id breaks ties so pages never overlap.
  return [sql`${SORT_COLUMNS[filters.sort]} ${direction} nulls last`, sql`${users.id} asc`];
}

/** One page of users matching the filters, in the requested order. */
export async function findUserPage(
  db: Database,
  filters: UserListFilters,
  page: PageQuery,
): Promise<AdminUserRow[]> {
  return selectUserRows(db)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/** Every user matching the filters, in the requested order (the CSV export). */
export async function findAllUsers(db: Database, filters: UserListFilters): Promise<AdminUserRow[]> {
  return selectUserRows(db)
    .where(whereOf(filters))
    .orderBy(...orderOf(filters));
}

export async function countUsers(db: Database, filters: UserListFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(whereOf(filters));
  return row?.total ?? 0;
}

export async function findAdminUserRow(db: Database, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await selectUserRows(db).where(eq(users.id, id));
  return row;
}

/** A user's most recent rides, as rider or driver, newest first. */
export async function findRecentRides(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: rides.id,
      status: rides.status,
      pickupAddress: rides.pickupAddress,
      destinationAddress: rides.destinationAddress,
      createdAt: rides.createdAt,
      fare: rides.fare,
      finalFare: rides.finalFare,
      currency: rides.currency,
      paymentMethod: rides.paymentMethod,
    })
    .from(rides)
    .where(or(eq(rides.riderId, userId), eq(rides.driverId, userId)))
    .orderBy(desc(rides.createdAt), desc(rides.id))
    .limit(limit);
}

/** Rides that are not over yet: the one in progress and any booked for later. */
export const OPEN_RIDE_STATUSES = [
  'scheduled',
  'requested',
  'accepted',
  'arrived',
  'picked_up',
  'in_transit',
] as const satisfies readonly RideStatus[];

/** The user's rides that are not over, as rider or driver. */
export async function findOpenRideIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        or(eq(rides.riderId, userId), eq(rides.driverId, userId)),
        inArray(rides.status, [...OPEN_RIDE_STATUSES]),
      ),
    )
    .orderBy(rides.createdAt);
  return rows.map((row) => row.id);
}

/**
 * Blocks or unblocks: moves the account from `from` to `to` only if it is still in `from` (and never an admin's),
 * in the caller's transaction. False means someone else moved first.
 */
export async function changeAccountStatus(
  tx: Database,
  change: { id: string; from: AccountStatus; to: AccountStatus; reason: string | null; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ status: change.to, statusReason: change.reason, updatedAt: change.now })
    .where(and(eq(users.id, change.id), eq(users.status, change.from), ne(users.role, 'admin')))
    .returning({ id: users.id });
  if (rows.length === 1) await authStateChanged(tx, { userId: change.id });
  return rows.length === 1;
}

/** Moves a driver's approval from one of `from` to `to`, in the caller's transaction; false when it moved first. */
export async function changeApprovalStatus(
  tx: Database,
  change: {
    driverId: string;
    from: readonly DriverApprovalStatus[];
    to: DriverApprovalStatus;
    reason: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(driverProfiles)
    .set({ approvalStatus: change.to, approvalReason: change.reason, updatedAt: change.now })
    .where(
      and(
        eq(driverProfiles.userId, change.driverId),
        inArray(driverProfiles.approvalStatus, [...change.from]),
      ),
    )
    .returning({ id: driverProfiles.userId });
  if (rows.length === 1) await authStateChanged(tx, { userId: change.driverId });
  return rows.length === 1;
}

/** Moves a driver to another city. */
export async function changeDriverCity(
  db: Database,
  driverId: string,
  cityId: string,
  now: Date,
): Promise<void> {
  await db.update(driverProfiles).set({ cityId, updatedAt: now }).where(eq(driverProfiles.userId, driverId));
}
