import { and, desc, eq, gte, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { AnalyticsGrouping, AnalyticsRange, DriverActivitySortColumn } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { driverOnlinePeriods, driverProfiles, rides, users } from '../../db/schema.ts';

// Every figure is one SQL aggregate: no query returns rides to be counted here (the heatmap reads pickups only,
// capped). Money sums are cast to float8, which holds whole cents exactly up to 2^53 (node-postgres would return
// a bigint as text).

// A city (`cityId`) keeps every figure to it: rides by their city, money by its ride's city (a payout, which has no
// ride, by its driver's city), drivers by the city they drive in. Riders and admins belong to no city. Money is
// summed per currency (the ledger transaction's) and never across currencies (docs/decisions/034).

/** `start <= t < end`. */
export type TimeWindow = { start: Date; end: Date };
/** One city's id, or null: every city. */
export type CityScope = string | null;

/** A ride (the `rides` table, or an alias of it) of the city; always true for every city. */
function rideOfCity(cityColumn: Column | SQL, cityId: CityScope): SQL {
  return cityId === null ? sql`true` : sql`${cityColumn} = ${cityId}`;
}

/**
 * A ledger transaction (alias `t`) of the city: its ride's, or for one without a ride (a payout and its fee) its
 * driver's city. Always true for every city.
 */
function transactionOfCity(cityId: CityScope): SQL {
  if (cityId === null) return sql`true`;
  return sql`(case when t.ride_id is not null
      then exists (select 1 from rides tr where tr.id = t.ride_id and tr.city_id = ${cityId})
      else exists (select 1 from ledger_entries te join driver_profiles td on td.user_id = te.user_id
                   where te.transaction_id = t.id and td.city_id = ${cityId}) end)`;
}

/** A driver (a `users.id` or `driver_id` column) driving in the city; always true for every city. */
function driverOfCity(driverColumn: Column | SQL, cityId: CityScope): SQL {
  if (cityId === null) return sql`true`;
  return sql`exists (select 1 from driver_profiles dc where dc.user_id = ${driverColumn} and dc.city_id = ${cityId})`;
}
export type AnalyticsWindows = { range: TimeWindow; today: TimeWindow; month: TimeWindow };

/** A timestamptz parameter (both drivers take the ISO text). */
function at(instant: Date): SQL {
  return sql`${instant.toISOString()}::timestamptz`;
}

function within(column: Column | SQL, window: TimeWindow): SQL {
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

/** Accounts by role (drivers: of the city), drivers online now and awaiting approval (of the city). */
export async function countPeople(db: Database, cityId: CityScope) {
  const isDriverOfCity = sql`${users.role} = 'driver' and ${driverOfCity(users.id, cityId)}`;
  const [accounts] = await db
    .select({
      riders: sql<number>`(count(*) filter (where ${users.role} = 'rider'))::int`,
      drivers: sql<number>`(count(*) filter (where ${isDriverOfCity}))::int`,
      admins: sql<number>`(count(*) filter (where ${users.role} = 'admin'))::int`,
    })
    .from(users);
  const [online] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(driverOnlinePeriods)
    .where(and(isNull(driverOnlinePeriods.endedAt), driverOfCity(driverOnlinePeriods.driverId, cityId)));
  const [pending] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(driverProfiles)
    .where(
      and(
        eq(driverProfiles.approvalStatus, 'pending'),
        cityId === null ? undefined : eq(driverProfiles.cityId, cityId),
      ),
    );
  return {
    total: (accounts?.riders ?? 0) + (accounts?.drivers ?? 0) + (accounts?.admins ?? 0),
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
export async function summarizeRides(db: Database, { range, today }: AnalyticsWindows, cityId: CityScope) {
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
    .from(rides)
    .where(rideOfCity(rides.cityId, cityId));
  if (!row) throw new Error('the ride summary query returned no row');
  return row;
}

export type CurrencyRevenue = {
  currency: string;
  today: number;
  thisMonth: number;
  inRange: number;
  grossBookingsInRange: number;
};

/**
 * The platform's income (platform_revenue entries) today, this month and in the range, and the range's fares (the
 * drivers' and the platform's shares of ride fares), one row per currency of the ledger transactions.
 */
export async function summarizeRevenue(
  db: Database,
  { range, today, month }: AnalyticsWindows,
  cityId: CityScope,
): Promise<CurrencyRevenue[]> {
  const earliest = new Date(Math.min(range.start.getTime(), month.start.getTime()));
  const latest = new Date(Math.max(range.end.getTime(), today.end.getTime(), month.end.getTime()));
  const postedAt = sql`e.created_at`;
  const isRevenue = sql`e.account = 'platform_revenue'`;
  const isFare = sql`t.kind = 'ride_fare' and e.account in ('driver_earnings', 'platform_revenue') and e.amount > 0`;
  const rows = await rowsOf<{
    currency: string;
    today: number;
    this_month: number;
    in_range: number;
    gross: number;
  }>(
    db,
    sql`select t.currency,
        coalesce(sum(e.amount) filter (where ${isRevenue} and ${within(postedAt, today)}), 0)::float8 as today,
        coalesce(sum(e.amount) filter (where ${isRevenue} and ${within(postedAt, month)}), 0)::float8 as this_month,
        coalesce(sum(e.amount) filter (where ${isRevenue} and ${within(postedAt, range)}), 0)::float8 as in_range,
        coalesce(sum(e.amount) filter (where ${isFare} and ${within(postedAt, range)}), 0)::float8 as gross
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
      where e.account in ('platform_revenue', 'driver_earnings') and ${within(postedAt, { start: earliest, end: latest })}
        and ${transactionOfCity(cityId)}
      group by t.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    today: Number(row.today),
    thisMonth: Number(row.this_month),
    inRange: Number(row.in_range),
    grossBookingsInRange: Number(row.gross),
  }));
}

export type BucketRow = {
  start: string;
  requested: number;
  completed: number;
  cancelled: number;
  /** Per currency; a currency without postings in the bucket is absent. */
  revenue: Record<string, number>;
  grossFares: Record<string, number>;
};

/**
 * One row per day, week (from Monday) or month of the range in its time zone, empty ones included
 * (generate_series); events are grouped by the local bucket they fall in and kept to the range.
 */
export async function findBuckets(
  db: Database,
  { from, to, timeZone, cityId }: AnalyticsRange,
  groupBy: AnalyticsGrouping,
): Promise<BucketRow[]> {
  const step = `1 ${groupBy}`;
  const bucketOf = (column: SQL) => sql`date_trunc(${groupBy}, ${column} at time zone ${timeZone})`;
  const rows = await rowsOf<{
    start: string;
    requested: number;
    completed: number;
    cancelled: number;
    revenue: Record<string, number | string> | null;
    gross_fares: Record<string, number | string> | null;
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
        where r.requested_at >= b.range_start and r.requested_at < b.range_end and ${rideOfCity(sql`r.city_id`, cityId)}
        group by 1
      ),
      completed as (
        select ${bucketOf(sql`r.completed_at`)} as local_start, count(*)::int as total
        from rides r, bounds b
        where r.status = 'completed' and r.completed_at >= b.range_start and r.completed_at < b.range_end
          and ${rideOfCity(sql`r.city_id`, cityId)}
        group by 1
      ),
      cancelled as (
        select ${bucketOf(sql`r.cancelled_at`)} as local_start, count(*)::int as total
        from rides r, bounds b
        where r.status = 'cancelled' and r.cancelled_at >= b.range_start and r.cancelled_at < b.range_end
          and ${rideOfCity(sql`r.city_id`, cityId)}
        group by 1
      ),
      revenue as (
        select ${bucketOf(sql`e.created_at`)} as local_start, t.currency, sum(e.amount) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id, bounds b
        where e.account = 'platform_revenue' and e.created_at >= b.range_start and e.created_at < b.range_end
          and ${transactionOfCity(cityId)}
        group by 1, 2
      ),
      fares as (
        select ${bucketOf(sql`e.created_at`)} as local_start, t.currency, sum(e.amount) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id, bounds b
        where t.kind = 'ride_fare' and e.account in ('driver_earnings', 'platform_revenue') and e.amount > 0
          and e.created_at >= b.range_start and e.created_at < b.range_end and ${transactionOfCity(cityId)}
        group by 1, 2
      )
    select to_char(s.local_start, 'YYYY-MM-DD') as start,
           coalesce(rq.total, 0) as requested,
           coalesce(co.total, 0) as completed,
           coalesce(ca.total, 0) as cancelled,
           (select json_object_agg(rv.currency, rv.total) from revenue rv
            where rv.local_start = s.local_start) as revenue,
           (select json_object_agg(fa.currency, fa.total) from fares fa
            where fa.local_start = s.local_start) as gross_fares
    from series s
    left join requested rq on rq.local_start = s.local_start
    left join completed co on co.local_start = s.local_start
    left join cancelled ca on ca.local_start = s.local_start
    order by s.local_start`,
  );
  return rows.map((row) => ({
    start: row.start,
    requested: Number(row.requested),
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
    revenue: amountsOf(row.revenue),
    grossFares: amountsOf(row.gross_fares),
  }));
}

/** A JSON object of sums per currency as numbers (a driver may hand a bigint sum over as text). */
function amountsOf(json: Record<string, number | string> | string | null): Record<string, number> {
  const object = typeof json === 'string' ? (JSON.parse(json) as Record<string, number | string>) : json;
  return Object.fromEntries(
    Object.entries(object ?? {}).map(([currency, total]) => [currency, Number(total)]),
  );
}

/** Pickups of the city's rides requested in the window, the latest first, at most `limit`. */
export async function findPickups(db: Database, window: TimeWindow, cityId: CityScope, limit: number) {
  return db
    .select({ lat: rides.pickupLat, lng: rides.pickupLng })
    .from(rides)
    .where(
      and(
        gte(rides.requestedAt, window.start),
        lt(rides.requestedAt, window.end),
        rideOfCity(rides.cityId, cityId),
      ),
    )
    .orderBy(desc(rides.requestedAt), desc(rides.id))
    .limit(limit);
}

export type DriverActivityDbRow = {
  driverId: string;
  name: string;
  email: string;
  completedRides: number;
  currency: string;
  earnings: number;
  otherEarnings: Array<{ currency: string; amount: number }>;
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
 * Each driver's figures for the window: rides completed, earnings (driver_earnings entries other than payouts) in
 * their city's currency and, apart, in any other, riders' stars, and online time clipped to the window (an open
 * period runs until `now`). Only drivers with one of these in the window are listed. With a city, what happened in
 * it: its rides, their money and ratings (a driver who moved away still shows there for their rides before the
 * move), and the online time of the drivers who drive there now (online periods have no city); amounts in its
 * currency.
 */
function driverActivityQuery(window: TimeWindow, now: Date, cityId: CityScope): SQL {
  // A row's currency: the chosen city's, else the driver's city's.
  const rowCurrency =
    cityId === null ? sql`ci.currency` : sql`(select sc.currency from cities sc where sc.id = ${cityId})`;
  return sql`with
    bounds as (select ${at(window.start)} as range_start, ${at(window.end)} as range_end, ${at(now)} as now),
    completed as (
      select r.driver_id, count(*)::int as total
      from rides r, bounds b
      where r.status = 'completed' and r.completed_at >= b.range_start and r.completed_at < b.range_end
        and ${rideOfCity(sql`r.city_id`, cityId)}
      group by r.driver_id
    ),
    earnings as (
      select e.user_id as driver_id, t.currency, sum(e.amount) as total
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id, bounds b
      where e.account = 'driver_earnings' and t.kind <> 'payout'
        and e.created_at >= b.range_start and e.created_at < b.range_end and ${transactionOfCity(cityId)}
      group by 1, 2
    ),
    ratings as (
      select rr.ratee_id as driver_id, sum(rr.stars)::int as total_stars, count(*)::int as total
      from ride_ratings rr join rides r on r.id = rr.ride_id, bounds b
      where rr.rater_role = 'rider' and rr.created_at >= b.range_start and rr.created_at < b.range_end
        and ${rideOfCity(sql`r.city_id`, cityId)}
      group by rr.ratee_id
    ),
    online as (
      select p.driver_id,
             sum(greatest(extract(epoch from (least(coalesce(p.ended_at, b.now), b.range_end)
                                              - greatest(p.started_at, b.range_start))), 0)) as seconds
      from driver_online_periods p, bounds b
      where p.started_at < b.range_end and (p.ended_at is null or p.ended_at > b.range_start)
        and ${driverOfCity(sql`p.driver_id`, cityId)}
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
             ${rowCurrency} as currency,
             coalesce((select sum(x.total) from earnings x
                       where x.driver_id = a.driver_id and x.currency = ${rowCurrency}), 0)::float8 as earnings,
             (select json_agg(json_build_object('currency', x.currency, 'amount', x.total) order by x.currency)
              from earnings x where x.driver_id = a.driver_id and x.currency <> ${rowCurrency}) as other_earnings,
             coalesce(r.total_stars, 0) as total_stars,
             coalesce(r.total, 0) as rating_count,
             coalesce(round(o.seconds), 0)::float8 as online_seconds
      from active a
      join users u on u.id = a.driver_id and u.role = 'driver'
      join driver_profiles dp on dp.user_id = a.driver_id
      join cities ci on ci.id = dp.city_id
      left join completed c on c.driver_id = a.driver_id
      left join ratings r on r.driver_id = a.driver_id
      left join online o on o.driver_id = a.driver_id
    )`;
}

export async function findDriverActivity(
  db: Database,
  {
    window,
    now,
    cityId,
    sort,
    order,
    limit,
    offset,
  }: {
    window: TimeWindow;
    now: Date;
    cityId: CityScope;
    sort: DriverActivitySortColumn;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: DriverActivityDbRow[]; total: number }> {
  const base = driverActivityQuery(window, now, cityId);
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await rowsOf<{
    driver_id: string;
    name: string;
    email: string;
    completed_rides: number;
    currency: string;
    earnings: number;
    other_earnings: Array<{ currency: string; amount: number | string }> | string | null;
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
      currency: row.currency,
      earnings: Number(row.earnings),
      otherEarnings: (typeof row.other_earnings === 'string'
        ? (JSON.parse(row.other_earnings) as Array<{ currency: string; amount: number | string }>)
        : (row.other_earnings ?? [])
      ).map(({ currency, amount }) => ({ currency, amount: Number(amount) })),
      totalStars: Number(row.total_stars),
      ratingCount: Number(row.rating_count),
      onlineSeconds: Number(row.online_seconds),
    })),
    total: Number(counted?.total ?? 0),
  };
}
