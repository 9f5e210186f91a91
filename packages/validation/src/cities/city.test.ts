import { describe, expect, it } from 'vitest';
import { isInArea, rectangleArea } from '../geo/index.ts';
import { CITY_MESSAGES, cityInputSchema, serviceAreaInputSchema } from './index.ts';

const square = rectangleArea({ south: 51.4, west: -0.3, north: 51.6, east: 0.1 });
const hole = [
  [-0.15, 51.48],
  [-0.05, 51.48],
  [-0.05, 51.52],
  [-0.15, 51.52],
  [-0.15, 51.48],
];
const london = {
  slug: 'london',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'gbp',
  locale: 'en-GB',
  distanceUnit: 'mi',
  center: { lat: 51.5072, lng: -0.2 },
  serviceArea: { type: 'Polygon', coordinates: square[0] },
};

function issues(input: unknown) {
  const result = cityInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('cityInputSchema', () => {
  it('reads a city: upper-cases the currency, turns the polygon into a MultiPolygon, defaults the destination rule', () => {
    const city = cityInputSchema.parse(london);
    expect(city.currency).toBe('GBP');
    expect(city.serviceArea).toEqual(square);
    expect(city.destinationMayLeaveArea).toBe(false);
  });

  it('refuses unknown time zones, currencies, locales and units, naming each field', () => {
    expect(
      issues({
        ...london,
        timeZone: 'Mars/Olympus',
        currency: 'XXQ',
        locale: 'not a locale',
        distanceUnit: 'leagues',
      }),
    ).toEqual([
      { path: 'timeZone', message: CITY_MESSAGES.timeZoneInvalid },
      { path: 'currency', message: CITY_MESSAGES.currencyInvalid },
      { path: 'locale', message: CITY_MESSAGES.localeInvalid },
      { path: 'distanceUnit', message: CITY_MESSAGES.distanceUnitInvalid },
    ]);
  });

  it('refuses a city without an area, a self-intersecting and an empty polygon', () => {
    const bowTie = [
      [0, 51],
      [1, 52],
      [1, 51],
      [0, 52],
      [0, 51],
    ];
    const flat = [
      [0, 51],
      [1, 51],
      [0.5, 51],
      [0, 51],
    ];
    expect(issues({ ...london, serviceArea: undefined })).toEqual([
      { path: 'serviceArea', message: CITY_MESSAGES.areaInvalid },
    ]);
    expect(issues({ ...london, serviceArea: { type: 'MultiPolygon', coordinates: [] } })).toEqual([
      { path: 'serviceArea', message: CITY_MESSAGES.areaRequired },
    ]);
    expect(issues({ ...london, serviceArea: { type: 'Polygon', coordinates: [bowTie] } })).toEqual([
      { path: 'serviceArea', message: 'The outline crosses itself' },
    ]);
    expect(issues({ ...london, serviceArea: { type: 'Polygon', coordinates: [flat] } })).toEqual([
      { path: 'serviceArea', message: 'The area is empty' },
    ]);
    expect(
      issues({ ...london, serviceArea: { type: 'Polygon', coordinates: [square[0]![0]!.slice(0, 4)] } }),
    ).toEqual([{ path: 'serviceArea', message: 'An outline must end where it starts' }]);
  });

  it('keeps holes, and wants the map centre inside the area', () => {
    const city = cityInputSchema.parse({
      ...london,
      serviceArea: { type: 'Feature', geometry: { type: 'Polygon', coordinates: [square[0]![0], hole] } },
    });
    expect(isInArea({ lat: 51.5, lng: -0.1 }, city.serviceArea)).toBe(false);
    expect(isInArea({ lat: 51.45, lng: -0.1 }, city.serviceArea)).toBe(true);
    expect(
      issues({
        ...london,
        center: { lat: 51.5, lng: -0.1 },
        serviceArea: { type: 'Polygon', coordinates: [square[0]![0], hole] },
      }),
    ).toEqual([{ path: 'center', message: CITY_MESSAGES.centerOutsideArea }]);
  });

  it('reads a FeatureCollection file of several polygons', () => {
    const other = rectangleArea({ south: 51.3, west: 0.2, north: 51.35, east: 0.3 });
    const area = serviceAreaInputSchema.parse({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square[0] } },
        { type: 'Feature', properties: null, geometry: { type: 'MultiPolygon', coordinates: other } },
      ],
    });
    expect(area).toHaveLength(2);
  });
});

describe('isInArea', () => {
  it('counts the boundary as inside and a point just outside as outside', () => {
    expect(isInArea({ lat: 51.4, lng: -0.1 }, square)).toBe(true);
    expect(isInArea({ lat: 51.3999, lng: -0.1 }, square)).toBe(false);
  });
});
