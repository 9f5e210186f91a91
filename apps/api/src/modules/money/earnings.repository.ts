import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EarningsGroup, EarningsTotals } from '@ridebook/validation';
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

function inRange(from: Date, to: Date) {
  return and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to));
}

export async function sumDriverEarnings(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
): Promise<EarningsTotals> {
  const [row] = await db
    .select({
      fares: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_earnings')),
      tips: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
      cancellationFees: sumWhere(eq(kind, 'cancellation_fee'), eq(account, 'driver_earnings')),
      commission: sumWhere(inArray(kind, ['ride_fare', 'cancellation_fee']), eq(account, 'platform_revenue')),
      cashHeld: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_cash')),
      cashCommissionOwed: sumWhere(
        eq(kind, 'ride_fare'),
        eq(account, 'platform_revenue'),
        eq(rides.paymentMethod, 'cash'),
      ),
      net: sumWhere(inArray(account, ['driver_earnings', 'driver_cash']), eq(ledgerEntries.userId, driverId)),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(rides.driverId, driverId), inRange(from, to)));
  return {
    fares: row?.fares ?? 0,
    tips: row?.tips ?? 0,
    cancellationFees: row?.cancellationFees ?? 0,
    commission: row?.commission ?? 0,
    // driver_cash goes negative as the driver takes cash: what they collected is its opposite.
    cashCollected: 0 - (row?.cashHeld ?? 0),
    cashCommissionOwed: row?.cashCommissionOwed ?? 0,
    net: row?.net ?? 0,
  };
}

/** The driver's fares, tips and completed rides per bucket (UTC; weeks start on Monday); empty buckets absent. */
export async function sumDriverEarningsByBucket(
  db: Database,
  driverId: string,
  from: Date,
  to: Date,
  groupBy: EarningsGroup,
): Promise<Array<{ start: string; fares: number; tips: number; rides: number }>> {
  // The unit is one of three known words (never user text), inlined so SELECT and GROUP BY are the same expression.
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${groupBy}'`)}, ${ledgerEntries.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      start: bucket,
      fares: sumWhere(eq(kind, 'ride_fare'), eq(account, 'driver_earnings')),
      tips: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
      rides: sql<number>`(count(distinct ${ledgerTransactions.id}) filter (where ${eq(kind, 'ride_fare')}))::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(and(eq(rides.driverId, driverId), inRange(from, to)))
    .groupBy(bucket);
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
  net: number;
};

/** Per ride: the fare paid, the driver's share, the platform's, the tip, and the driver's net. */
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
      commission: sumWhere(eq(kind, 'ride_fare'), eq(account, 'platform_revenue')),
      tip: sumWhere(eq(kind, 'tip'), eq(account, 'driver_earnings')),
      net: sumWhere(inArray(account, ['driver_earnings', 'driver_cash']), eq(ledgerEntries.userId, driverId)),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerTransactions.rideId, rideIds), inArray(kind, ['ride_fare', 'tip'])))
    .groupBy(ledgerTransactions.rideId);
  return new Map(rows.flatMap(({ rideId, ...sums }) => (rideId === null ? [] : [[rideId, sums] as const])));
}

/** What a rider paid for their rides (fares, tips, fees): the funding side, whether card, wallet or cash. */
export async function sumRiderSpending(db: Database, riderId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(-sum(${amount}), 0)::float8` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(rides, eq(rides.id, ledgerTransactions.rideId))
    .where(
      and(
        eq(rides.riderId, riderId),
        inArray(kind, ['ride_fare', 'tip', 'cancellation_fee']),
        or(
          inArray(account, ['card_clearing', 'driver_cash']),
          and(eq(account, 'rider_wallet'), eq(ledgerEntries.userId, riderId)),
        ),
      ),
    );
  return row?.total ?? 0;
}

/** What the driver earned (shares and tips) since `since`. */
export async function sumDriverEarnedSince(db: Database, driverId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${amount}), 0)::float8` })
    .from(ledgerEntries)
    .where(
      and(
        eq(account, 'driver_earnings'),
        eq(ledgerEntries.userId, driverId),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
