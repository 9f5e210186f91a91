import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContext,
  openAdminPage,
  registerPerson,
  startAdminServer,
  type AdminServer,
  type Person,
} from '../test/admin-app.ts';
import { launchBrowser, watchPageErrors } from '../test/browser.ts';
import { expectToast } from '../test/driver-app.ts';
import { expectNoAxeViolations } from '../test/rider-app.ts';

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
  beforeAll(async () => {
    // Its own server: a new city and its prices must not reach what other journeys check.
    server = await startAdminServer();
    rider = await registerPerson(server.origin, 'rider', 'Rita Rider');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await rider?.api.dispose();
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
});
