import type { AdminRideRow } from '@ridebook/validation';
import { toCsv, type CsvColumn } from '../../shared/csv.ts';
import { localDateTime } from '../../shared/local-time.ts';

/** A row with its time zone: every time is written as local date and time there, with that moment's offset. */
type LocalRideRow = { ride: AdminRideRow; timeZone: string };

const local = (instant: string | null, timeZone: string) =>
  instant === null ? null : localDateTime(new Date(instant), timeZone);

/**
 * The export's columns: header and value; times are local (`2026-03-08T23:30:00-07:00`) in the zone of the last
 * column; fares are minor units (cents) of `currency`.
 */
export const RIDE_CSV_COLUMNS: ReadonlyArray<CsvColumn<LocalRideRow>> = [
  ['id', ({ ride }) => ride.id],
  ['status', ({ ride }) => ride.status],
  ['createdAt', ({ ride, timeZone }) => local(ride.createdAt, timeZone)],
  ['scheduledAt', ({ ride, timeZone }) => local(ride.scheduledAt, timeZone)],
  ['completedAt', ({ ride, timeZone }) => local(ride.completedAt, timeZone)],
  ['cancelledAt', ({ ride, timeZone }) => local(ride.cancelledAt, timeZone)],
  ['riderId', ({ ride }) => ride.rider.id],
  ['riderName', ({ ride }) => ride.rider.name],
  ['riderEmail', ({ ride }) => ride.rider.email],
  ['driverId', ({ ride }) => ride.driver?.id ?? null],
  ['driverName', ({ ride }) => ride.driver?.name ?? null],
  ['driverEmail', ({ ride }) => ride.driver?.email ?? null],
  ['pickupAddress', ({ ride }) => ride.pickupAddress],
  ['destinationAddress', ({ ride }) => ride.destinationAddress],
  ['distanceMeters', ({ ride }) => ride.distanceMeters],
  ['durationSeconds', ({ ride }) => ride.durationSeconds],
  ['fare', ({ ride }) => ride.fare.amount],
  ['fareIsFinal', ({ ride }) => ride.fare.isFinal],
  ['currency', ({ ride }) => ride.fare.currency],
  ['paymentMethod', ({ ride }) => ride.paymentMethod],
  ['timeZone', ({ timeZone }) => timeZone],
];

/**
 * The rides as CSV (shared/csv.ts: RFC 4180 quoting, the spreadsheet-formula guard, a UTF-8 BOM), times in local
 * time of `timeZone`.
 */
export function ridesCsv(rows: readonly AdminRideRow[], timeZone: string): string {
  return toCsv(
    RIDE_CSV_COLUMNS,
    rows.map((ride) => ({ ride, timeZone })),
  );
}
