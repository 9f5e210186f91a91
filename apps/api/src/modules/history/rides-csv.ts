import type { AdminRideRow } from '@ridebook/validation';
import { toCsv, type CsvColumn } from '../../shared/csv.ts';

/** The export's columns: header and value; fares are minor units (cents) of `currency`. */
export const RIDE_CSV_COLUMNS: ReadonlyArray<CsvColumn<AdminRideRow>> = [
  ['id', (row) => row.id],
  ['status', (row) => row.status],
  ['createdAt', (row) => row.createdAt],
  ['scheduledAt', (row) => row.scheduledAt],
  ['completedAt', (row) => row.completedAt],
  ['cancelledAt', (row) => row.cancelledAt],
  ['riderId', (row) => row.rider.id],
  ['riderName', (row) => row.rider.name],
  ['riderEmail', (row) => row.rider.email],
  ['driverId', (row) => row.driver?.id ?? null],
  ['driverName', (row) => row.driver?.name ?? null],
  ['driverEmail', (row) => row.driver?.email ?? null],
  ['pickupAddress', (row) => row.pickupAddress],
  ['destinationAddress', (row) => row.destinationAddress],
  ['distanceMeters', (row) => row.distanceMeters],
  ['durationSeconds', (row) => row.durationSeconds],
  ['fare', (row) => row.fare.amount],
  ['fareIsFinal', (row) => row.fare.isFinal],
  ['currency', (row) => row.fare.currency],
  ['paymentMethod', (row) => row.paymentMethod],
];

/** The rides as CSV (shared/csv.ts: RFC 4180 quoting, the spreadsheet-formula guard, a UTF-8 BOM). */
export function ridesCsv(rows: readonly AdminRideRow[]): string {
  return toCsv(RIDE_CSV_COLUMNS, rows);
}
