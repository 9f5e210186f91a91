import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import type { LatLng, LocationInput, PaymentMethod, RegisterInput, Ride } from '@ridebook/validation';
import type { App } from '../app.ts';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { seedApprovedDocuments } from '../modules/documents/index.ts';
import { updateDriverProfile, createUsersService } from '../modules/users/index.ts';
import { buildApp } from '../app.ts';
import { createManualClock } from '../shared/clock.ts';
import { registerAccount, newAccount, TEST_PASSWORD } from './accounts.ts';
import { createBrowser, type TestBrowser } from './browser.ts';
import { saveCard } from './payments-support.ts';
import { openTestDatabaseFor, testEnv, type TestDatabaseOptions } from './test-app.ts';

/** Real places of the demo city (San Francisco), for trips in tests. */
export const PLACES = {
  ferryBuilding: { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  unionSquare: { address: 'Union Square, San Francisco', lat: 37.788, lng: -122.4075 },
  cityHall: { address: 'San Francisco City Hall', lat: 37.7793, lng: -122.4193 },
  oraclePark: { address: 'Oracle Park, San Francisco', lat: 37.7786, lng: -122.3893 },
  /** A few hundred metres from the Ferry Building: a driver waiting near the pickup. */
  embarcadero: { lat: 37.7929, lng: -122.3969 },
  /** Near Union Square, about 1.4 km from the Ferry Building. */
  nearUnionSquare: { lat: 37.7875, lng: -122.4065 },
  /** Outer Sunset, about 10 km from downtown. */
  outerSunset: { lat: 37.7535, lng: -122.5053 },
} satisfies Record<string, LocationInput | LatLng>;

export type RideTestContext = Awaited<ReturnType<typeof buildRideTestContext>>;

/** The API on a fresh database with a hand-moved clock and no dispatch timer: tests run due work themselves. */
export async function buildRideTestContext(overrides: Partial<Env> = {}, options: TestDatabaseOptions = {}) {
  const env = testEnv({ DISPATCH_INTERVAL_MS: 0, ...overrides });
  const database = await openTestDatabaseFor(env, options);
  const clock = createManualClock();
  const app = await buildApp({
    env,
    database,
    logger: false,
    clock,
  });
  return { app, db: database.db, clock };
}

/**
 * For each test of the enclosing describe, a fresh ride test context (buildRideTestContext), its app closed after
 * the test. The object returned stays the same; its fields are those of the test that runs.
 */
export function rideTestContextPerTest(): RideTestContext {
  const context = {} as RideTestContext;
  beforeEach(async () => {
    Object.assign(context, await buildRideTestContext());
  });
  afterEach(async () => {
    await context.app.close();
  });
  return context;
}

async function signIn(app: App, email: string, password: string): Promise<TestBrowser> {
  const browser = createBrowser(app);
  const response = await browser.post('/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return browser;
}

export async function signedInRider(app: App) {
  const account = await registerAccount(app);
  return { browser: await signIn(app, account.email, account.password), account };
}

/** The car of `signedInDriver`'s drivers, from their approved registration. */
export const TEST_VEHICLE = { make: 'Toyota', model: 'Prius', colour: 'Silver', plate: 'ABC-1234' };

/** Approves a driver as an admin would, with the four documents approved (what going online asks, decision 020). */
export async function approveWithDocuments(app: App, db: Database, driver: { id: string; name: string }) {
  await updateDriverProfile(db, driver.id, { approvalStatus: 'approved' }, new Date());
  await seedApprovedDocuments(
    { db, storage: app.documents.storage },
    driver,
    TEST_VEHICLE,
    app.rideEngine.context.clock.now(),
  );
}

/**
 * A driver approved by an admin with the four documents approved (what going online asks, decision 020), signed
 * in, and (unless `position` is null) online at `position`.
 */
export async function signedInDriver(
  app: App,
  db: Database,
  position: LatLng | null = PLACES.embarcadero,
  registration: Partial<RegisterInput> = {},
) {
  const account = await registerAccount(app, { role: 'driver', ...registration });
  await approveWithDocuments(app, db, account);
  const browser = await signIn(app, account.email, account.password);
  if (position !== null) {
    const response = await browser.put('/api/driver/availability', { online: true, position });
    if (response.statusCode !== 200)
      throw new Error(`going online failed: ${response.statusCode} ${response.body}`);
  }
  return { browser, account };
}

export async function signedInAdmin(app: App, db: Database) {
  const { name, email, phone } = newAccount();
  const user = await createUsersService({ db }).createAdmin({ name, email, phone, password: TEST_PASSWORD });
  return { browser: await signIn(app, email, TEST_PASSWORD), account: { ...user, password: TEST_PASSWORD } };
}

/** The sandbox's test card that always succeeds (docs/decisions/008). */
export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

/** Card rides need a saved card: saves the always-succeeding test card unless the rider has one already. */
export async function ensureTestCard(rider: TestBrowser): Promise<void> {
  const cards = await rider.get('/api/rider/payment-methods');
  if (cards.json<{ data: unknown[] }>().data.length > 0) return;
  const saved = await saveCard(rider, TEST_CARD);
  if (saved.statusCode !== 201) throw new Error(`saving a card failed: ${saved.statusCode} ${saved.body}`);
}

/** What `book` puts in a wallet that holds less than $100 before a wallet ride (the most a top-up can be). */
export const WALLET_TEST_TOP_UP = 50_000;

/**
 * Wallet rides need the money first: tops the wallet of `currency` (the default city's when absent) up by card unless
 * 100 units are available already.
 */
export async function ensureWalletFunds(rider: TestBrowser, currency?: string): Promise<void> {
  const query = currency === undefined ? '' : `?currency=${currency}`;
  const wallet = await rider.get(`/api/rider/wallet${query}`);
  if (wallet.json<{ data: { available: number } }>().data.available >= 10_000) return;
  await ensureTestCard(rider);
  const topUp = await rider.post('/api/rider/wallet/top-up', { amount: WALLET_TEST_TOP_UP, currency });
  if (topUp.statusCode !== 201) throw new Error(`top-up failed: ${topUp.statusCode} ${topUp.body}`);
}

/**
 * Quotes and books a trip as `rider`; returns the booking's response. A card ride first saves the sandbox's test
 * card, a wallet ride first tops the wallet up (docs/decisions/008), unless the rider is ready already.
 */
export async function book(
  rider: TestBrowser,
  options: {
    pickup?: LocationInput;
    destination?: LocationInput;
    paymentMethod?: PaymentMethod;
    scheduledAt?: string;
    note?: string;
    idempotencyKey?: string;
    /** The pickup point chosen where the quote offers some (an airport or station zone). */
    pickupPointId?: string;
  } = {},
) {
  const quote = await rider.post('/api/rides/quote', {
    pickup: options.pickup ?? PLACES.ferryBuilding,
    destination: options.destination ?? PLACES.cityHall,
  });
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.statusCode} ${quote.body}`);
  const quoted = quote.json<{ data: { id: string; fare: { currency: string } } }>().data;
  const quoteId = quoted.id;
  const paymentMethod = options.paymentMethod ?? 'card';
  if (paymentMethod === 'card') await ensureTestCard(rider);
  if (paymentMethod === 'wallet') await ensureWalletFunds(rider, quoted.fare.currency);
  return rider.post('/api/rides', {
    quoteId,
    paymentMethod,
    idempotencyKey: options.idempotencyKey ?? randomUUID(),
    ...(options.scheduledAt === undefined ? {} : { scheduledAt: options.scheduledAt }),
    ...(options.note === undefined ? {} : { note: options.note }),
    ...(options.pickupPointId === undefined ? {} : { pickupPointId: options.pickupPointId }),
  });
}

export function rideOf(response: { json(): unknown }): Ride {
  return (response.json() as { data: Ride }).data;
}
