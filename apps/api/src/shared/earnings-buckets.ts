import type { EarningsGroup } from '@ridebook/validation';

const DAY_MS = 86_400_000;

/** Midnight (UTC) starting the day, the ISO week (Monday) or the month that holds `at`. */
export function bucketStart(at: Date, groupBy: EarningsGroup): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  if (groupBy === 'month') return new Date(Date.UTC(year, month, 1));
  const day = Date.UTC(year, month, at.getUTCDate());
  if (groupBy === 'day') return new Date(day);
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(day - daysSinceMonday * DAY_MS);
}

function nextBucket(start: Date, groupBy: EarningsGroup): Date {
  if (groupBy === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + (groupBy === 'week' ? 7 : 1) * DAY_MS);
}

/** The first day (`YYYY-MM-DD`) of every bucket that overlaps [from, to), oldest first. */
export function bucketStarts(from: Date, to: Date, groupBy: EarningsGroup): string[] {
  const starts: string[] = [];
  if (to <= from) return starts;
  for (let start = bucketStart(from, groupBy); start < to; start = nextBucket(start, groupBy)) {
    starts.push(start.toISOString().slice(0, 10));
  }
  return starts;
}

/** Midnight (UTC) of the day holding `at`: "today" for the dashboards, as for time online. */
export function startOfUtcDay(at: Date): Date {
  return bucketStart(at, 'day');
}
