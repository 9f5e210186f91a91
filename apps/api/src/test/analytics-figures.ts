import { cellToLatLng, latLngToCell } from 'h3-js';
import type {
  AnalyticsBucket,
  AnalyticsGrouping,
  AnalyticsRange,
  DriverActivityRow,
  HeatmapCell,
} from '@ridebook/validation';
import type { AnalyticsHistory, SeedRide, SeedTransaction, SeedUser } from './analytics-history.ts';

// The analytics figures of a seeded history worked out in plain TypeScript, one event at a time: each instant is
// turned into its calendar day in the time zone (Intl), and kept when that day lies in the range. The API cuts
// days the other way round (local midnights as instants, in SQL), so the two meet only in their answers.

const DAY_MS = 86_400_000;

/** The calendar day of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function isInRange(instant: Date | null, { from, to, timeZone }: AnalyticsRange): instant is Date {
  if (instant === null) return false;
  const day = dayIn(instant, timeZone);
  return day >= from && day <= to;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - instant;
}

/** The instant a local day begins (ranges here avoid days that skip midnight). */
function localMidnight(date: string, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

const seconds = (later: Date, earlier: Date) => (later.getTime() - earlier.getTime()) / 1000;

function mean(values: number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const isCompletedIn = (ride: SeedRide, range: AnalyticsRange) =>
  ride.status === 'completed' && isInRange(ride.completedAt, range);
const isCancelledIn = (ride: SeedRide, range: AnalyticsRange) =>
  ride.status === 'cancelled' && isInRange(ride.cancelledAt, range);

function platformRevenue(transactions: SeedTransaction[], keep: (createdAt: Date) => boolean): number {
  return sum(
    transactions
      .filter((transaction) => keep(transaction.createdAt))
      .flatMap((transaction) => transaction.entries)
      .filter((entry) => entry.account === 'platform_revenue')
      .map((entry) => entry.amount),
  );
}

function fares(transactions: SeedTransaction[]): number {
  return sum(
    transactions
      .filter((transaction) => transaction.kind === 'ride_fare')
      .flatMap((transaction) => transaction.entries)
      .filter((entry) => entry.account === 'driver_earnings' || entry.account === 'platform_revenue')
      .filter((entry) => entry.amount > 0)
      .map((entry) => entry.amount),
  );
}

/** The overview's figures, `people` being everyone with an account (the history's and the test's own). */
export function expectedOverview(
  history: AnalyticsHistory,
  people: Pick<SeedUser, 'role'>[],
  range: AnalyticsRange,
  now: Date,
) {
  const today = dayIn(now, range.timeZone);
  const month = today.slice(0, 7);
  const completed = history.rides.filter((ride) => isCompletedIn(ride, range));
  const cancelled = history.rides.filter((ride) => isCancelledIn(ride, range));
  const ended = completed.length + cancelled.length;
  const waits = history.rides
    .filter((ride) => isInRange(ride.acceptedAt, range))
    .map((ride) => seconds(ride.acceptedAt as Date, ride.requestedAt as Date));
  const trips = completed.map((ride) => seconds(ride.completedAt as Date, ride.pickedUpAt as Date));
  const roundOrNull = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    range,
    asOf: now.toISOString(),
    users: {
      total: people.length,
      riders: people.filter((person) => person.role === 'rider').length,
      drivers: people.filter((person) => person.role === 'driver').length,
      admins: people.filter((person) => person.role === 'admin').length,
    },
    drivers: {
      onlineNow: history.onlinePeriods.filter((period) => period.endedAt === null).length,
      pendingApproval: history.users.filter((user) => user.approvalStatus === 'pending').length,
      activeInRange: new Set(completed.map((ride) => ride.driverId)).size,
    },
    rides: {
      today: history.rides.filter(
        (ride) => ride.requestedAt && dayIn(ride.requestedAt, range.timeZone) === today,
      ).length,
      inRange: history.rides.filter((ride) => isInRange(ride.requestedAt, range)).length,
      completed: completed.length,
      cancelled: cancelled.length,
      noDriverFound: cancelled.filter((ride) => ride.cancelledBy === 'system' && ride.requestedAt !== null)
        .length,
      completionRate: ended === 0 ? null : completed.length / ended,
      cancellationRate: ended === 0 ? null : cancelled.length / ended,
      averageWaitSeconds: roundOrNull(mean(waits)),
      averageTripSeconds: roundOrNull(mean(trips)),
    },
    // The history is the demo city's: dollars only.
    revenue: [
      {
        currency: 'USD',
        today: platformRevenue(history.transactions, (at) => dayIn(at, range.timeZone) === today),
        thisMonth: platformRevenue(history.transactions, (at) => dayIn(at, range.timeZone).startsWith(month)),
        inRange: platformRevenue(history.transactions, (at) => isInRange(at, range)),
        grossBookingsInRange: fares(
          history.transactions.filter((transaction) => isInRange(transaction.createdAt, range)),
        ),
      },
    ],
  };
}

/** The bucket a local day belongs to: itself, the Monday of its week, or the 1st of its month. */
function bucketOf(day: string, groupBy: AnalyticsGrouping): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

export function expectedBuckets(
  history: AnalyticsHistory,
  range: AnalyticsRange,
  groupBy: AnalyticsGrouping,
): AnalyticsBucket[] {
  const starts: string[] = [];
  for (let day = range.from; day <= range.to; day = nextDay(day)) {
    const start = bucketOf(day, groupBy);
    if (!starts.includes(start)) starts.push(start);
  }
  const startOf = (instant: Date) => bucketOf(dayIn(instant, range.timeZone), groupBy);
  const countIn = (start: string, instants: (Date | null)[]) =>
    instants.filter((instant) => isInRange(instant, range) && startOf(instant) === start).length;
  return starts.map((start) => {
    const transactions = history.transactions.filter(
      (transaction) => isInRange(transaction.createdAt, range) && startOf(transaction.createdAt) === start,
    );
    return {
      start,
      requested: countIn(
        start,
        history.rides.map((ride) => ride.requestedAt),
      ),
      completed: countIn(
        start,
        history.rides.filter((ride) => ride.status === 'completed').map((ride) => ride.completedAt),
      ),
      cancelled: countIn(
        start,
        history.rides.filter((ride) => ride.status === 'cancelled').map((ride) => ride.cancelledAt),
      ),
      revenue: { USD: platformRevenue(transactions, () => true) },
      grossFares: { USD: fares(transactions) },
    };
  });
}

export function expectedHeatmap(history: AnalyticsHistory, range: AnalyticsRange, resolution: number) {
  const counts = new Map<string, number>();
  for (const ride of history.rides.filter((candidate) => isInRange(candidate.requestedAt, range))) {
    const cell = latLngToCell(ride.pickup.lat, ride.pickup.lng, resolution);
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  const cells: HeatmapCell[] = [...counts].map(([cell, count]) => {
    const [lat, lng] = cellToLatLng(cell);
    return { cell, count, lat, lng };
  });
  return cells.sort((a, b) => b.count - a.count || (a.cell < b.cell ? -1 : 1));
}

/** Every driver with activity in the range, most completed rides first, then by name. */
export function expectedDriverActivity(
  history: AnalyticsHistory,
  range: AnalyticsRange,
  now: Date,
): DriverActivityRow[] {
  const start = localMidnight(range.from, range.timeZone);
  const end = localMidnight(nextDay(range.to), range.timeZone);
  const rows = history.users
    .filter((user) => user.role === 'driver')
    .map((driver) => {
      const completedRides = history.rides.filter(
        (ride) => ride.driverId === driver.id && isCompletedIn(ride, range),
      ).length;
      const earned = history.transactions
        .filter((transaction) => transaction.kind !== 'payout' && isInRange(transaction.createdAt, range))
        .flatMap((transaction) => transaction.entries)
        .filter((entry) => entry.account === 'driver_earnings' && entry.userId === driver.id);
      const stars = history.ratings
        .filter(
          (rating) =>
            rating.raterRole === 'rider' &&
            rating.rateeId === driver.id &&
            isInRange(rating.createdAt, range),
        )
        .map((rating) => rating.stars);
      const onlineMs = sum(
        history.onlinePeriods
          .filter((period) => period.driverId === driver.id)
          .map((period) => {
            const from = Math.max(period.startedAt.getTime(), start);
            const to = Math.min((period.endedAt ?? now).getTime(), end);
            return Math.max(0, to - from);
          }),
      );
      const average = mean(stars);
      return {
        driverId: driver.id,
        name: driver.name,
        email: driver.email,
        completedRides,
        currency: 'USD',
        earnings: sum(earned.map((entry) => entry.amount)),
        otherEarnings: [],
        hasEarned: earned.length > 0,
        rating: average === null ? null : Math.round(average * 100) / 100,
        ratingCount: stars.length,
        onlineSeconds: Math.round(onlineMs / 1000),
      };
    })
    .filter((row) => row.completedRides > 0 || row.hasEarned || row.ratingCount > 0 || row.onlineSeconds > 0)
    .map(({ hasEarned: _hasEarned, ...row }) => row);
  return rows.sort((a, b) => b.completedRides - a.completedRides || (a.name < b.name ? -1 : 1));
}
