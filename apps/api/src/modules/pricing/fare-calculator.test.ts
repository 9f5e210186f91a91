import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@ridebook/validation';
import { estimateFare, finalFare, riderCancellationFee, splitFare } from './fare-calculator.ts';

const settings: PricingSettings = {
  currency: 'USD',
  baseFare: 250,
  perKm: 110,
  perMinute: 30,
  minimumFare: 800,
  bookingFee: 150,
  cancellationFee: 500,
  cancellationGraceMinutes: 2,
  commissionPercent: 20,
};

describe('estimateFare', () => {
  it('adds base, distance and time, then the booking fee', () => {
    // 10 km, 20 min: 250 + 1100 + 600 = 1950, + 150 fee.
    const fare = estimateFare(settings, { distanceMeters: 10_000, durationSeconds: 1_200 });
    expect(fare).toEqual({
      currency: 'USD',
      estimate: 2_100,
      low: 1_755 + 150,
      high: 2_340 + 150,
      breakdown: { baseFare: 250, distance: 1_100, time: 600, minimumFareTopUp: 0, bookingFee: 150 },
    });
  });

  it('tops a short trip up to the minimum fare', () => {
    // 1 km, 3 min: 250 + 110 + 90 = 450 -> topped up by 350 to 800, + 150.
    const fare = estimateFare(settings, { distanceMeters: 1_000, durationSeconds: 180 });
    expect(fare.breakdown.minimumFareTopUp).toBe(350);
    expect(fare.estimate).toBe(950);
    expect(fare.low).toBe(950);
  });

  it('keeps the estimate inside its range, in whole cents, for any trip and any settings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.record({
          baseFare: fc.integer({ min: 0, max: 2_000 }),
          perKm: fc.integer({ min: 0, max: 1_000 }),
          perMinute: fc.integer({ min: 0, max: 500 }),
          minimumFare: fc.integer({ min: 0, max: 5_000 }),
          bookingFee: fc.integer({ min: 0, max: 1_000 }),
        }),
        (distanceMeters, durationSeconds, overrides) => {
          const fare = estimateFare({ ...settings, ...overrides }, { distanceMeters, durationSeconds });
          expect(
            Number.isInteger(fare.estimate) && Number.isInteger(fare.low) && Number.isInteger(fare.high),
          ).toBe(true);
          expect(fare.low).toBeLessThanOrEqual(fare.estimate);
          expect(fare.estimate).toBeLessThanOrEqual(fare.high);
          expect(fare.estimate).toBeGreaterThanOrEqual(overrides.minimumFare + overrides.bookingFee);
          const { baseFare, distance, time, minimumFareTopUp, bookingFee } = fare.breakdown;
          expect(baseFare + distance + time + minimumFareTopUp + bookingFee).toBe(fare.estimate);
        },
      ),
    );
  });
});

describe('finalFare', () => {
  const quoted = { estimate: 2_100, distanceMeters: 10_000 };

  it('is the upfront price when the route driven is about the one quoted', () => {
    expect(finalFare(settings, quoted, { distanceMeters: 12_500, durationSeconds: 3_000 })).toBe(2_100);
    expect(finalFare(settings, quoted, { distanceMeters: null, durationSeconds: 3_000 })).toBe(2_100);
  });

  it('is recomputed from the route driven after a long detour, never below the upfront price', () => {
    // 15 km, 30 min: 250 + 1650 + 900 = 2800, + 150.
    expect(finalFare(settings, quoted, { distanceMeters: 15_000, durationSeconds: 1_800 })).toBe(2_950);
    expect(finalFare(settings, quoted, { distanceMeters: 12_600, durationSeconds: 60 })).toBe(2_100);
  });
});

describe('riderCancellationFee', () => {
  const acceptedAt = new Date('2026-05-01T10:00:00Z');

  it('is free before a driver accepts and within the grace period', () => {
    expect(riderCancellationFee(settings, { status: 'requested', acceptedAt: null }, acceptedAt)).toBe(0);
    expect(riderCancellationFee(settings, { status: 'scheduled', acceptedAt: null }, acceptedAt)).toBe(0);
    expect(
      riderCancellationFee(settings, { status: 'accepted', acceptedAt }, new Date('2026-05-01T10:02:00Z')),
    ).toBe(0);
  });

  it('charges the fee once the driver has been on the way longer than the grace period, or has arrived', () => {
    expect(
      riderCancellationFee(settings, { status: 'accepted', acceptedAt }, new Date('2026-05-01T10:02:01Z')),
    ).toBe(500);
    expect(
      riderCancellationFee(settings, { status: 'arrived', acceptedAt }, new Date('2026-05-01T10:00:30Z')),
    ).toBe(500);
  });
});

describe('splitFare', () => {
  it('gives the driver 80% of the trip fare and the platform the commission and the booking fee', () => {
    expect(splitFare(settings, 2_100, 150)).toEqual({ driverEarnings: 1_560, platformRevenue: 540 });
  });

  it('never loses or invents a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 100 }),
        (fare, fee, commissionPercent) => {
          const { driverEarnings, platformRevenue } = splitFare(
            { commissionPercent },
            fare,
            Math.min(fee, fare),
          );
          expect(driverEarnings + platformRevenue).toBe(fare);
          expect(driverEarnings).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('uses the default commission of the seed: drivers keep 80%', () => {
    expect(splitFare(DEFAULT_PRICING_SETTINGS, 1_150, 150).driverEarnings).toBe(800);
  });
});
