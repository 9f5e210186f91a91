import type { CityInput } from '@ridebook/validation';
import type { TestBrowser } from './browser.ts';

/** Central London with a hole over Hyde Park (nobody is picked up in the park). */
export const LONDON_AREA: Record<'outer' | 'hydeParkHole', Array<[number, number]>> = {
  outer: [
    [-0.25, 51.45],
    [0.0, 51.45],
    [0.0, 51.56],
    [-0.25, 51.56],
    [-0.25, 51.45],
  ],
  hydeParkHole: [
    [-0.19, 51.502],
    [-0.15, 51.502],
    [-0.15, 51.513],
    [-0.19, 51.513],
    [-0.19, 51.502],
  ],
};

export const LONDON: CityInput = {
  slug: 'london-test',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  distanceUnit: 'mi',
  center: { lat: 51.5072, lng: -0.1276 },
  serviceArea: { type: 'Polygon', coordinates: [LONDON_AREA.outer, LONDON_AREA.hydeParkHole] },
};

export const LONDON_PLACES = {
  trafalgarSquare: { address: 'Trafalgar Square, London', lat: 51.508, lng: -0.1281 },
  kingsCross: { address: "King's Cross, London", lat: 51.5308, lng: -0.1238 },
  /** In the hole of the area. */
  hydePark: { address: 'Hyde Park, London', lat: 51.507, lng: -0.165 },
  /** Exactly on the area's southern edge. */
  southernEdge: { address: 'Brixton Hill, London', lat: 51.45, lng: -0.12 },
  /** West of the area. */
  heathrow: { address: 'Heathrow Airport', lat: 51.47, lng: -0.4543 },
  /** A driver waiting near Trafalgar Square. */
  charingCross: { lat: 51.5074, lng: -0.1247 },
};

/**
 * A test city's own area, for tests that need one more city but not London's streets: service areas of two cities
 * may not overlap (decision 031), so the n-th (from 1) is a box of its own north of the test London's, with its
 * centre inside.
 */
export function areaOfItsOwn(n: number): Pick<CityInput, 'center' | 'serviceArea'> {
  const south = 51.6 + (n - 1) * 0.2;
  const [west, north, east] = [-0.25, south + 0.1, 0];
  return {
    center: { lat: south + 0.05, lng: (west + east) / 2 },
    serviceArea: {
      type: 'Polygon',
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  };
}

/** Creates the test London as an admin and returns its id. */
export async function createLondon(admin: TestBrowser, overrides: Partial<CityInput> = {}): Promise<string> {
  const response = await admin.post('/api/admin/cities', { ...LONDON, ...overrides });
  if (response.statusCode !== 201)
    throw new Error(`creating London failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}
