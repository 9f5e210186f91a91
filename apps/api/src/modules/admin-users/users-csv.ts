import type { AdminUser } from '@ridebook/validation';
import { toCsv, type CsvColumn } from '../../shared/csv.ts';
import { localDate, localDateTime } from '../../shared/local-time.ts';

/** A user with the export's time zone: times are written as local date and time there, with the offset. */
type LocalUser = AdminUser & { timeZone: string };

/**
 * The export's columns: the list's row, flattened; driver columns are empty for riders and admins; `createdAt` is
 * local time (`2026-03-08T23:30:00-07:00`) in the zone of the last column.
 */
export const USER_CSV_COLUMNS: ReadonlyArray<CsvColumn<LocalUser>> = [
  ['id', (user) => user.id],
  ['name', (user) => user.name],
  ['email', (user) => user.email],
  ['phone', (user) => user.phone],
  ['role', (user) => user.role],
  ['status', (user) => user.status],
  ['statusReason', (user) => user.statusReason],
  ['createdAt', (user) => localDateTime(new Date(user.createdAt), user.timeZone)],
  ['rides', (user) => user.rideCount],
  ['rating', (user) => user.rating],
  ['ratingCount', (user) => user.ratingCount],
  ['vehicleModel', (user) => user.driver?.vehicleModel ?? null],
  ['vehiclePlate', (user) => user.driver?.vehiclePlate ?? null],
  ['approvalStatus', (user) => user.driver?.approvalStatus ?? null],
  ['approvalReason', (user) => user.driver?.approvalReason ?? null],
  ['online', (user) => user.driver?.online ?? null],
  ['timeZone', (user) => user.timeZone],
];

export function usersCsv(users: readonly AdminUser[], timeZone: string): string {
  return toCsv(
    USER_CSV_COLUMNS,
    users.map((user) => ({ ...user, timeZone })),
  );
}

/** `ridebook-users-2026-11-21.csv` (the local date of the export in its time zone). */
export function usersCsvFilename(now: Date, timeZone: string): string {
  return `ridebook-users-${localDate(now, timeZone)}.csv`;
}
