import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, launchBrowser, watchPageErrors } from '../test/browser.ts';
import { startMapStyleServer, type MapStyleServer } from '../test/map-style-server.ts';
import { PLACES } from '../test/ride-server.ts';
import { expectHeading, riderContext } from '../test/rider-app.ts';
import { seededDataDir } from '../test/seeded-data.ts';
import { startServer, type RunningServer } from '../test/server.ts';

/**
 * Vector maps (issue #25, decision 033): the operator points MAP_STYLE_URL at a style (here a local one: a
 * background layer and a GeoJSON source), and the rider's map draws it with MapLibre; in the dark theme the style
 * of MAP_STYLE_URL_DARK, as it is; when the style cannot load the raster tiles take over, and without those too a
 * plain map of the city's areas and places.
 */
describe("a rider books on the operator's vector map, and on a plain map when nothing loads", () => {
  let style: MapStyleServer;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    style = await startMapStyleServer();
    server = await startServer(
      { SIMULATED_DRIVERS: '0', MAP_STYLE_URL: style.styleUrl, MAP_STYLE_URL_DARK: style.darkStyleUrl },
      { seeded: seededDataDir() },
    );
    // WebGL without a GPU: Chromium's software renderer.
    browser = await launchBrowser(['--use-angle=swiftshader', '--enable-unsafe-swiftshader']);
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await style?.stop();
  });

  async function bookingPage(
    block: string[] = [],
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await riderContext(browser, {
      baseURL: server.origin,
      email: DEMO_EMAILS.rider,
      position: PLACES.ferryBuilding,
      viewport: { width: 390, height: 844 },
    });
    contexts.push(context);
    // Unreachable hosts, as offline: the request fails at once.
    for (const pattern of block) await context.route(pattern, (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme });
    const errors = watchPageErrors(page);
    await page.goto('/rider/book-ride');
    await expectHeading(page, 'Book a ride');
    return { page, errors };
  }

  const tripMap = (page: Page) => page.getByRole('region', { name: 'Trip map' });

  it('draws the style with MapLibre, fetched from the configured host the page is allowed to reach', async () => {
    const { page, errors } = await bookingPage();
    await expect.poll(() => tripMap(page).getAttribute('data-basemap')).toBe('vector');
    // MapLibre's canvas is the base layer in Leaflet's tile pane (pins, route and controls stay Leaflet's), and
    // the credit line is the style source's.
    const canvas = tripMap(page).locator('.leaflet-tile-pane canvas.maplibregl-canvas');
    await expect.poll(() => canvas.count()).toBe(1);
    await expect.poll(() => tripMap(page).getByText('Local test style').isVisible()).toBe(true);
    expect(style.requests()).toBeGreaterThan(0);
    // Nothing of the plain basemap under it.
    expect(await tripMap(page).locator('.ridebook-place').count()).toBe(0);
    // No Content-Security-Policy refusal, no script error.
    expect(errors).toEqual([]);
  });

  it('draws the operator’s dark style in the dark theme, as it is, where every other basemap is inverted', async () => {
    const { page, errors } = await bookingPage([], 'dark');
    await expect.poll(() => tripMap(page).getAttribute('data-basemap')).toBe('vector');
    await expect.poll(() => tripMap(page).getByText('Local test dark style').isVisible()).toBe(true);
    expect(style.darkRequests()).toBeGreaterThan(0);
    const tilePaneFilter = () =>
      tripMap(page)
        .locator('.leaflet-tile-pane')
        .evaluate((pane) => getComputedStyle(pane).filter);
    expect(await tilePaneFilter()).toBe('none');

    // The raster tiles it falls back to are inverted, as in every dark map.
    const raster = await bookingPage([style.darkStyleUrl], 'dark');
    await expect.poll(() => tripMap(raster.page).getAttribute('data-basemap')).toBe('raster');
    expect(
      await tripMap(raster.page)
        .locator('.leaflet-tile-pane')
        .evaluate((pane) => getComputedStyle(pane).filter),
    ).toContain('invert(1)');
    expect(errors).toEqual([]);
  });

  it('falls back to the raster tiles when the style cannot load, and to the plain map without tiles', async () => {
    const raster = await bookingPage([style.styleUrl]);
    await expect.poll(() => tripMap(raster.page).getAttribute('data-basemap')).toBe('raster');

    const { page } = await bookingPage([style.styleUrl, 'https://tile.openstreetmap.org/**']);
    await expect.poll(() => tripMap(page).getAttribute('data-basemap')).toBe('plain');
    // The city's places by name on the areas served, and a polite word that the street map is unavailable.
    await expect
      .poll(() => tripMap(page).getByText("Fisherman's Wharf", { exact: true }).isVisible())
      .toBe(true);
    expect(await tripMap(page).locator('.ridebook-place').count()).toBeGreaterThan(3);
    expect(await tripMap(page).locator('path.ridebook-land').count()).toBeGreaterThan(0);
    expect(await tripMap(page).getByText('Simplified map: street map unavailable').isVisible()).toBe(true);
  });
});
