import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@ridebook/validation';
import { todayAtTen } from '../../test/money-support.ts';
import type { TestBrowser } from '../../test/browser.ts';
import {
  PLACES,
  buildRideTestContext,
  ensureTestCard,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { ledgerTotals, walletBalances } from '../../test/payments-support.ts';

type Step =
  | { kind: 'top-up'; amount: number }
  | { kind: 'ride'; method: PaymentMethod; ending: 'complete' | 'cancel-free' | 'cancel-with-fee' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('top-up' as const), amount: fc.integer({ min: 500, max: 6_000 }) }),
  fc.record({
    kind: fc.constant('ride' as const),
    method: fc.constantFrom<PaymentMethod>('card', 'wallet', 'cash'),
    ending: fc.constantFrom('complete' as const, 'cancel-free' as const, 'cancel-with-fee' as const),
  }),
);

describe.skipIf(isTestDatabaseMissing)('money invariants over random rides and top-ups', () => {
  let context: RideTestContext;
  let driver: { browser: TestBrowser };
  beforeAll(async () => {
    context = await buildRideTestContext();
    context.clock.set(todayAtTen());
    driver = await signedInDriver(context.app, context.db);
  });
  afterAll(async () => {
    await context.app.close();
  });

  async function run(rider: TestBrowser, step: Step): Promise<void> {
    if (step.kind === 'top-up') {
      expect((await rider.post('/api/rider/wallet/top-up', { amount: step.amount })).statusCode).toBe(201);
      return;
    }
    // A cash ride's cancellation fee is owed from the wallet by design (decision 007): a debt, so left out here.
    const ending = step.method === 'cash' && step.ending === 'cancel-with-fee' ? 'cancel-free' : step.ending;
    const quote = await rider.post('/api/rides/quote', {
      pickup: PLACES.ferryBuilding,
      destination: PLACES.cityHall,
    });
    const booked = await rider.post('/api/rides', {
      quoteId: quote.json<{ data: { id: string } }>().data.id,
      paymentMethod: step.method,
      idempotencyKey: randomUUID(),
    });
    if (step.method === 'wallet' && booked.statusCode === 402) return; // not enough in the wallet: nothing moves
    expect(booked.statusCode).toBe(201);
    const { id } = rideOf(booked);
    expect((await driver.browser.post(`/api/driver/rides/${id}/accept`)).statusCode).toBe(200);
    if (ending === 'cancel-with-fee') await driver.browser.post(`/api/driver/rides/${id}/arrive`);
    if (ending !== 'complete') {
      expect((await rider.post(`/api/rides/${id}/cancel`, { reason: 'Changed my plans' })).statusCode).toBe(
        200,
      );
      return;
    }
    for (const action of ['arrive', 'pick-up', 'start', 'complete']) {
      expect((await driver.browser.post(`/api/driver/rides/${id}/${action}`)).statusCode).toBe(200);
    }
  }

  it('every account sums to zero, every transaction balances, and no wallet goes negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 6 }), async (steps) => {
        const rider = (await signedInRider(context.app)).browser;
        await ensureTestCard(rider);
        for (const step of steps) await run(rider, step);
        expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
        for (const balance of await walletBalances(context)) expect(balance).toBeGreaterThanOrEqual(0);
      }),
      // Each run drives real rides through the API; PGlite runs one statement at a time.
      { numRuns: testDatabaseKind === 'postgres' ? 25 : 12 },
    );
  });
});
