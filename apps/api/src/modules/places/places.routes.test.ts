import { describe, expect, it } from 'vitest';
import { placeListResponseSchema, serviceAreaResponseSchema } from '@ridebook/validation';
import { rideTestContextPerTest, signedInRider } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

describe.skipIf(isTestDatabaseMissing)('places API', () => {
  const context = rideTestContextPerTest();

  it('finds demo-city places as the rider types, and names a pinned point', async () => {
    const { browser } = await signedInRider(context.app);
    const found = placeListResponseSchema.parse(
      (await browser.get('/api/places/search?q=ferry&limit=3')).json(),
    ).data;
    expect(found[0]).toMatchObject({ name: expect.stringContaining('Ferry Building') as string });
    expect(found.length).toBeLessThanOrEqual(3);
    const airport = placeListResponseSchema.parse(
      (await browser.get('/api/places/search?q=SFO')).json(),
    ).data;
    expect(airport[0]?.category).toBe('airport');
    const reverse = (
      await browser.get(`/api/places/reverse?lat=${found[0]?.lat}&lng=${found[0]?.lng}`)
    ).json<{ data: { id: string } }>();
    expect(reverse.data.id).toBe(found[0]?.id);
    const pinned = (await browser.get('/api/places/reverse?lat=37.7000&lng=-122.4700')).json<{
      data: { name: string };
    }>();
    expect(pinned.data.name).toBe('Pinned location');
  });

  it('refuses an empty search and blank coordinates with their messages', async () => {
    const { browser } = await signedInRider(context.app);
    const empty = await browser.get('/api/places/search?q=%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: [{ path: 'q', message: 'Please type a place to search for' }],
    });
    const blank = await browser.get('/api/places/reverse?lat=&lng=');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      errors: [
        { path: 'lat', message: 'Please choose a location on the map' },
        { path: 'lng', message: 'Please choose a location on the map' },
      ],
    });
  });

  it('needs a signed-in user to name a point, but tells anyone the served area', async () => {
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/places/reverse?lat=37.79&lng=-122.39' }))
        .statusCode,
    ).toBe(401);
    const area = serviceAreaResponseSchema.parse(
      (await context.app.inject({ method: 'GET', url: '/api/places/service-area' })).json(),
    ).data;
    expect(area).toMatchObject({ name: 'San Francisco', currency: 'USD' });
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/rides/quote',
      '/api/rides',
      '/api/driver/rides/{id}/accept',
      '/api/places/search',
      '/api/auth/login',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
