import {
  DEFAULT_PRICING_SETTINGS,
  type LocationInput,
  type PaymentMethod,
  type Ride,
} from '@ridebook/validation';
import { findRideLedger } from '../modules/ledger/index.ts';
import type { TestBrowser } from './browser.ts';
import { book, rideOf, signedInDriver, signedInRider, type RideTestContext } from './ride-support.ts';

type Party = { browser: TestBrowser; account: { id: string } };

/** A fixed time of the current UTC day (10:00), so "today" cannot roll over while a test moves the clock. */
export function todayAtTen(): Date {
  const at = new Date();
  at.setUTCHours(10, 0, 0, 0);
  return at;
}

/** The seed's split of a fare, computed here independently: 80% of the fare before the booking fee. */
export function expectedFareShares(fare: number, bookingFee = DEFAULT_PRICING_SETTINGS.bookingFee) {
  const driverShare = Math.round(
    ((fare - bookingFee) * (100 - DEFAULT_PRICING_SETTINGS.commissionPercent)) / 100,
  );
  return { driverShare, platformShare: fare - driverShare };
}

async function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

/** Books a ride as `rider` and has `driver` accept it; returns the accepted ride. */
export async function acceptedRide(
  rider: Party,
  driver: Party,
  paymentMethod: PaymentMethod = 'card',
  trip: { pickup?: LocationInput; destination?: LocationInput } = {},
): Promise<Ride> {
  const booked = await book(rider.browser, { paymentMethod, ...trip });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.statusCode} ${booked.body}`);
  const ride = rideOf(booked);
  const accepted = await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
  await expectOk(accepted, 'accept');
  return rideOf(accepted);
}

/** A ride driven from booking to completion (the upfront price: no detour), as drivers.routes.test.ts does. */
export async function completedRide(
  context: RideTestContext,
  options: {
    paymentMethod?: PaymentMethod;
    rider?: Party;
    driver?: Party;
    /** Where: the demo city's Ferry Building to City Hall unless given. */
    trip?: { pickup?: LocationInput; destination?: LocationInput };
  } = {},
) {
  const rider = options.rider ?? (await signedInRider(context.app));
  const driver = options.driver ?? (await signedInDriver(context.app, context.db));
  const ride = await acceptedRide(rider, driver, options.paymentMethod, options.trip);
  for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
    const response = await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`);
    await expectOk(response, step);
  }
  // The settlement worker's turn: a card ride's fare is captured.
  await context.app.settlements.runDue();
  const completed = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
  return { rider, driver, ride: completed };
}

/** A ride the rider cancels once the driver has arrived: the flat cancellation fee (seed: $5). */
export async function cancelledWithFee(
  context: RideTestContext,
  options: { paymentMethod?: PaymentMethod; rider?: Party; driver?: Party } = {},
) {
  const rider = options.rider ?? (await signedInRider(context.app));
  const driver = options.driver ?? (await signedInDriver(context.app, context.db));
  const ride = await acceptedRide(rider, driver, options.paymentMethod);
  await expectOk(await driver.browser.post(`/api/driver/rides/${ride.id}/arrive`), 'arrive');
  const cancelled = await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Changed my plans' });
  await expectOk(cancelled, 'cancel');
  await context.app.settlements.runDue();
  return { rider, driver, ride: rideOf(cancelled) };
}

/** The ride's ledger as `[kind, account, userId, amount]` rows, for exact comparisons. */
export async function ledgerRowsOf(context: RideTestContext, rideId: string) {
  const transactions = await findRideLedger(context.db, rideId);
  return transactions.flatMap((transaction) =>
    transaction.entries.map(
      (entry) => [transaction.kind, entry.account, entry.userId, entry.amount] as const,
    ),
  );
}
