import { aCompletedRide, DESTINATION, PICKUP, RIDE_ID, rideListRowOf } from '@ridebook/api-client/fixtures';
import {
  driverEarningsSchema,
  driverRideListResponseSchema,
  driverRideRowSchema,
  driverSummarySchema,
  earningRideSchema,
  earningRidesResponseSchema,
  type DriverEarnings,
  type DriverRideList,
  type DriverRideRow,
  type DriverSummary,
  type EarningRide,
  type EarningRidesPage,
} from '@ridebook/validation';

/*
 * The driver app's own test data (dashboard summary, earnings, ride history), parsed by the real schemas. The
 * demo ride, its offer and the driver's availability come from '@ridebook/api-client/fixtures'. Browser-safe: the
 * page stories use it too.
 */

// The SOS tests (features/safety) still import these from here.
export { anOnlineAvailability, PICKUP } from '@ridebook/api-client/fixtures';

export function aDriverSummary(overrides: Partial<DriverSummary> = {}): DriverSummary {
  return driverSummarySchema.parse({
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    today: { earnings: 4_280, rides: 3, secondsOnline: 7_500 },
    acceptanceRate: 0.875,
    rating: { average: 4.86, count: 21 },
    cashDebt: 0,
    ...overrides,
  });
}

/** A week of earnings by day: one ride on Mar 2 ($15.60 share + $3 tip), one on Mar 4 ($8 share). */
export function anEarnings(overrides: Partial<DriverEarnings> = {}): DriverEarnings {
  const days = [
    '2026-02-26',
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
  ];
  return driverEarningsSchema.parse({
    currency: 'USD',
    // Local midnights in San Francisco (PST, -08:00), the driver's zone.
    from: '2026-02-26T08:00:00.000Z',
    to: '2026-03-05T08:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    groupBy: 'day',
    totals: {
      earnings: 2_660,
      fares: 2_360,
      tips: 300,
      cancellationFees: 0,
      refunds: 0,
      commission: 890,
      cashCollected: 1_000,
      cashCommissionOwed: 200,
      net: 2_460,
    },
    cashDebt: 200,
    otherCurrencies: [],
    series: days.map((start) => {
      const fares = start === '2026-03-02' ? 1_560 : start === '2026-03-04' ? 800 : 0;
      const tips = start === '2026-03-02' ? 300 : 0;
      return {
        start,
        earnings: fares + tips,
        fares,
        tips,
        cancellationFees: 0,
        refunds: 0,
        rides: start === '2026-03-02' || start === '2026-03-04' ? 1 : 0,
      };
    }),
    ...overrides,
  });
}

/** A card ride of $21.00: $15.60 of it the driver's, plus a $3 tip. */
export function anEarningRide(overrides: Partial<EarningRide> = {}): EarningRide {
  return earningRideSchema.parse({
    rideId: RIDE_ID,
    completedAt: '2026-03-02T09:20:00.000Z',
    pickupAddress: PICKUP.address,
    destinationAddress: DESTINATION.address,
    paymentMethod: 'card',
    currency: 'USD',
    fare: 2_100,
    driverShare: 1_560,
    commission: 540,
    tip: 300,
    refunds: 0,
    earnings: 1_860,
    net: 1_860,
    ...overrides,
  });
}

export function anEarningRidesPage(
  rows: EarningRide[] = [anEarningRide()],
  total = rows.length,
): EarningRidesPage {
  return earningRidesResponseSchema.parse({
    data: rows,
    page: { page: 1, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  });
}

/** The completed demo ride as a row of the driver's history. */
export function aDriverRideRow(overrides: Partial<DriverRideRow> = {}): DriverRideRow {
  const ride = aCompletedRide();
  return driverRideRowSchema.parse({ ...rideListRowOf(ride), riderName: ride.rider.name, ...overrides });
}

export function aDriverRideList(
  rows: DriverRideRow[] = [aDriverRideRow()],
  total = rows.length,
): DriverRideList {
  return driverRideListResponseSchema.parse({
    data: rows,
    page: { page: 1, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
    totals: {
      rides: total,
      completed: rows.filter((row) => row.status === 'completed').length,
      completedFares: [
        {
          currency: 'USD',
          amount: rows
            .filter((row) => row.status === 'completed')
            .reduce((sum, row) => sum + row.fare.amount, 0),
        },
      ],
    },
  });
}
