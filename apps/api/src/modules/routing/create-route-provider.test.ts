import { describe, expect, it } from 'vitest';
import { createRouteProvider } from './create-route-provider.ts';

describe('createRouteProvider', () => {
  it('builds the offline straight-line provider for builtin, with the configured factor and speed', async () => {
    const provider = createRouteProvider({ provider: 'builtin', detourFactor: 1.5, citySpeedKmh: 36 });
    expect(provider.kind).toBe('straight-line');
    const estimate = await provider.route(
      { lat: 37.7, lng: -122.45 },
      { lat: 37.7 + 2000 / 111_195.08, lng: -122.45 },
    );
    expect(estimate).toMatchObject({ distanceMeters: 3000, durationSeconds: 300 });
  });

  it('builds the OSRM provider when a URL is given and refuses osrm without one', () => {
    const config = { detourFactor: 1.3, citySpeedKmh: 25 };
    expect(createRouteProvider({ ...config, provider: 'osrm', url: 'http://127.0.0.1:5000' }).kind).toBe(
      'osrm',
    );
    expect(() => createRouteProvider({ ...config, provider: 'osrm' })).toThrow(/needs the URL/);
    expect(() => createRouteProvider({ ...config, provider: 'osrm', url: '  ' })).toThrow(/needs the URL/);
  });
});
