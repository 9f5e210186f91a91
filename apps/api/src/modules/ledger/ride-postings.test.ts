import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, PAYMENT_METHODS, type PaymentMethod } from '@ridebook/validation';
import { checkPosting, type LedgerLine } from './post-transaction.ts';
import {
  cancellationFeePosting,
  rideFarePosting,
  splitShares,
  tipPosting,
  type LedgerRide,
} from './ride-postings.ts';

const AT = new Date('2026-03-02T10:00:00.000Z');
const RIDER = 'rider-1';
const DRIVER = 'driver-1';

function aRide(overrides: Partial<LedgerRide> = {}): LedgerRide {
  return {
    id: 'ride-1',
    riderId: RIDER,
    driverId: DRIVER,
    paymentMethod: 'card',
    currency: 'USD',
    finalFare: 2_100,
    cancellationFee: 0,
    fare: { breakdown: { bookingFee: 150 } },
    pricing: { commissionPercent: DEFAULT_PRICING_SETTINGS.commissionPercent },
    ...overrides,
  };
}

const amountOf = (lines: LedgerLine[], account: LedgerLine['account']) =>
  lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.amount, 0);

describe('splitShares', () => {
  it('gives the driver 80% of the fare before the booking fee; the platform the rest', () => {
    expect(splitShares(2_100, { commissionPercent: 20, bookingFee: 150 })).toEqual({
      driverShare: 1_560,
      platformShare: 540,
    });
    expect(splitShares(500, { commissionPercent: 20 })).toEqual({ driverShare: 400, platformShare: 100 });
  });

  it('rounds once, so an odd cent goes to one side and none is lost', () => {
    expect(splitShares(1, { commissionPercent: 20 })).toEqual({ driverShare: 1, platformShare: 0 });
    expect(splitShares(333, { commissionPercent: 15 })).toEqual({ driverShare: 283, platformShare: 50 });
  });

  it('always adds up to the amount, with neither share negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, commissionPercent, bookingFee) => {
          const { driverShare, platformShare } = splitShares(amount, { commissionPercent, bookingFee });
          expect(driverShare + platformShare).toBe(amount);
          expect(platformShare).toBeGreaterThanOrEqual(0);
          expect(driverShare).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(driverShare)).toBe(true);
        },
      ),
    );
  });

  it('keeps at least the booking fee and the commission for the platform', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000 }),
        (trip, commissionPercent, bookingFee) => {
          const { platformShare } = splitShares(trip + bookingFee, { commissionPercent, bookingFee });
          expect(platformShare).toBeGreaterThanOrEqual(
            bookingFee + Math.floor((trip * commissionPercent) / 100),
          );
        },
      ),
    );
  });
});

describe('rideFarePosting', () => {
  it.each<[PaymentMethod, LedgerLine]>([
    ['card', { account: 'card_clearing', amount: -2_100 }],
    ['wallet', { account: 'rider_wallet', userId: RIDER, amount: -2_100 }],
    ['cash', { account: 'driver_cash', userId: DRIVER, amount: -2_100 }],
  ])('takes a %s fare from its source, then splits it', (paymentMethod, source) => {
    const posting = rideFarePosting(aRide({ paymentMethod }), AT);
    expect(posting).toMatchObject({ kind: 'ride_fare', rideId: 'ride-1', currency: 'USD', at: AT });
    expect(posting?.entries).toEqual([
      source,
      { account: 'driver_earnings', userId: DRIVER, amount: 1_560 },
      { account: 'platform_revenue', amount: 540 },
    ]);
  });

  it('posts nothing for a ride without a fare', () => {
    expect(rideFarePosting(aRide({ finalFare: null }), AT)).toBeNull();
    expect(rideFarePosting(aRide({ finalFare: 0 }), AT)).toBeNull();
  });

  it('leaves out a share of zero (no commission, no booking fee)', () => {
    const posting = rideFarePosting(
      aRide({ pricing: { commissionPercent: 0 }, fare: { breakdown: { bookingFee: 0 } } }),
      AT,
    );
    expect(posting?.entries).toEqual([
      { account: 'card_clearing', amount: -2_100 },
      { account: 'driver_earnings', userId: DRIVER, amount: 2_100 },
    ]);
  });

  it('is always a posting the ledger accepts, whatever the fare, method and commission', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(...PAYMENT_METHODS),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000 }),
        (finalFare, paymentMethod, commissionPercent, bookingFee) => {
          const posting = rideFarePosting(
            aRide({
              finalFare,
              paymentMethod,
              pricing: { commissionPercent },
              fare: { breakdown: { bookingFee } },
            }),
            AT,
          );
          if (posting === null) throw new Error('a positive fare must be posted');
          expect(() => checkPosting(posting)).not.toThrow();
          expect(
            amountOf(posting.entries, 'driver_earnings') + amountOf(posting.entries, 'platform_revenue'),
          ).toBe(finalFare);
        },
      ),
    );
  });
});

describe('cancellationFeePosting', () => {
  it.each<[PaymentMethod, LedgerLine]>([
    ['card', { account: 'card_clearing', amount: -500 }],
    ['wallet', { account: 'rider_wallet', userId: RIDER, amount: -500 }],
    ['cash', { account: 'rider_wallet', userId: RIDER, amount: -500 }],
  ])('charges a %s ride’s fee to its source and splits it 80/20', (paymentMethod, source) => {
    const posting = cancellationFeePosting(aRide({ paymentMethod, cancellationFee: 500 }), AT, RIDER);
    expect(posting).toMatchObject({ kind: 'cancellation_fee', actorId: RIDER });
    expect(posting?.entries).toEqual([
      source,
      { account: 'driver_earnings', userId: DRIVER, amount: 400 },
      { account: 'platform_revenue', amount: 100 },
    ]);
  });

  it('gives all of the fee to the platform when no driver was assigned', () => {
    const posting = cancellationFeePosting(aRide({ driverId: null, cancellationFee: 500 }), AT, RIDER);
    expect(posting?.entries).toEqual([
      { account: 'card_clearing', amount: -500 },
      { account: 'platform_revenue', amount: 500 },
    ]);
  });

  it('posts nothing without a fee', () => {
    expect(cancellationFeePosting(aRide({ cancellationFee: 0 }), AT, RIDER)).toBeNull();
  });

  it('is always a posting the ledger accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...PAYMENT_METHODS),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (cancellationFee, paymentMethod, commissionPercent, hasDriver) => {
          const ride = aRide({
            cancellationFee,
            paymentMethod,
            pricing: { commissionPercent },
            driverId: hasDriver ? DRIVER : null,
          });
          const posting = cancellationFeePosting(ride, AT, RIDER);
          if (posting === null) throw new Error('a positive fee must be posted');
          expect(() => checkPosting(posting)).not.toThrow();
        },
      ),
    );
  });
});

describe('tipPosting', () => {
  it.each<[PaymentMethod, LedgerLine]>([
    ['card', { account: 'card_clearing', amount: -300 }],
    ['wallet', { account: 'rider_wallet', userId: RIDER, amount: -300 }],
    // A tip in the app is paid by card, even after a cash ride.
    ['cash', { account: 'card_clearing', amount: -300 }],
  ])(
    'takes a tip on a %s ride from its source and gives all of it to the driver',
    (paymentMethod, source) => {
      const posting = tipPosting(aRide({ paymentMethod }), 300, AT, RIDER);
      expect(posting).toMatchObject({ kind: 'tip', rideId: 'ride-1', actorId: RIDER });
      expect(posting.entries).toEqual([source, { account: 'driver_earnings', userId: DRIVER, amount: 300 }]);
    },
  );
});
