import { describe, expect, it } from 'vitest';
import { rectangleArea } from '../geo/index.ts';
import { ZONE_MESSAGES, cityInputSchema } from './index.ts';

const london = {
  slug: 'london',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  distanceUnit: 'mi',
  center: { lat: 51.5072, lng: -0.2 },
  serviceArea: {
    type: 'MultiPolygon',
    coordinates: rectangleArea({ south: 51.4, west: -0.3, north: 51.6, east: 0.1 }),
  },
};
const box = (south: number, west: number, north: number, east: number) => ({
  type: 'MultiPolygon',
  coordinates: rectangleArea({ south, west, north, east }),
});
const kingsCross = {
  kind: 'station',
  name: "King's Cross St Pancras",
  area: box(51.528, -0.128, 51.534, -0.12),
  pickupPoints: [
    { name: 'Pancras Road', lat: 51.5313, lng: -0.1255 },
    { name: 'Euston Road', lat: 51.5295, lng: -0.1235 },
  ],
};
const market = { kind: 'no_pickup', name: 'Oxford Street', area: box(51.514, -0.155, 51.516, -0.13) };

function issues(zones: unknown[]) {
  const result = cityInputSchema.safeParse({ ...london, zones });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('zones of a city', () => {
  it('reads a station with its pickup points and a no-pickup zone; no zones at all by default', () => {
    const city = cityInputSchema.parse({ ...london, zones: [kingsCross, market] });
    expect(city.zones.map((zone) => [zone.kind, zone.name, zone.pickupPoints.length])).toEqual([
      ['station', "King's Cross St Pancras", 2],
      ['no_pickup', 'Oxford Street', 0],
    ]);
    expect(cityInputSchema.parse(london).zones).toEqual([]);
  });

  it('refuses a zone outside the service area, even partly, and zones that overlap', () => {
    expect(issues([{ ...market, area: box(51.59, -0.2, 51.61, -0.1) }])).toEqual([
      { path: 'zones.0.area', message: ZONE_MESSAGES.outsideCity },
    ]);
    expect(issues([kingsCross, { ...market, area: box(51.53, -0.125, 51.54, -0.11) }])).toEqual([
      { path: 'zones.1.area', message: ZONE_MESSAGES.overlaps("King's Cross St Pancras") },
    ]);
    // Sharing an edge is not overlapping.
    expect(issues([kingsCross, { ...market, area: box(51.534, -0.128, 51.54, -0.12) }])).toEqual([]);
  });

  it('refuses a self-intersecting or empty zone outline, naming the zone', () => {
    const bowTie = [
      [-0.2, 51.5],
      [-0.1, 51.51],
      [-0.1, 51.5],
      [-0.2, 51.51],
      [-0.2, 51.5],
    ];
    expect(issues([{ ...market, area: { type: 'Polygon', coordinates: [bowTie] } }])).toEqual([
      { path: 'zones.0.area', message: 'The outline crosses itself' },
    ]);
    expect(issues([{ ...market, area: { type: 'MultiPolygon', coordinates: [] } }])).toEqual([
      { path: 'zones.0.area', message: ZONE_MESSAGES.areaRequired },
    ]);
  });

  it('asks airports and stations for pickup points inside the zone, and no-pickup zones for none', () => {
    expect(issues([{ ...kingsCross, pickupPoints: [] }])).toEqual([
      { path: 'zones.0.pickupPoints', message: ZONE_MESSAGES.pickupPointsRequired },
    ]);
    expect(issues([{ ...market, pickupPoints: [{ name: 'Door', lat: 51.515, lng: -0.14 }] }])).toEqual([
      { path: 'zones.0.pickupPoints', message: ZONE_MESSAGES.pickupPointsNotAllowed },
    ]);
    expect(
      issues([
        { ...kingsCross, pickupPoints: [...kingsCross.pickupPoints, { name: 'Far', lat: 51.5, lng: -0.2 }] },
      ]),
    ).toEqual([{ path: 'zones.0.pickupPoints.2', message: ZONE_MESSAGES.pickupPointOutsideZone }]);
    // On the zone's edge counts as inside.
    expect(issues([{ ...kingsCross, pickupPoints: [{ name: 'Edge', lat: 51.528, lng: -0.124 }] }])).toEqual(
      [],
    );
  });

  it('refuses duplicate zone names and pickup point names (any case) and ids used twice', () => {
    const id = '6a000000-0000-4000-8000-000000000001';
    expect(
      issues([
        {
          ...kingsCross,
          id,
          pickupPoints: [
            kingsCross.pickupPoints[0],
            { ...kingsCross.pickupPoints[1]!, name: 'PANCRAS ROAD' },
          ],
        },
        { ...market, id, name: "king's cross st pancras" },
      ]),
    ).toEqual([
      { path: 'zones.0.pickupPoints.1.name', message: ZONE_MESSAGES.pickupPointNameTaken },
      { path: 'zones.1.id', message: ZONE_MESSAGES.idTaken },
      { path: 'zones.1.name', message: ZONE_MESSAGES.nameTaken },
    ]);
  });

  it('words the no-pickup refusal with the zone name', () => {
    expect(ZONE_MESSAGES.noPickupHere('Market Street transit mall')).toBe(
      'Pickups are not allowed here (Market Street transit mall). Move the pin to a nearby street.',
    );
  });
});
