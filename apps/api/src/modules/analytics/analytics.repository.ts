import { and, desc, eq, gt, gte, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { AnalyticsGrouping, AnalyticsRange, DriverActivitySortColumn } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import {
  driverOnlinePeriods,
  driverProfiles,
  ledgerEntries,
  ledgerTransactions,
  rides,
  users,
} from '../../db/schema.ts';

// Every figure is one SQL aggregate: no query returns rides to be counted here (the heatmap reads pickups only,
// capped). Money sums are cast to float8, which holds whole cents exactly up to 2^53 (node-postgres would return
// a bigint as text).

/** `start <= t < end`. */
export type TimeWindow = { start: Date; end: Date };
export type AnalyticsWindows = { range: TimeWindow; today: TimeWindow; month: TimeWindow };

/** A timestamptz parameter (both drivers take the ISO text). */
function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

function within(column: Column, window: TimeWindow): SQL {
  return sql`(${column} >= ${at(window.start)} and ${column} < ${at(window.end)})`;
}

/** The local midnight starting `date` in `timeZone`, as an instant (PostgreSQL knows each zone's history). */
function localMidnight(date: string | SQL, timeZone: string): SQL {
  return sql`((${date})::date::timestamp at time zone ${timeZone})`;
}

/** Rows of a hand-written query; both drivers answer `{ rows }` (the shared Database type does not say so). */
async function rowsOf<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute<Row>(query);
  return (result as { rows: Row[] }).rows;
}

export async function countPeople(db: Database) {
  const [accounts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      riders: sql<number>`(count(*) filter (where ${users.role} = 'rider'))::int`,
      drivers: sql<number>`(count(*) filter (where ${users.role} = 'driver'))::int`,
      admins: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
    })
    .from(users);
  const [online] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(driverOnlinePeriods)
    .where(isNull(driverOnlinePeriods.endedAt));
  const [pending] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(driverProfiles)
    .where(eq(driverProfiles.approvalStatus, 'pending'));
  return {
    total: accounts?.total ?? 0,
    riders: accounts?.riders ?? 0,
    drivers: accounts?.drivers ?? 0,
    admins: accounts?.admins ?? 0,
    onlineNow: online?.total ?? 0,
    pendingApproval: pending?.total ?? 0,
  };
}

/**
 * Rides counted by the moment each figure is about: requests by `requested_at` (a scheduled ride counts when it
 * came due), completions and cancellations by when the ride ended, waits by when a driver accepted.
 * "No driver found" is the system's cancellation of a requested ride: the only other system cancellation, a
 * scheduled ride whose rider was busy, never reached `requested`.
 */
export async function summarizeRides(db: Database, { range, today }: AnalyticsWindows) {
  const isCompleted = sql`${rides.status} = 'completed' and ${within(rides.completedAt, range)}`;
  const isCancelled = sql`${rides.status} = 'cancelled' and ${within(rides.cancelledAt, range)}`;
  const [row] = await db
    .select({
      today: sql<number>`(count(*) filter (where ${within(rides.requestedAt, today)}))::int`,
      requested: sql<number>`(count(*) filter (where ${within(rides.requestedAt, range)}))::int`,
      completed: sql<number>`(count(*) filter (where ${isCompleted}))::int`,
      cancelled: sql<number>`(count(*) filter (where ${isCancelled}))::int`,
      noDriverFound: sql<number>`(count(*) filter (where ${isCancelled} and ${rides.cancelledBy} = 'system' and ${rides.requestedAt} is not null))::int`,
      averageWaitSeconds: sql<
        number | null
      >`(avg(extract(epoch from (${rides.acceptedAt} - ${rides.requestedAt}))) filter (where ${within(rides.acceptedAt, range)}))::float8`,
      averageTripSeconds: sql<
        number | null
      >`(avg(extract(epoch from (${rides.completedAt} - ${rides.pickedUpAt}))) filter (where ${isCompleted}))::float8`,
      activeDrivers: sql<number>`(count(distinct ${rides.driverId}) filter (where ${isCompleted}))::int`,
    })
    .from(rides);
  if (!row) throw new Error('the ride summary query returned no row');
  return row;
}

/** The platform's income (platform_revenue entries) today, this month and in the range, and the range's fares. */
export async function summarizeRevenue(db: Database, { range, today, month }: AnalyticsWindows) {
  const [revenue] = await db
    .select({
      today: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${within(ledgerEntries.createdAt, today)}), 0)::float8`,
      thisMonth: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${within(ledgerEntries.createdAt, month)}), 0)::float8`,
      inRange: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${within(ledgerEntries.createdAt, range)}), 0)::float8`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'platform_revenue'));
  const [gross] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::float8` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, 'ride_fare'),
        ...fareLegs(),
        gte(ledgerEntries.createdAt, range.start),
        lt(ledgerEntries.createdAt, range.end),
      ),
    );
  return {
    today: Number(revenue?.today ?? 0),
    thisMonth: Number(revenue?.thisMonth ?? 0),
    inRange: Number(revenue?.inRange ?? 0),
    grossBookingsInRange: Number(gross?.total ?? 0),
  };
}

/** A fare's legs that say what it was: the driver's share plus the platform's (the other leg is its source). */
function fareLegs(): SQL[] {
  return [
    inArray(ledgerEntries.account, ['driver_earnings', 'platform_revenue']),
    gt(ledgerEntries.amount, 0),
  ];
}

export type BucketRow = {
  start: string;
  requested: number;
  completed: number;
  cancelled: number;
  revenue: number;
  grossFares: number;
};

/**
 * One row per day, week (from Monday) or month of the range in its time zone, empty ones included
 * (generate_series); events are grouped by the local bucket they fall in and kept to the range.
 */
export async function findBuckets(
  db: Database,
  { from, to, timeZone }: AnalyticsRange,
  groupBy: AnalyticsGrouping,
): Promise<BucketRow[]> {
  const step = `1 ${groupBy}`;
  const bucketOf = (column: SQL) => sql`date_trunc(${groupBy}, ${column} at time zone ${timeZone})`;
  const rows = await rowsOf<{
    start: string;
    requested: number;
    completed: number;
    cancelled: number;
    revenue: number;
    gross_fares: number;
  }>(
    db,
    sql`with
      bounds as (
        select ${localMidnight(from, timeZone)} as range_start,
               ${localMidnight(sql`${to}::date + 1`, timeZone)} as range_end
      ),
      series as (
        select generate_series(date_trunc(${groupBy}, ${from}::date::timestamp), ${to}::date::timestamp,
                               ${step}::interval) as local_start
      ),
      requested as (
        select ${bucketOf(sql`r.requested_at`)} as local_start, count(*)::int as total
        from rides r, bounds b
        where r.requested_at >= b.range_start and r.requested_at < b.range_end
        group by 1
      ),
      completed as (
        select ${bucketOf(sql`r.completed_at`)} as local_start, count(*)::int as total
        from rides r, bounds b
        where r.status = 'completed' and r.completed_at >= b.range_start and r.completed_at < b.range_end
        group by 1
      ),
      cancelled as (
        select ${bucketOf(sql`r.cancelled_at`)} as local_start, count(*)::int as total
        from rides r, bounds b
        where r.status = 'cancelled' and r.cancelled_at >= b.range_start and r.cancelled_at < b.range_end
        group by 1
      ),
      revenue as (
        select ${bucketOf(sql`e.created_at`)} as local_start, sum(e.amount) as total
        from ledger_entries e, bounds b
        where e.account = 'platform_revenue' and e.created_at >= b.range_start and e.created_at < b.range_end
        group by 1
      ),
      fares as (
        select ${bucketOf(sql`e.created_at`)} as local_start, sum(e.amount) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id, bounds b
        where t.kind = 'ride_fare' and e.account in ('driver_earnings', 'platform_revenue') and e.amount > 0
          and e.created_at >= b.range_start and e.created_at < b.range_end
        group by 1
      )
    select to_char(s.local_start, 'YYYY-MM-DD') as start,
           coalesce(rq.total, 0) as requested,
           coalesce(co.total, 0) as completed,
           coalesce(ca.total, 0) as cancelled,
           coalesce(rv.total, 0)::float8 as revenue,
           coalesce(fa.total, 0)::float8 as gross_fares
    from series s
    left join requested rq on rq.local_start = s.local_start
    left join completed co on co.local_start = s.local_start
    left join cancelled ca on ca.local_start = s.local_start
    left join revenue rv on rv.local_start = s.local_start
    left join fares fa on fa.local_start = s.local_start
    order by s.local_start`,
  );
  return rows.map((row) => ({
    start: row.start,
    requested: Number(row.requested),
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    revenue: Number(row.revenue),
    grossFares: Number(row.gross_fares),
  }));
}

/** Pickups of the rides requested in the window, the latest first, at most `limit`. */
export async function findPickups(db: Database, window: TimeWindow, limit: number) {
  return db
    .select({ lat: rides.pickupLat, lng: rides.pickupLng })
    .from(rides)
    .where(and(gte(rides.requestedAt, window.start), lt(rides.requestedAt, window.end)))
    .orderBy(desc(rides.requestedAt), desc(rides.id))
    .limit(limit);
}

export type DriverActivityDbRow = {
  driverId: string;
  name: string;
  email: string;
  completedRides: number;
  earnings: number;
  totalStars: number;
  ratingCount: number;
  onlineSeconds: number;
};

const ACTIVITY_ORDER: Record<DriverActivitySortColumn, SQL> = {
  completedRides: sql`completed_rides`,
  earnings: sql`earnings`,
  rating: sql`(total_stars::float8 / nullif(rating_count, 0))`,
  onlineSeconds: sql`online_seconds`,
};

/**
 * Each driver's figures for the window: rides completed, earnings (driver_earnings entries other than payouts),
 * riders' stars, and online time clipped to the window (an open period runs until `now`). Only drivers with one
 * of these in the window are listed.
 */
function driverActivityQuery(window: TimeWindow, now: Date): SQL {
  return sql`with
    bounds as (select ${at(window.start)} as range_start, ${at(window.end)} as range_end, ${at(now)} as now),
    completed as (
      select r.driver_id, count(*)::int as total
      from rides r, bounds b
      where r.status = 'completed' and r.completed_at >= b.range_start and r.completed_at < b.range_end
      group by r.driver_id
    ),
    earnings as (
      select e.user_id as driver_id, sum(e.amount) as total
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id, bounds b
      where e.account = 'driver_earnings' and t.kind <> 'payout'
        and e.created_at >= b.range_start and e.created_at < b.range_end
      group by e.user_id
    ),
    ratings as (
      select rr.ratee_id as driver_id, sum(rr.stars)::int as total_stars, count(*)::int as total
      from ride_ratings rr, bounds b
      where rr.rater_role = 'rider' and rr.created_at >= b.range_start and rr.created_at < b.range_end
      group by rr.ratee_id
    ),
    online as (
      select p.driver_id,
             sum(greatest(extract(epoch from (least(coalesce(p.ended_at, b.now), b.range_end)
                                              - greatest(p.started_at, b.range_start))), 0)) as seconds
      from driver_online_periods p, bounds b
      where p.started_at < b.range_end and (p.ended_at is null or p.ended_at > b.range_start)
      group by p.driver_id
    ),
    active as (
      select driver_id from completed
      union select driver_id from earnings
      union select driver_id from ratings
      union select driver_id from online where seconds > 0
    ),
    activity as (
      select u.id as driver_id, u.name, u.email,
             coalesce(c.total, 0) as completed_rides,
             coalesce(e.total, 0)::float8 as earnings,
             coalesce(r.total_stars, 0) as total_stars,
             coalesce(r.total, 0) as rating_count,
             coalesce(round(o.seconds), 0)::float8 as online_seconds
      from active a
      join users u on u.id = a.driver_id and u.role = 'driver'
      left join completed c on c.driver_id = a.driver_id
      left join earnings e on e.driver_id = a.driver_id
      left join ratings r on r.driver_id = a.driver_id
      left join online o on o.driver_id = a.driver_id
    )`;
}

export async function findDriverActivity(
  db: Database,
  {
    window,
    now,
    sort,
    order,
    limit,
    offset,
  }: {
    window: TimeWindow;
    now: Date;
    sort: DriverActivitySortColumn;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: DriverActivityDbRow[]; total: number }> {
  const base = driverActivityQuery(window, now);
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await rowsOf<{
    driver_id: string;
    name: string;
    email: string;
    completed_rides: number;
    earnings: number;
    total_stars: number;
    rating_count: number;
    online_seconds: number;
  }>(
    db,
    sql`${base}
      select * from activity
      order by ${ACTIVITY_ORDER[sort]} ${direction} nulls last, name asc, driver_id asc
      limit ${limit} offset ${offset}`,
  );
  const [counted] = await rowsOf<{ total: number }>(
    db,
    sql`${base} select count(*)::int as total from activity`,
  );
  return {
    rows: rows.map((row) => ({
      driverId: row.driver_id,
      name: row.name,
      email: row.email,
      completedRides: Number(row.completed_rides),
      earnings: Number(row.earnings),
      totalStars: Number(row.total_stars),
      ratingCount: Number(row.rating_count),
      onlineSeconds: Number(row.online_seconds),
    })),
    total: Number(counted?.total ?? 0),
  };
}
