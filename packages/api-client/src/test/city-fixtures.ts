import { citySchema, type City } from '@ridebook/validation';

/** A square area around `center`, about 2 km a side (GeoJSON order: longitude, latitude). */
function squareAround(center: { lat: number; lng: number }): City['serviceArea'] {
  const d = 0.01;
  const ring: Array<[number, number]> = [
    [center.lng - d, center.lat - d],
    [center.lng + d, center.lat - d],
    [center.lng + d, center.lat + d],
    [center.lng - d, center.lat + d],
    [center.lng - d, center.lat - d],
  ];
  return { type: 'MultiPolygon', coordinates: [[ring]] };
}

/** A city as GET /api/cities answers it (parsed with the real schema): San Francisco unless told otherwise. */
export function aCity(overrides: Partial<City> = {}): City {
  const center = overrides.center ?? { lat: 37.7749, lng: -122.4194 };
  return citySchema.parse({
    id: '5f000000-0000-4000-8000-000000000001',
    slug: 'san-francisco',
    name: 'San Francisco',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
    locale: 'en-US',
    distanceUnit: 'mi',
    center,
    serviceArea: squareAround(center),
    bounds: {
      south: center.lat - 0.01,
      west: center.lng - 0.01,
      north: center.lat + 0.01,
      east: center.lng + 0.01,
    },
    destinationMayLeaveArea: false,
    zones: [],
    ...overrides,
  });
}
