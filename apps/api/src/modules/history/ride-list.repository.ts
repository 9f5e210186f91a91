import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RideSortColumn, RideStatus } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { escapeLikePattern } from '../../db/like-pattern.ts';
import { rides, users } from '../../db/schema.ts';

/**
 * Which rides a list holds. `riderId` / `driverId` lead the rides_rider_created_idx / rides_driver_created_idx
 * scans (a rider's or driver's own history); `status` leads rides_status_created_idx; no filter reads
 * rides_created_idx (the admins' list), each in the default order (created_at, id). Times are
 * `createdFrom <= created_at < createdBefore`; fares are minor units of the final fare, else the estimate.
 */
export type RideListCriteria = {
  riderId?: string | undefined;
  driverId?: string | undefined;
  /** One city's rides (rides_city_created_idx). */
  cityId?: string | undefined;
  status?: RideStatus[] | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  minFare?: number | undefined;
  maxFare?: number | undefined;
  /** Matched case-insensitively, as typed (no wildcards), against the addresses... */
  q?: string | undefined;
  /** ...and, when true (admins), against the rider's and the driver's name and e-mail. */
  searchesPeople?: boolean;
};

export type RideListOrder = { sort: RideSortColumn; order: 'asc' | 'desc' };
export type RideListPage = { limit: number; offset: number };

const rider = alias(users, 'rider');
const driver = alias(users, 'driver');

/** What the rider pays: the final fare once the ride completed, else the estimate. */
const fareAmount = sql<number>`coalesce(${rides.finalFare}, (${rides.fare} ->> 'estimate')::int)`;

const SORT_EXPRESSIONS = {
  createdAt: rides.createdAt,
  fare: fareAmount,
  // The enum's order: the lifecycle's (scheduled ... completed, cancelled).
  status: rides.status,
  distance: rides.distanceMeters,
} satisfies Record<RideSortColumn, unknown>;

function whereOf(criteria: RideListCriteria): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (criteria.riderId !== undefined) conditions.push(eq(rides.riderId, criteria.riderId));
  if (criteria.driverId !== undefined) conditions.push(eq(rides.driverId, criteria.driverId));
  if (criteria.cityId !== undefined) conditions.push(eq(rides.cityId, criteria.cityId));
  if (criteria.status !== undefined && criteria.status.length > 0) {
    conditions.push(inArray(rides.status, criteria.status));
  }
  if (criteria.createdFrom !== undefined) conditions.push(gte(rides.createdAt, criteria.createdFrom));
  if (criteria.createdBefore !== undefined) conditions.push(lt(rides.createdAt, criteria.createdBefore));
  if (criteria.minFare !== undefined) conditions.push(sql`${fareAmount} >= ${criteria.minFare}`);
  if (criteria.maxFare !== undefined) conditions.push(sql`${fareAmount} <= ${criteria.maxFare}`);
  if (criteria.q !== undefined && criteria.q !== '') {
    const pattern = `%${escapeLikePattern(criteria.q)}%`;
    const fields: AnyPgColumn[] = [rides.pickupAddress, rides.destinationAddress];
    if (criteria.searchesPeople === true) fields.push(rider.name, rider.email, driver.name, driver.email);
    conditions.push(or(...fields.map((field) => ilike(field, pattern))));
  }
  return and(...conditions);
}

const rowColumns = {
  id: rides.id,
  status: rides.status,
  pickupAddress: rides.pickupAddress,
  destinationAddress: rides.destinationAddress,
  createdAt: rides.createdAt,
  scheduledAt: rides.scheduledAt,
  completedAt: rides.completedAt,
  cancelledAt: rides.cancelledAt,
  distanceMeters: rides.distanceMeters,
  durationSeconds: rides.durationSeconds,
  fareAmount,
  finalFare: rides.finalFare,
  currency: rides.currency,
  paymentMethod: rides.paymentMethod,
  rider: { id: rider.id, name: rider.name, email: rider.email },
  driver: { id: driver.id, name: driver.name, email: driver.email },
};

/**
 * One page of the matching rides, in `order` (ties: by creation, then by id, in the same direction, so pages never
 * overlap). Returns the query itself (awaitable), so tests can EXPLAIN it.
 */
export function findRideListRows(
  db: Database,
  criteria: RideListCriteria,
  order: RideListOrder,
  page: RideListPage,
) {
  const direction = order.order === 'asc' ? asc : desc;
  const orderBy = [direction(SORT_EXPRESSIONS[order.sort])];
  if (order.sort !== 'createdAt') orderBy.push(direction(rides.createdAt));
  orderBy.push(direction(rides.id));
  return db
    .select(rowColumns)
    .from(rides)
    .innerJoin(rider, eq(rider.id, rides.riderId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .where(whereOf(criteria))
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
export type RideListRow = Awaited<ReturnType<typeof findRideListRows>>[number];

/** Per currency: the matching rides, the completed ones, and what the completed ones cost. */
export async function findRideListTotals(db: Database, criteria: RideListCriteria) {
  const rows = await db
    .select({
      currency: rides.currency,
      rides: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${rides.status} = 'completed'))::int`,
      completedFare: sql<string>`coalesce(sum(${fareAmount}) filter (where ${rides.status} = 'completed'), 0)::bigint`,
    })
    .from(rides)
    .innerJoin(rider, eq(rider.id, rides.riderId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .where(whereOf(criteria))
    .groupBy(rides.currency)
    .orderBy(asc(rides.currency));
  return rows.map((row) => ({ ...row, completedFare: Number(row.completedFare) }));
}
export type RideListTotalsRow = Awaited<ReturnType<typeof findRideListTotals>>[number];
