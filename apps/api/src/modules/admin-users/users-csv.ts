import type { AdminUser } from '@ridebook/validation';
import { toCsv, type CsvColumn } from '../../shared/csv.ts';

/** The export's columns: the list's row, flattened; driver columns are empty for riders and admins. */
export const USER_CSV_COLUMNS: ReadonlyArray<CsvColumn<AdminUser>> = [
  ['id', (user) => user.id],
  ['name', (user) => user.name],
  ['email', (user) => user.email],
  ['phone', (user) => user.phone],
  ['role', (user) => user.role],
  ['status', (user) => user.status],
  ['statusReason', (user) => user.statusReason],
  ['createdAt', (user) => user.createdAt],
  ['rides', (user) => user.rideCount],
  ['rating', (user) => user.rating],
  ['ratingCount', (user) => user.ratingCount],
  ['vehicleModel', (user) => user.driver?.vehicleModel ?? null],
  ['vehiclePlate', (user) => user.driver?.vehiclePlate ?? null],
  ['approvalStatus', (user) => user.driver?.approvalStatus ?? null],
  ['approvalReason', (user) => user.driver?.approvalReason ?? null],
  ['online', (user) => user.driver?.online ?? null],
];

export function usersCsv(users: readonly AdminUser[]): string {
  return toCsv(USER_CSV_COLUMNS, users);
}

/** `ridebook-users-2026-11-21.csv` (the UTC date of the export). */
export function usersCsvFilename(now: Date): string {
  return `ridebook-users-${now.toISOString().slice(0, 10)}.csv`;
}
