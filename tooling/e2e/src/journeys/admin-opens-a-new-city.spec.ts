import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContext,
  openAdminPage,
  registerPerson,
  startAdminServer,
  type AdminServer,
  type Person,
} from '../test/admin-app.ts';
import { enableAxe } from '../test/accessibility.ts';
import { launchBrowser, OPERATOR_TILE_URL, openPublicPage, watchPageErrors } from '../test/browser.ts';
import { expectAccessible, expectToast } from '../test/driver-app.ts';
import { uploadDocumentsAndApproveThem } from '../test/driver-documents.ts';
import { apiSession } from '../test/ride-server.ts';
import { expectHeading, expectNoAxeViolations, expectToastText, riderContext } from '../test/rider-app.ts';

type Point = { address: string; lat: number; lng: number };
type Quote = { distanceMeters: number; fare: { currency: string; breakdown: { distance: number } } };

const square = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

/** Lisbon's service area as a file from geojson.io: one polygon, Monsanto park cut out of it as a hole. */
const LISBON_AREA = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Lisbon' },
      geometry: {
        type: 'Polygon',
        coordinates: [square(-9.25, 38.69, -9.08, 38.8), square(-9.2, 38.72, -9.17, 38.74)],
      },
    },
  ],
};

const ROSSIO: Point = { address: 'Rossio, Lisbon', lat: 38.7139, lng: -9.1394 };
const ORIENTE: Point = { address: 'Oriente, Lisbon', lat: 38.768, lng: -9.099 };
const MONSANTO: Point = { address: 'Monsanto, Lisbon', lat: 38.73, lng: -9.185 };
/** Where the new driver waits: Restauradores, a few hundred metres up the avenue from Rossio. */
const RESTAURADORES = { lat: 38.7157, lng: -9.1417 };

const LISBON_DRIVER = {
  name: 'Tiago Lisboa',
  email: `tiago.${Date.now()}@example.com`,
  password: 'Lisboa-2026',
  car: { make: 'Renault', model: 'Zoe', colour: 'White', plate: 'AA-12-BC', year: '2023', seats: '4' },
};

/** An amount as the apps write it in the browser's locale (en-US here): 1234 EUR cents -> "€12.34". */
const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);

type RideFare = { currency: string; estimate: number; final: number | null };

async function quote(rider: APIRequestContext, pickup: Point, destination: Point) {
  return rider.post('/api/rides/quote', { data: { pickup, destination } });
}

async function quoteOk(rider: APIRequestContext, pickup: Point, destination: Point): Promise<Quote> {
  const response = await quote(rider, pickup, destination);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Quote }).data;
}

describe('an administrator opens a new city', () => {
  let server: AdminServer;
  let browser: Browser;
  let rider: Person;
  const contexts: BrowserContext[] = [];
  let driverPage: Page;
  let driverErrors: string[];
  /** The Lisbon rider's browser, signed in. */
  let riderBrowser: BrowserContext;
  let rideId: string;
  let fare: RideFare;
  beforeAll(async () => {
    // Its own server: a new city and its prices must not reach what other journeys check. The operator's own tiles.
    server = await startAdminServer(undefined, { MAP_TILE_URL: OPERATOR_TILE_URL });
    rider = await registerPerson(server.origin, 'rider', 'Rita Rider');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await rider?.api.dispose();
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it("imports its area from GeoJSON, draws a second one, sets its prices, and a quote there uses the city's prices and currency", async () => {
    // Not served yet.
    const before = await quote(rider.api, ROSSIO, ORIENTE);
    expect(before.status()).toBe(400);

    const context = await adminContext(browser, {
      baseURL: server.origin,
      email: server.admin.email,
      password: server.admin.password,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const tileHosts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') tileHosts.add(new URL(request.url()).origin);
    });

    await openAdminPage(page, '/admin/cities', 'Cities', 'Cities');
    await page.getByRole('link', { name: 'Add a city' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'New city' }).isVisible()).toBe(true);

    const form = page.getByRole('form', { name: 'City' });
    await form.getByLabel(/^Name/).fill('Lisbon');
    await form.getByLabel(/^Time zone/).selectOption('Europe/Lisbon');
    await form.getByLabel(/^Currency/).selectOption('EUR');
    await form.getByLabel(/^Locale/).fill('pt-PT');
    await form.getByLabel('GeoJSON file').setInputFiles({
      name: 'lisbon.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(LISBON_AREA)),
    });
    await expect.poll(() => form.getByText('1 area, 1 hole').isVisible()).toBe(true);
    // The imported area is on the map, as a path Leaflet drew.
    const map = form.getByRole('region', { name: 'Service area map' });
    await expect.poll(() => map.locator('path.ridebook-area').count()).toBe(1);
    // Drawn on the operator's tiles (MAP_TILE_URL), never OpenStreetMap's.
    await expect.poll(() => tileHosts.has(new URL(OPERATOR_TILE_URL).origin)).toBe(true);
    expect(tileHosts.has('https://tile.openstreetmap.org')).toBe(false);
    expect(await map.getByText(/Map tiles unavailable/).count()).toBe(0);
    expect(await form.getByLabel(/^Short name/).inputValue()).toBe('lisbon');
    await expectNoAxeViolations(page, 'the new city form with an imported area');
    await form.getByRole('button', { name: 'Add city' }).click();
    await expectToast(page, 'Lisbon added. Set its prices below.');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Lisbon' }).isVisible()).toBe(true);

    // A second area drawn on the map: a rectangle over the river's south bank, north-west corner then south-east.
    const cityForm = page.getByRole('form', { name: 'City' });
    const cityMap = cityForm.getByRole('region', { name: 'Service area map' });
    await expect.poll(() => cityMap.locator('path.ridebook-area').count()).toBe(1);
    await cityMap.getByTitle('Draw Rectangle').click();
    const box = (await cityMap.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.78);
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.9);
    await expect.poll(() => cityForm.getByText('2 areas, 1 hole').isVisible()).toBe(true);
    await cityForm.getByRole('button', { name: 'Save city' }).click();
    await expectToast(page, 'Lisbon saved. New quotes use it now.');

    // Its prices, in euros.
    const pricing = page.getByRole('form', { name: 'Pricing' });
    expect(await pricing.getByLabel(/^Currency/).inputValue()).toBe('EUR');
    await pricing.getByLabel(/^Price per km/).fill('0.95');
    await expect.poll(() => pricing.getByText('In EUR: €0.95').isVisible()).toBe(true);
    await pricing.getByRole('button', { name: 'Save pricing' }).click();
    await expectToast(page, 'Pricing saved. New quotes use it now.');

    // A quote inside the area uses Lisbon's price and currency; the park cut out of it is not served.
    const inside = await quoteOk(rider.api, ROSSIO, ORIENTE);
    expect(inside.fare.currency).toBe('EUR');
    expect(inside.fare.breakdown.distance).toBe(Math.round((95 * inside.distanceMeters) / 1_000));
    const inHole = await quote(rider.api, MONSANTO, ROSSIO);
    expect(inHole.status()).toBe(400);
    expect(await inHole.text()).toContain('RideBook does not serve this location yet');

    // The drawn area is served too: a trip from its middle to Rossio.
    const cities = (await (await rider.api.get('/api/cities')).json()) as {
      data: { slug: string; serviceArea: { coordinates: number[][][][] } }[];
    };
    const lisbon = cities.data.find((city) => city.slug === 'lisbon')!;
    expect(lisbon.serviceArea.coordinates).toHaveLength(2);
    const drawn = lisbon.serviceArea.coordinates[1]![0]!;
    const lngs = drawn.map(([lng]) => lng!);
    const lats = drawn.map(([, lat]) => lat!);
    const middle: Point = {
      address: 'The drawn area',
      lat: (Math.min(...lats) + Math.max(...lats)) / 2,
      lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
    };
    expect((await quoteOk(rider.api, middle, ROSSIO)).fare.currency).toBe('EUR');

    await openAdminPage(page, '/admin/cities', 'Cities', 'Cities');
    const table = page.getByRole('table', { name: 'Cities' });
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Lisbon' }).innerText())
      .toMatch(/Lisbon[\s\S]*Europe\/Lisbon[\s\S]*EUR[\s\S]*2 areas, 1 hole/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a driver registers on the site choosing Lisbon, is approved, and goes online there in the driver app', async () => {
    const context = await browser.newContext({
      baseURL: server.origin,
      permissions: ['geolocation'],
      geolocation: { latitude: RESTAURADORES.lat, longitude: RESTAURADORES.lng, accuracy: 10 },
      // No half-faded toast while axe measures contrast.
      reducedMotion: 'reduce',
    });
    await enableAxe(context);
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await openPublicPage(page, '/driver-signup');
    const field = (label: RegExp) => page.getByRole('main').getByLabel(label);
    await field(/^Full Name/).fill(LISBON_DRIVER.name);
    await field(/^Email/).fill(LISBON_DRIVER.email);
    await field(/^Phone/).fill('+351 912 345 678');
    await field(/^Vehicle Model/).fill(`${LISBON_DRIVER.car.make} ${LISBON_DRIVER.car.model}`);
    await field(/^License Plate/).fill(LISBON_DRIVER.car.plate);
    // The cities served: the demo city first (the default), then the one the admin just opened.
    const city = field(/^City/);
    await expect.poll(() => city.locator('option').allInnerTexts()).toContain('Lisbon');
    await city.selectOption({ label: 'Lisbon' });
    await field(/^Password/).fill(LISBON_DRIVER.password);
    await field(/^Confirm Password/).fill(LISBON_DRIVER.password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await field(/^Password/).fill(LISBON_DRIVER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const cities = (await (await context.request.get('/api/cities')).json()) as {
      data: { id: string; slug: string }[];
    };
    const lisbon = cities.data.find((entry) => entry.slug === 'lisbon')!;

    // Uploading the documents on the Documents page and the admin's review queue are walked in the apps by
    // driver-onboards-with-documents-and-a-rider-sees-their-car; here they go through the API. The queue is read
    // for Lisbon only: the driver's documents are there, so the driver is Lisbon's.
    const admin = await apiSession(server.origin, server.admin.email, server.admin.password);
    try {
      await uploadDocumentsAndApproveThem(context.request, admin, {
        driverEmail: LISBON_DRIVER.email,
        car: LISBON_DRIVER.car,
        cityId: lisbon.id,
      });
    } finally {
      await admin.dispose();
    }

    // The same phone, signed in on the site, opens the driver app.
    driverPage = page;
    driverErrors = errors;
    await driverPage.goto('/driver/documents');
    await expect.poll(() => driverPage.getByText('Your documents are approved').isVisible()).toBe(true);
    await driverPage.goto('/driver/availability');
    const online = driverPage.getByRole('switch', { name: 'Online' });
    await expect.poll(() => online.isEnabled()).toBe(true);
    await online.click();
    await expectToast(driverPage, "You're online. Ride requests will come to you.");
    await expectAccessible(driverPage, '/driver/availability (online in Lisbon)');
  }, 120_000);

  it('a rider in Lisbon books a trip on the map in the rider app, priced in euros; the Lisbon driver takes it', async () => {
    const context = await riderContext(browser, {
      baseURL: server.origin,
      email: rider.email,
      password: rider.password,
      position: ROSSIO,
    });
    contexts.push(context);
    riderBrowser = context;
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await page.goto('/rider/book-ride');
    await expectHeading(page, 'Book a ride');
    // Lisbon is not in the offline gazetteer: the pickup is the rider's position, the destination a point on the map.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expectToastText(page, 'Pickup set to your current location.');
    const pickup = page.getByRole('combobox', { name: 'Pickup' });
    await expect.poll(() => pickup.inputValue()).not.toBe('');
    await page
      .getByRole('group', { name: 'Set on the map' })
      .getByRole('radio', { name: 'Destination' })
      .check();
    const map = page.getByRole('region', { name: 'Trip map' });
    const box = (await map.boundingBox())!;
    // The map shows the streets around the pickup: up and to the right of it is Lisbon too.
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.3);
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await expect.poll(() => destination.inputValue()).not.toBe('');

    const estimate = page.getByTestId('fare-estimate');
    await expect.poll(() => estimate.textContent()).toMatch(/^€\d+\.\d\d$/);
    const quoted = (await estimate.textContent())!;
    await page.getByRole('radio', { name: 'Cash' }).click();
    await expectNoAxeViolations(page, '/rider/book-ride with a fare in euros');
    await page.getByRole('button', { name: `Book ride · ${quoted}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/rider/rides/'));
    rideId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expectHeading(page, 'Finding you a driver');

    const ride = (await (await context.request.get(`/api/rides/${rideId}`)).json()) as {
      data: { fare: RideFare };
    };
    expect(ride.data.fare.currency).toBe('EUR');
    expect(euros(ride.data.fare.estimate)).toBe(quoted);

    // The driver's phone: the offer, in euros, opens over their page.
    const offer = driverPage.getByRole('dialog', { name: 'New ride request' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await expect.poll(() => offer.getByText(rider.name).isVisible()).toBe(true);
    expect(await offer.innerText()).toContain(quoted);
    expect(await offer.innerText()).not.toContain('$');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expectToast(driverPage, 'Ride accepted. Head to the pickup.');
    await driverPage.waitForURL((url) => url.pathname === '/driver/active');

    await expectHeading(page, 'Tiago is on the way');
    const card = page.getByRole('region', { name: 'Your driver' });
    expect(await card.getByText(LISBON_DRIVER.name).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('the driver drives it to the end in the driver app; the rider sees the fare in euros, paid in cash', async () => {
    const riderApi = riderBrowser.request;
    const { pickup, destination } = (
      (await (await riderApi.get(`/api/rides/${rideId}`)).json()) as {
        data: { pickup: Point; destination: Point };
      }
    ).data;
    const phone = driverPage.context();
    const step = async (button: string, toast: string, status: string) => {
      await driverPage.getByRole('button', { name: button }).click();
      await expectToast(driverPage, toast);
      await expect.poll(() => driverPage.getByText(status, { exact: true }).first().isVisible()).toBe(true);
    };
    await phone.setGeolocation({ latitude: pickup.lat, longitude: pickup.lng });
    await expect.poll(() => driverPage.getByText('Heading to the pickup').isVisible()).toBe(true);
    await step('Mark as Arrived', 'The rider knows you have arrived.', 'Waiting for the rider');
    await step('Mark as Picked Up', 'Rider picked up.', 'Rider on board');
    await step('Mark as In Transit', 'Trip started. Drive safely.', 'On the way to the destination');
    await phone.setGeolocation({ latitude: destination.lat, longitude: destination.lng });
    await driverPage.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectToast(driverPage, 'Ride completed.');
    await expect.poll(() => driverPage.getByText('Ride completed', { exact: true }).isVisible()).toBe(true);

    fare = ((await (await riderApi.get(`/api/rides/${rideId}`)).json()) as { data: { fare: RideFare } }).data
      .fare;
    expect(fare.currency).toBe('EUR');
    expect(fare.final).not.toBeNull();
    const paid = euros(fare.final!);
    expect(await driverPage.getByText(paid, { exact: true }).first().isVisible()).toBe(true);
    await expectAccessible(driverPage, '/driver/active (completed in Lisbon, cash to collect)');
    await driverPage.getByRole('button', { name: 'Confirm Cash Collected' }).click();
    await expectToast(driverPage, 'Cash payment confirmed.');
    // The driver's day and earnings are counted in euros too.
    await driverPage.goto('/driver/dashboard');
    const todays = driverPage.locator('[data-slot="card"]').filter({ hasText: "Today's earnings" }).first();
    await expect.poll(() => todays.innerText()).toMatch(/€\d+\.\d\d/);
    await driverPage.goto('/driver/earnings');
    await expect
      .poll(() => driverPage.getByRole('heading', { name: 'Daily earnings' }).isVisible())
      .toBe(true);
    await expect.poll(() => driverPage.getByRole('main').innerText()).toMatch(/€\d+\.\d\d/);
    expect(await driverPage.getByRole('main').innerText()).not.toContain('$');
    await driverPage.goto('/driver/ride-history');
    const rides = driverPage.getByRole('table', { name: 'Your rides' });
    await expect.poll(() => rides.getByText(paid, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => driverPage.getByLabel('Min fare (€)').isVisible()).toBe(true);
    expect(await driverPage.getByRole('main').innerText()).not.toContain('$');
    expect(driverErrors).toEqual([]);

    const page = await riderBrowser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/rider/rides/${rideId}`);
    await expectHeading(page, "You've arrived");
    await expect
      .poll(() => page.getByText(`Fare ${paid}. Paid in cash to your driver.`).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page, 'the completed ride in Lisbon');

    await page.goto('/rider/ride-history');
    const history = page.getByRole('table').first();
    await expect.poll(() => history.getByText(paid, { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Minimum fare (€)').isVisible()).toBe(true);
    expect(await page.getByRole('main').innerText()).not.toContain('$');

    await page.goto('/rider/dashboard');
    const spent = page.locator('[data-slot="card"]').filter({ hasText: 'Amount spent' }).first();
    await expect.poll(() => spent.innerText()).toContain(paid);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the admin finds the ride in All Rides with its fare in euros', async () => {
    const context = await adminContext(browser, {
      baseURL: server.origin,
      email: server.admin.email,
      password: server.admin.password,
    });
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await openAdminPage(page, '/admin/rides', 'All Rides', 'All Rides');
    const row = page
      .getByRole('table', { name: 'All rides' })
      .getByRole('row')
      .filter({ hasText: rider.name });
    await expect.poll(() => row.innerText()).toContain(euros(fare.final!));
    expect(await row.innerText()).toContain(LISBON_DRIVER.name);
    expect(await page.getByText(`· ${euros(fare.final!)} in fares`).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);
});
