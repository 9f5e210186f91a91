import type { AdminRideRow } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { RIDE_CSV_COLUMNS, ridesCsv } from './rides-csv.ts';

const row: AdminRideRow = {
  id: '3b241101-e2bb-4255-8caf-4136c566a962',
  status: 'completed',
  pickupAddress: 'Ferry Building, San Francisco',
  destinationAddress: '=HYPERLINK("http://evil.example","Click")',
  createdAt: '2026-03-01T08:00:00.000Z',
  scheduledAt: null,
  completedAt: '2026-03-01T08:30:00.000Z',
  cancelledAt: null,
  distanceMeters: 3500,
  durationSeconds: 600,
  fare: { amount: 1450, currency: 'USD', isFinal: true },
  paymentMethod: 'card',
  rider: { id: 'rider-1', name: 'Ada "The Rider" Lovelace', email: 'ada@example.com' },
  driver: null,
};

describe('ridesCsv', () => {
  it('writes a byte-order mark and the header row, even with no rides', () => {
    expect(ridesCsv([], 'UTC')).toBe(`\uFEFF${RIDE_CSV_COLUMNS.map(([header]) => header).join(',')}\r\n`);
  });

  it('writes one CRLF-terminated line per ride, escaped and formula-guarded, in the header’s columns', () => {
    const csv = ridesCsv(
      [row, { ...row, id: 'ride-2', driver: { id: 'd1', name: '@Bo', email: 'bo@x.io' } }],
      'UTC',
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(
      'id,status,createdAt,scheduledAt,completedAt,cancelledAt,riderId,riderName,riderEmail,driverId,driverName,' +
        'driverEmail,pickupAddress,destinationAddress,distanceMeters,durationSeconds,fare,fareIsFinal,currency,' +
        'paymentMethod,timeZone',
    );
    expect(lines[1]).toBe(
      '3b241101-e2bb-4255-8caf-4136c566a962,completed,2026-03-01T08:00:00Z,,2026-03-01T08:30:00Z,,' +
        'rider-1,"Ada ""The Rider"" Lovelace",ada@example.com,,,,"Ferry Building, San Francisco",' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",3500,600,1450,true,USD,card,UTC`,
    );
    expect(lines[2]).toContain(",d1,'@Bo,bo@x.io,");
  });

  it('writes times as local date and time with the offset of that moment, and names the zone', () => {
    // 23:30 on 2026-03-08 in San Francisco, the day clocks sprang forward (PDT, -07:00), is 06:30 UTC on the 9th.
    const lateNight = {
      ...row,
      createdAt: '2026-03-09T06:00:00.000Z',
      scheduledAt: '2026-03-08T09:30:00.000Z',
      completedAt: '2026-03-09T06:30:00.000Z',
    };
    const [, line] = ridesCsv([lateNight], 'America/Los_Angeles').slice(1).split('\r\n');
    expect(line).toMatch(
      /^[^,]+,completed,2026-03-08T23:00:00-07:00,2026-03-08T01:30:00-08:00,2026-03-08T23:30:00-07:00,,/,
    );
    expect(line).toMatch(/,America\/Los_Angeles$/);
  });
});
