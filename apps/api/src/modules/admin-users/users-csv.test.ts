import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@ridebook/validation';
import { USER_CSV_COLUMNS, usersCsv, usersCsvFilename } from './users-csv.ts';

const rider: AdminUser = {
  id: 'u1',
  name: 'Ada Rider',
  email: 'ada@example.com',
  phone: '+1 555 010 0001',
  role: 'rider',
  status: 'active',
  statusReason: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  rideCount: 2,
  rating: 4.5,
  ratingCount: 2,
  driver: null,
};

describe('the users CSV', () => {
  it('names the file after the local date of the export in its time zone', () => {
    expect(usersCsvFilename(new Date('2026-03-04T23:59:59.999Z'), 'UTC')).toBe(
      'ridebook-users-2026-03-04.csv',
    );
    expect(usersCsvFilename(new Date('2026-03-05T00:00:00.000Z'), 'UTC')).toBe(
      'ridebook-users-2026-03-05.csv',
    );
    // 06:30 UTC on the 9th is still 8 March (23:30) in San Francisco, and already the 9th in Tokyo.
    const lateNight = new Date('2026-03-09T06:30:00Z');
    expect(usersCsvFilename(lateNight, 'America/Los_Angeles')).toBe('ridebook-users-2026-03-08.csv');
    expect(usersCsvFilename(lateNight, 'Asia/Tokyo')).toBe('ridebook-users-2026-03-09.csv');
  });

  it('has one column per field of the row, driver columns empty for riders', () => {
    expect(USER_CSV_COLUMNS.map(([header]) => header)).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'role',
      'status',
      'statusReason',
      'createdAt',
      'rides',
      'rating',
      'ratingCount',
      'vehicleModel',
      'vehiclePlate',
      'approvalStatus',
      'approvalReason',
      'online',
      'timeZone',
    ]);
    expect(usersCsv([rider], 'UTC').split('\r\n')[1]).toBe(
      "u1,Ada Rider,ada@example.com,'+1 555 010 0001,rider,active,,2026-01-02T03:04:05Z,2,4.5,2,,,,,,UTC",
    );
  });

  it('writes the sign-up time in local time with its offset, and names the zone', () => {
    expect(usersCsv([rider], 'America/Los_Angeles').split('\r\n')[1]).toBe(
      "u1,Ada Rider,ada@example.com,'+1 555 010 0001,rider,active,,2026-01-01T19:04:05-08:00,2,4.5,2,,,,,," +
        'America/Los_Angeles',
    );
  });
});
