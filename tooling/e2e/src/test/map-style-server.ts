import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** San Francisco's middle as land, with a few streets: enough for MapLibre to draw something that is a map. */
const CITY = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-122.515, 37.708],
            [-122.357, 37.708],
            [-122.384, 37.735],
            [-122.387, 37.79],
            [-122.398, 37.808],
            [-122.43, 37.806],
            [-122.478, 37.811],
            [-122.514, 37.78],
            [-122.515, 37.708],
          ],
        ],
      },
    },
    ...[
      // Market St, Van Ness Ave, Mission St, Geary Blvd, the Embarcadero, 19th Ave, Oak St.
      [
        [-122.395, 37.7945],
        [-122.4194, 37.7749],
        [-122.4427, 37.7617],
      ],
      [
        [-122.4224, 37.806],
        [-122.4194, 37.7749],
        [-122.4149, 37.7556],
      ],
      [
        [-122.3965, 37.7905],
        [-122.4198, 37.7652],
        [-122.4342, 37.7195],
      ],
      [
        [-122.4044, 37.7878],
        [-122.4497, 37.7822],
        [-122.5098, 37.7794],
      ],
      [
        [-122.3878, 37.7765],
        [-122.3937, 37.7955],
        [-122.4103, 37.8079],
      ],
      [
        [-122.4757, 37.7677],
        [-122.4753, 37.7303],
        [-122.4719, 37.7081],
      ],
      [
        [-122.4201, 37.7746],
        [-122.4535, 37.7709],
        [-122.5095, 37.7697],
      ],
    ].map((coordinates) => ({
      type: 'Feature',
      properties: { kind: 'road' },
      geometry: { type: 'LineString', coordinates },
    })),
  ],
};

/** A MapLibre style with a background layer and one GeoJSON source: no glyphs, no sprites, no tiles to fetch. */
export const LOCAL_MAP_STYLE = {
  version: 8,
  name: 'RideBook local test style',
  sources: { city: { type: 'geojson', data: CITY, attribution: 'Local test style' } },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#a8cbe0' } },
    {
      id: 'land',
      type: 'fill',
      source: 'city',
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'fill-color': '#efe9dc' },
    },
    {
      id: 'roads',
      type: 'line',
      source: 'city',
      filter: ['==', ['get', 'kind'], 'road'],
      paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 11, 2, 16, 10] },
    },
  ],
};

/** Its night twin, for MAP_STYLE_URL_DARK: the same layers in dark colours, with a credit of its own. */
export const LOCAL_DARK_MAP_STYLE = {
  ...LOCAL_MAP_STYLE,
  name: 'RideBook local test dark style',
  sources: { city: { ...LOCAL_MAP_STYLE.sources.city, attribution: 'Local test dark style' } },
  layers: LOCAL_MAP_STYLE.layers.map((layer) => {
    const dark: Record<string, string> = { water: '#1d3a4f', land: '#22262e', roads: '#3c4350' };
    const [property] = Object.keys(layer.paint) as [keyof typeof layer.paint];
    return { ...layer, paint: { ...layer.paint, [property]: dark[layer.id] } };
  }),
};

export type MapStyleServer = {
  /** The style's URL, for MAP_STYLE_URL. */
  styleUrl: string;
  /** The dark style's URL, for MAP_STYLE_URL_DARK. */
  darkStyleUrl: string;
  /** How many times the style was asked for. */
  requests(): number;
  /** How many times the dark style was asked for. */
  darkRequests(): number;
  stop(): Promise<void>;
};

/** Serves both styles on the loopback interface, as a tile host would (CORS open): no internet needed. */
export async function startMapStyleServer(): Promise<MapStyleServer> {
  const styles: Record<string, object> = {
    '/style.json': LOCAL_MAP_STYLE,
    '/style-dark.json': LOCAL_DARK_MAP_STYLE,
  };
  const requests: Record<string, number> = { '/style.json': 0, '/style-dark.json': 0 };
  const server = createServer((request, response) => {
    const style = styles[request.url ?? ''];
    if (!style) {
      response.writeHead(404).end();
      return;
    }
    requests[request.url!]! += 1;
    response
      .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(style));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    styleUrl: `http://127.0.0.1:${port}/style.json`,
    darkStyleUrl: `http://127.0.0.1:${port}/style-dark.json`,
    requests: () => requests['/style.json']!,
    darkRequests: () => requests['/style-dark.json']!,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
