import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS, type PaymentMethod } from '@ridebook/validation';
import {
  acceptedRide,
  cancelledWithFee,
  completedRide,
  expectedFareShares,
  ledgerRowsOf,
  todayAtTen,
} from '../../test/money-support.ts';
import {
  buildRideTestContext,
  WALLET_TEST_TOP_UP,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { accountBalance } from './ledger.repository.ts';

describe.skipIf(isTestDatabaseMissing)('ride postings', () => {
  let context: RideTestContext;
  beforeEach(async () => {
    context = await buildRideTestContext();
    context.clock.set(todayAtTen());
  });
  afterEach(async () => {
    await context.app.close();
  });

  describe('the fare, posted with the completion', () => {
    it.each<[PaymentMethod, 'card_clearing' | 'rider_wallet' | 'driver_cash', 'none' | 'rider' | 'driver']>([
      ['card', 'card_clearing', 'none'],
      ['wallet', 'rider_wallet', 'rider'],
      ['cash', 'driver_cash', 'driver'],
    ])(
      'takes a %s fare from %s and splits it 80/20 before the booking fee',
      async (method, source, owner) => {
        const { rider, driver, ride } = await completedRide(context, { paymentMethod: method });
        const fare = ride.fare.estimate;
        expect(ride.fare.final).toBe(fare);
        const { driverShare, platformShare } = expectedFareShares(fare);
        const sourceUser =
          owner === 'rider' ? rider.account.id : owner === 'driver' ? driver.account.id : null;
        expect(await ledgerRowsOf(context, ride.id)).toEqual([
          ['ride_fare', source, sourceUser, -fare],
          ['ride_fare', 'driver_earnings', driver.account.id, driverShare],
          ['ride_fare', 'platform_revenue', null, platformShare],
        ]);
        expect(driverShare + platformShare).toBe(fare);
        expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(driverShare);
        expect(await accountBalance(context.db, 'platform_revenue', null)).toBe(platformShare);
        expect(ride.tip).toBe(0);
      },
    );

    it('leaves a cash driver owing the platform its share (net = earnings + cash held)', async () => {
      const { driver, ride } = await completedRide(context, { paymentMethod: 'cash' });
      const { platformShare } = expectedFareShares(ride.fare.estimate);
      const net =
        (await accountBalance(context.db, 'driver_earnings', driver.account.id)) +
        (await accountBalance(context.db, 'driver_cash', driver.account.id));
      expect(net).toBe(-platformShare);
    });

    it('posts nothing before completion', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await acceptedRide(rider, driver);
      for (const step of ['arrive', 'pick-up', 'start'])
        await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`);
      expect(await ledgerRowsOf(context, ride.id)).toEqual([]);
    });

    it('posts once when the driver completes twice at the same moment', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await acceptedRide(rider, driver);
      for (const step of ['arrive', 'pick-up', 'start'])
        await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => driver.browser.post(`/api/driver/rides/${ride.id}/complete`)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const rows = await ledgerRowsOf(context, ride.id);
      expect(rows.map(([kind, account]) => [kind, account])).toEqual([
        ['ride_fare', 'card_clearing'],
        ['ride_fare', 'driver_earnings'],
        ['ride_fare', 'platform_revenue'],
      ]);
    });
  });

  describe('the cancellation fee, posted with the cancellation', () => {
    const fee = DEFAULT_PRICING_SETTINGS.cancellationFee;

    it.each<[PaymentMethod, 'card_clearing' | 'rider_wallet']>([
      ['card', 'card_clearing'],
      ['wallet', 'rider_wallet'],
      ['cash', 'rider_wallet'],
    ])('charges a %s rider’s fee to %s and splits it 80/20', async (method, source) => {
      const { rider, driver, ride } = await cancelledWithFee(context, { paymentMethod: method });
      expect(ride.cancellationFee).toBe(fee);
      expect(await ledgerRowsOf(context, ride.id)).toEqual([
        ['cancellation_fee', source, source === 'card_clearing' ? null : rider.account.id, -fee],
        ['cancellation_fee', 'driver_earnings', driver.account.id, fee * 0.8],
        ['cancellation_fee', 'platform_revenue', null, fee * 0.2],
      ]);
      if (source === 'rider_wallet') {
        // A negative wallet is money the rider owes (a wallet ride was topped up before its booking).
        const toppedUp = method === 'wallet' ? WALLET_TEST_TOP_UP : 0;
        expect(await accountBalance(context.db, 'rider_wallet', rider.account.id)).toBe(toppedUp - fee);
      }
    });

    it('posts nothing for a free cancellation, by the rider within the grace period or by the driver', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const first = await acceptedRide(rider, driver);
      const free = rideOf(
        await rider.browser.post(`/api/rides/${first.id}/cancel`, { reason: 'Changed my plans' }),
      );
      expect(free.cancellationFee).toBe(0);
      const second = await acceptedRide(rider, driver);
      context.clock.advance(5 * 60_000);
      await driver.browser.post(`/api/rides/${second.id}/cancel`, { reason: 'Vehicle problem' });
      expect(await ledgerRowsOf(context, first.id)).toEqual([]);
      expect(await ledgerRowsOf(context, second.id)).toEqual([]);
    });
  });
});
