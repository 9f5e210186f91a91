import { rmSync } from 'node:fs';
import { request, type APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.ts';
import { seededDataDir } from './seeded-data.ts';
import { newDataDir, startServer, type RunningServer } from './server.ts';

/** The simulated drivers' accounts (apps/api/src/modules/demo/demo-drivers.ts): approved, demo password. */
export function simulatedDriverEmail(index: number): string {
  return `sim.driver${String(index + 1).padStart(2, '0')}@ridebook.demo`;
}

async function waitForSignIn(origin: string, email: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${email} never became able to sign in`);
}

export type RideServer = RunningServer & {
  /** Approved drivers besides driver@ridebook.demo, none of them driven by the simulation. */
  extraDriverEmails: string[];
};

/**
 * A server of a ride journey's own, where nobody else takes its rides: no simulated drivers (the run's shared
 * server has 30, which accept offers within seconds). For `extraDrivers`, the server starts once with that many
 * simulated drivers, which creates their approved accounts, and again on the same data without the simulation:
 * the accounts stay, idle, for the journey to sign in with.
 */
export async function startRideServer({ extraDrivers = 0 } = {}): Promise<RideServer> {
  const dataDir = newDataDir('ridebook-e2e-rides-', seededDataDir());
  const extraDriverEmails = Array.from({ length: extraDrivers }, (_, index) => simulatedDriverEmail(index));
  if (extraDrivers > 0) {
    const seeding = await startServer({
      DATA_DIR: dataDir,
      SIMULATED_DRIVERS: String(extraDrivers),
      // Asking "can they sign in yet?" fails until the accounts exist; those failures must not lock them out.
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
    });
    try {
      for (const email of extraDriverEmails) await waitForSignIn(seeding.origin, email);
    } finally {
      await seeding.stop();
    }
  }
  const server = await startServer({ DATA_DIR: dataDir, SIMULATED_DRIVERS: '0' });
  return {
    ...server,
    dataDir,
    extraDriverEmails,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An API client with its own cookie jar (what a browser's fetch with credentials does), signed in as `email`. */
export async function apiSession(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: origin });
  const response = await api.post('/api/auth/login', { data: { email, password } });
  if (!response.ok())
    throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return api;
}

/** A new rider account, signed in through the API. */
export async function newRider(origin: string, name = 'Riley Rider'): Promise<APIRequestContext> {
  const email = `rider.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'Riding123';
  const api = await request.newContext({ baseURL: origin });
  const registered = await api.post('/api/user/register', {
    data: { name, email, password, phone: '+1 (555) 010-0777', role: 'rider' },
  });
  if (!registered.ok())
    throw new Error(`Registering a rider failed: ${registered.status()} ${await registered.text()}`);
  await api.dispose();
  return apiSession(origin, email, password);
}

/**
 * Saves a sandbox test card as the rider app does, without a page: a card setup, the card typed on the sandbox's
 * hosted card page (its form, on the API's origin), then the confirmed setup saved. RideBook's own routes never
 * receive the number.
 */
export async function saveCard(
  rider: APIRequestContext,
  card: { number: string; expMonth?: number; expYear?: number; makeDefault?: boolean },
): Promise<void> {
  const config = await rider.get('/api/payments/config');
  const origin = new URL(config.url()).origin;
  const setup = await rider.post('/api/rider/payment-methods/setup', {
    data: { returnUrl: `${origin}/rider/wallet?card_setup=1` },
  });
  if (!setup.ok()) throw new Error(`Starting a card setup failed: ${setup.status()} ${await setup.text()}`);
  const { setupId, hostedPageUrl } = (
    (await setup.json()) as { data: { setupId: string; hostedPageUrl: string } }
  ).data;
  const typed = await rider.post(hostedPageUrl, {
    form: {
      number: card.number,
      expMonth: String(card.expMonth ?? 12),
      expYear: String(card.expYear ?? 2040),
      cvc: '123',
    },
    maxRedirects: 0,
  });
  if (typed.status() !== 303) throw new Error(`The sandbox card page refused the card: ${typed.status()}`);
  const saved = await rider.post('/api/rider/payment-methods', {
    data: { setupId, ...(card.makeDefault === undefined ? {} : { makeDefault: card.makeDefault }) },
  });
  if (!saved.ok()) throw new Error(`Saving the card failed: ${saved.status()} ${await saved.text()}`);
}

/** Saves the sandbox's always-succeeding test card for the rider (a card ride or an in-app tip needs one). */
export async function saveTestCard(rider: APIRequestContext): Promise<void> {
  await saveCard(rider, { number: '4242 4242 4242 4242' });
}

type Place = { address: string; lat: number; lng: number };

/** Places of the demo city (the built-in gazetteer), and spots near them for drivers to wait at. */
export const PLACES = {
  ferryBuilding: { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  unionSquare: { address: 'Union Square, San Francisco', lat: 37.788, lng: -122.4075 },
  /** A few hundred metres from the Ferry Building. */
  embarcadero: { lat: 37.7929, lng: -122.3969 },
  /** About 600 m from the Ferry Building, the other way. */
  justinHerman: { lat: 37.7947, lng: -122.4005 },
} as const;

/** Quotes and books a trip as the rider (POST /api/rides/quote, then /api/rides); returns the ride's id. */
export async function bookRide(
  rider: APIRequestContext,
  {
    pickup = PLACES.ferryBuilding,
    destination = PLACES.unionSquare,
    paymentMethod = 'cash',
  }: {
    pickup?: Place;
    destination?: Place;
    paymentMethod?: 'cash' | 'card' | 'wallet';
  } = {},
): Promise<string> {
  const quote = await rider.post('/api/rides/quote', { data: { pickup, destination } });
  if (!quote.ok()) throw new Error(`Quote failed: ${quote.status()} ${await quote.text()}`);
  const { data } = (await quote.json()) as { data: { id: string } };
  const booking = await rider.post('/api/rides', {
    data: {
      quoteId: data.id,
      paymentMethod,
      idempotencyKey: `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    },
  });
  if (!booking.ok()) throw new Error(`Booking failed: ${booking.status()} ${await booking.text()}`);
  return ((await booking.json()) as { data: { id: string } }).data.id;
}

/** The ride as its rider sees it (GET /api/rides/:id). */
export async function rideOf(rider: APIRequestContext, rideId: string) {
  const response = await rider.get(`/api/rides/${rideId}`);
  if (!response.ok())
    throw new Error(`Reading the ride failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { status: string; cashCollectedAt: string | null } }).data;
}
