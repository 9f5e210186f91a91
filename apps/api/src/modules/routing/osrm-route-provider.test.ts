import { describe, expect, it } from 'vitest';
import { createOsrmRouteProvider } from './osrm-route-provider.ts';
import { RouteUnavailableError } from './route-provider.ts';
import { startTestHttpServer, testHttpServerForAllTests } from '../../test/test-http-server.ts';

const CITY_HALL = { lat: 37.7793, lng: -122.4193 };
const FERRY_BUILDING = { lat: 37.7955, lng: -122.3937 };

/** An answer in OSRM's documented route-service format, snapped a few metres off the pins as OSRM does. */
const OSRM_OK = {
  code: 'Ok',
  routes: [
    {
      distance: 3456.7,
      duration: 612.4,
      weight: 612.4,
      weight_name: 'routability',
      legs: [{ distance: 3456.7, duration: 612.4, steps: [], summary: '' }],
      geometry: {
        type: 'LineString',
        coordinates: [
          [-122.41925, 37.77935],
          [-122.41, 37.785],
          [-122.4, 37.79],
          [-122.39375, 37.79545],
        ],
      },
    },
  ],
  waypoints: [
    { name: 'Dr Carlton B Goodlett Place', location: [-122.41925, 37.77935], distance: 6.1 },
    { name: 'The Embarcadero', location: [-122.39375, 37.79545], distance: 5.2 },
  ],
};

describe('OSRM route provider', () => {
  const server = testHttpServerForAllTests();

  it('asks the route service for a simplified GeoJSON line and reads distance, duration and path', async () => {
    server.answer(() => ({ body: OSRM_OK }));
    const provider = createOsrmRouteProvider({ baseUrl: `${server.baseUrl}/` });
    expect(provider.kind).toBe('osrm');
    const estimate = await provider.route(CITY_HALL, FERRY_BUILDING);

    const request = server.received[0];
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/route/v1/driving/-122.4193,37.7793;-122.3937,37.7955');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      overview: 'simplified',
      geometries: 'geojson',
    });

    expect(estimate).toEqual({
      distanceMeters: 3457,
      durationSeconds: 612,
      provider: 'osrm',
      path: [
        [37.7793, -122.4193],
        [37.77935, -122.41925],
        [37.785, -122.41],
        [37.79, -122.4],
        [37.79545, -122.39375],
        [37.7955, -122.3937],
      ],
    });
  });

  it('uses the configured profile and a base URL with a path', async () => {
    server.answer(() => ({ body: OSRM_OK }));
    await createOsrmRouteProvider({ baseUrl: `${server.baseUrl}/osrm`, profile: 'car' }).route(
      CITY_HALL,
      FERRY_BUILDING,
    );
    expect(server.received[0]?.url.pathname).toBe('/osrm/route/v1/car/-122.4193,37.7793;-122.3937,37.7955');
  });

  it('thins a long geometry to at most 200 points, still from pin to pin', async () => {
    const coordinates = Array.from({ length: 1000 }, (_, index) => [
      -122.4193 + index * 0.0000256,
      37.7793 + index * 0.0000162,
    ]);
    server.answer(() => ({
      body: {
        code: 'Ok',
        routes: [{ distance: 4000, duration: 700, geometry: { type: 'LineString', coordinates } }],
      },
    }));
    const { path } = await createOsrmRouteProvider({ baseUrl: server.baseUrl }).route(
      CITY_HALL,
      FERRY_BUILDING,
    );
    expect(path.length).toBeLessThanOrEqual(200);
    expect(path[0]).toEqual([CITY_HALL.lat, CITY_HALL.lng]);
    expect(path.at(-1)).toEqual([FERRY_BUILDING.lat, FERRY_BUILDING.lng]);
  });

  it('reports NoRoute, whether OSRM sends it with HTTP 400 or 200', async () => {
    const provider = createOsrmRouteProvider({ baseUrl: server.baseUrl });
    const noRoute = { code: 'NoRoute', message: 'Impossible route between points' };
    server.answer(() => ({ status: 400, body: noRoute }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(
      new RouteUnavailableError('OSRM answered HTTP 400: NoRoute (Impossible route between points)'),
    );
    server.answer(() => ({ body: noRoute }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(
      new RouteUnavailableError('OSRM found no route: NoRoute (Impossible route between points)'),
    );
    server.answer(() => ({ body: { code: 'Ok', routes: [] } }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(/no routes/);
  });

  it('reports a server error', async () => {
    server.answer(() => ({ status: 500, text: 'Internal Server Error' }));
    const error: unknown = await createOsrmRouteProvider({ baseUrl: server.baseUrl })
      .route(CITY_HALL, FERRY_BUILDING)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RouteUnavailableError);
    expect((error as Error).message).toBe('OSRM answered HTTP 500');
  });

  it('reports a body that is not JSON or not in OSRM’s format', async () => {
    const provider = createOsrmRouteProvider({ baseUrl: server.baseUrl });
    server.answer(() => ({ text: '<html>gateway</html>' }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(
      new RouteUnavailableError('OSRM answered with a body that is not JSON'),
    );
    server.answer(() => ({ body: { code: 'Ok', routes: [{ distance: 'far', duration: 1 }] } }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(
      new RouteUnavailableError('OSRM answered in an unexpected format'),
    );
    server.answer(() => ({
      body: {
        code: 'Ok',
        routes: [{ distance: 1, duration: 1, geometry: { type: 'LineString', coordinates: [[500, 37]] } }],
      },
    }));
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(/unexpected format/);
  });

  it('gives up on a server that does not answer in time', async () => {
    server.answer(() => 'hang');
    const provider = createOsrmRouteProvider({ baseUrl: server.baseUrl, timeoutMs: 50 });
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).rejects.toThrow(
      new RouteUnavailableError('OSRM did not answer within 50 ms'),
    );
    expect(server.received).toHaveLength(1);
  });

  it('reports a server that cannot be reached', async () => {
    const closed = await startTestHttpServer();
    await closed.close();
    await expect(
      createOsrmRouteProvider({ baseUrl: closed.baseUrl }).route(CITY_HALL, FERRY_BUILDING),
    ).rejects.toThrow(/^OSRM could not be reached: ECONNREFUSED/);
  });

  it('passes the caller’s cancellation through instead of reporting OSRM as down', async () => {
    server.answer(() => 'hang');
    const controller = new AbortController();
    const route = createOsrmRouteProvider({ baseUrl: server.baseUrl }).route(
      CITY_HALL,
      FERRY_BUILDING,
      controller.signal,
    );
    controller.abort();
    await expect(route).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses an injected fetch and refuses a bad base URL or bad coordinates', async () => {
    const calls: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      calls.push(input instanceof Request ? input.url : input.toString());
      return Response.json(OSRM_OK);
    };
    const provider = createOsrmRouteProvider({ baseUrl: 'https://osrm.example', fetch: fakeFetch });
    await expect(provider.route(CITY_HALL, FERRY_BUILDING)).resolves.toMatchObject({ distanceMeters: 3457 });
    expect(calls).toEqual([
      'https://osrm.example/route/v1/driving/-122.4193,37.7793;-122.3937,37.7955?overview=simplified&geometries=geojson',
    ]);
    await expect(provider.route({ lat: 95, lng: 0 }, FERRY_BUILDING)).rejects.toThrow(RangeError);
    expect(() => createOsrmRouteProvider({ baseUrl: 'not a url' })).toThrow(TypeError);
  });
});
