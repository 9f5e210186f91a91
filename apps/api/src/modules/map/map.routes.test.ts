import { describe, expect, it } from 'vitest';
import { mapSettingsResponseSchema } from '@ridebook/validation';
import { buildTestApp } from '../../test/test-app.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

describe.skipIf(isTestDatabaseMissing)('map settings API', () => {
  it('tells anyone the raster tiles and the plain basemap, and the page may load only those tiles', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/map' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const settings = mapSettingsResponseSchema.parse(response.json()).data;
      expect(settings).toMatchObject({
        styleUrl: null,
        darkStyleUrl: null,
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap') as string,
      });
      // The demo city's area, and its gazetteer's places with their points.
      expect(settings.areas.length).toBeGreaterThan(0);
      expect(settings.places).toContainEqual(
        expect.objectContaining({ name: 'Ferry Building', category: 'station' }),
      );
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
      expect(csp).toContain("connect-src 'self';");
    } finally {
      await app.close();
    }
  });

  it("serves the operator's styles and tiles, and the policy allows exactly their hosts", async () => {
    const app = await buildTestApp({
      MAP_STYLE_URL: STYLE_URL,
      MAP_STYLE_URL_DARK: 'https://maps.example.com/styles/night.json',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '&copy; Example tiles',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/map' });
      expect(mapSettingsResponseSchema.parse(response.json()).data).toMatchObject({
        styleUrl: STYLE_URL,
        darkStyleUrl: 'https://maps.example.com/styles/night.json',
        tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
        attribution: '&copy; Example tiles',
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(
        "img-src 'self' data: blob: https://tiles.example.com https://tiles.openfreemap.org https://maps.example.com;",
      );
      expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org https://maps.example.com;");
      expect(csp).not.toContain('tile.openstreetmap.org');
    } finally {
      await app.close();
    }
  });

  it('keeps Stripe reachable beside a style server', async () => {
    const app = await buildTestApp({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_map',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_map',
      MAP_STYLE_URL: STYLE_URL,
    });
    try {
      const csp = String(
        (await app.inject({ method: 'GET', url: '/api/map' })).headers['content-security-policy'],
      );
      expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org https://api.stripe.com;");
    } finally {
      await app.close();
    }
  });
});
