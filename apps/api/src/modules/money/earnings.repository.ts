import { and, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EarningsBucket, EarningsGroup, EarningsTotals } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { ledgerEntries, ledgerTransactions, rides } from '../../db/schema.ts';

// Earnings are sums of ledger entries (docs/decisions/007), never of money columns on rides. A driver's rides are
// found through `rides.driver_id`; time is the posting's time.

const kind = ledgerTransactions.kind;
const account = ledgerEntries.account;
const amount = ledgerEntries.amount;

/** The sum of the entries matching `condition` (0 when none), as a JS number (exact up to 2^53 cents). */
function sumWhere(...conditions: SQL[]) {
  return sql<number>`coalesce(sum(${amount}) filter (where ${sql.join(conditions, sql` and `)}), 0)::float8`;
}

/** What riders were given back of a ride: its fare (driver and platform each their part) or its tip (the driver). */
const REFUND_KINDS = ['refund', 'tip_refund'] as const;
/** Every posting that changes what a driver earned: fares, tips, fees, and refunds of them. Payouts are not earnings. */
const EARNING_KINDS = ['ride_fare', 'tip', 'cancellation_fee', ...REFUND_KINDS] as const;

/**
 * The driver's earnings: the driver's entries of those kinds (`driver_earnings`). The one sum every screen shows as
 * what the driver earned (the dashboard's today, the earnings page's total, each ride's row).
 */
const earned = () => sumWhere(inArray(kind, [...EARNING_KINDS]), eq(account, 'driver_earnings'));
/** The driver's part of the refunds (zero or negative). */
const refunded = () => sumWhere(inArray(kind, [...REFUND_KINDS]), eq(account, 'driver_earnings'));
/** The platform's commission and booking fees on the driver's rides, less its part of fare refunds. */
const commissionKept = (...more: SQL[]) =>
  sumWhere(
    inArray(kind, ['ride_fare', 'cancellation_fee', 'refund']),
    eq(account, 'platform_revenue'),
    ...more,
  );

function inRange(from: Date, to: Date) {
  return and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to));
}

/** The totals' sums over the driver's ledger entries of the rows selected (one currency's rides at a time). */
function totalsColumns(driverId: string) {
  return {
    earnings: earned(),
    fares: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_earnings')),
    tips: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
    cancellationFees: sumWhere(eq(kind, 'cancellation_fee'), eq(account, 'driver_earnings')),
    refunds: refunded(),
    commission: commissionKept(),
    cashHeld: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_cash')),
    cashCommissionOwed: sumWhere(
      eq(kind, 'ride_fare'),
      eq(account, 'platform_revenue'),
      eq(rides.paymentMethod, 'cash'),
    ),
    net: sumWhere(inArray(account, ['driver_earnings', 'driver_cash']), eq(ledgerEntries.userId, driverId)),
  };
}

type TotalsRow = { [Key in keyof ReturnType<typeof totalsColumns>]: number };

function toTotals(row: TotalsRow | undefined): EarningsTotals {
  return {
    earnings: row?.earnings ?? 0,
    fares: row?.fares ?? 0,
    tips: row?.tips ?? 0,
    cancellationFees: row?.cancellationFees ?? 0,
    refunds: row?.refunds ?? 0,
    commission: row?.commission ?? 0,
    // driver_cash goes negative as the driver takes cash: what they collected is its opposite.
    cashCollected: 0 - (row?.cashHeld ?? 0),
    cashCommissionOwed: row?.cashCommissionOwed ?? 0,
    net: row?.net ?? 0,
  };
}

/**
 * The driver's money over [from, to), by the postings' time: the one computation behind the earnings page's totals
 * and the dashboard's "Today's earnings" (`earnings`, which is fares + tips + cancellationFees + refunds). Only its
 * rides in `currency` count: amounts of different currencies are never added up.
 */
export async function sumDriverEarnings(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
  currency: string,
): Promise<EarningsTotals> {
  const [row] = await db
    .select(totalsColumns(driverId))
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(rides.driverId, driverId), eq(rides.currency, currency), inRange(from, to)));
  return toTotals(row);
}

/**
 * The same totals for each currency of the driver's rides over [from, to) other than `currency` (a driver who moved
 * city earned in the old city's currency too), with the rides paid in each; one row per currency, the largest
 * earnings first. Each currency is summed apart: amounts of different currencies are never added up.
 */
export async function sumDriverEarningsInOtherCurrencies(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
  currency: string,
): Promise<Array<{ currency: string; rides: number; totals: EarningsTotals }>> {
  const rows = await db
    .select({
      currency: rides.currency,
      rides: sql<number>`(count(distinct ${ledgerTransactions.id}) filter (where ${eq(kind, 'ride_fare')}))::int`,
      ...totalsColumns(driverId),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(rides.driverId, driverId), ne(rides.currency, currency), inRange(from, to)))
    .groupBy(rides.currency);
  return rows
    .map((row) => ({ currency: row.currency, rides: Number(row.rides), totals: toTotals(row) }))
    .sort((a, b) => b.totals.earnings - a.totals.earnings || a.currency.localeCompare(b.currency));
}

/**
 * The driver's earnings and completed rides per local day, week (from Monday) or month in `timeZone`, each keyed
 * by its first local date; empty buckets absent; its rides in `currency` only. The range is UTC instants (the index on the postings' time
 * serves it); only the grouping converts to local time, in SQL, so no row leaves the database.
 */
export async function sumDriverEarningsByBucket(
  db: Database,
  driverId: string,
  {
    from,
    to,
    groupBy,
    timeZone,
    currency,
  }: { from: Date; to: Date; groupBy: EarningsGroup; timeZone: string; currency: string },
): Promise<Array<Omit<EarningsBucket, 'start'> & { start: string }>> {
  // The unit is one of three known words (never user text), inlined; the zone is a bound parameter, so the query
  // groups by its first column (a second copy of the expression would carry a different parameter).
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${groupBy}'`)}, ${ledgerEntries.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  return db
    .select({
      start: bucket,
      earnings: earned(),
      fares: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_earnings')),
      tips: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
      cancellationFees: sumWhere(eq(kind, 'cancellation_fee'), eq(account, 'driver_earnings')),
      refunds: refunded(),
      rides: sql<number>`(count(distinct ${ledgerTransactions.id}) filter (where ${eq(kind, 'ride_fare')}))::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(rides.driverId, driverId), eq(rides.currency, currency), inRange(from, to)))
    .groupBy(sql`1`);
}

function driverFaresInRange(driverId: string, from: Date, to: Date) {
  return and(
    eq(ledgerTransactions.kind, 'ride_fare'),
    eq(rides.driverId, driverId),
    gte(ledgerTransactions.createdAt, from),
    lt(ledgerTransactions.createdAt, to),
  );
}

export async function countDriverFares(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(driverFaresInRange(driverId, from, to));
  return row?.total ?? 0;
}

/** One page of the driver's fare postings, newest first, with their rides. */
export async function findDriverFares(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
  page: { page: number; pageSize: number },
) {
  return db
    .select({
      rideId: rides.id,
      completedAt: rides.completedAt,
      postedAt: ledgerTransactions.createdAt,
      pickupAddress: rides.pickupAddress,
      destinationAddress: rides.destinationAddress,
      paymentMethod: rides.paymentMethod,
      currency: ledgerTransactions.currency,
    })
    .from(ledgerTransactions)
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(driverFaresInRange(driverId, from, to))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

export type RideEarningSums = {
  fare: number;
  driverShare: number;
  commission: number;
  tip: number;
  refunds: number;
  earnings: number;
  net: number;
};

/**
 * Per ride, over all time: the fare paid, the driver's share, the platform's (less its part of refunds), the tip,
 * the driver's part of refunds, what the driver earned, and the driver's net.
 */
export async function sumRideEarnings(
  db: Database,
  driverId: string,
  rideIds: string[],
): Promise<Map<string, RideEarningSums>> {
  if (rideIds.length === 0) return new Map();
  const rows = await db
    .select({
      rideId: ledgerTransactions.rideId,
      fare: sumWhere(eq(kind, 'ride_fare'), sql`${amount} > 0`),
      driverShare: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_earnings')),
      commission: commissionKept(),
      tip: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
      refunds: refunded(),
      earnings: earned(),
      net: sumWhere(inArray(account, ['driver_earnings', 'driver_cash']), eq(ledgerEntries.userId, driverId)),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerTransactions.rideId, rideIds), inArray(kind, [...EARNING_KINDS])))
    .groupBy(ledgerTransactions.rideId);
  return new Map(rows.flatMap(({ rideId, ...sums }) => (rideId === null ? [] : [[rideId, sums] as const])));
}

/**
 * What a rider paid for their rides in `currency` (fares, tips, fees): the funding side, whether card, wallet or
 * cash. Amounts of different currencies are never added up.
 */
export async function sumRiderSpending(db: Database, riderId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${amount}), 0)::float8` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(
      and(
        eq(rides.riderId, riderId),
        eq(rides.currency, currency),
        inArray(kind, ['ride_fare', 'tip', 'cancellation_fee']),
        or(
          inArray(account, ['card_clearing', 'driver_cash']),
          and(eq(account, 'rider_wallet'), eq(ledgerEntries.userId, riderId)),
        ),
      ),
    );
  return row?.total ?? 0;
}
