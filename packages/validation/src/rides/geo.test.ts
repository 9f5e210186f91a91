import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { latLngSchema, latitudeField, locationSchema, longitudeField, routePathSchema } from './geo.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';

/** Every message a schema reports for a value, in order ([] when valid). */
function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const ferryBuilding = { address: '1 Ferry Building, San Francisco, CA 94111', lat: 37.7955, lng: -122.3937 };

describe('latitudeField', () => {
  it.each([-90, -89.999999, 0, 37.7955, 89.999999, 90])('accepts %d (the bounds are inclusive)', (lat) => {
    expect(latitudeField.parse(lat)).toBe(lat);
  });

  it.each([-90.000001, 90.000001, -91, 91, 180, -180])('refuses %d with one message', (lat) => {
    expect(messages(latitudeField, lat)).toEqual([RIDE_MESSAGES.coordinatesInvalid]);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '37.7955', '', null, undefined, true, {}])(
    'refuses the non-number %j with the same message',
    (lat) => {
      expect(messages(latitudeField, lat)).toEqual([RIDE_MESSAGES.coordinatesInvalid]);
      expect(messages(latitudeField, lat)).toEqual(['Please choose a location on the map']);
    },
  );
});

describe('longitudeField', () => {
  it.each([-180, -179.999999, 0, -122.3937, 179.999999, 180])(
    'accepts %d (the bounds are inclusive)',
    (lng) => {
      expect(longitudeField.parse(lng)).toBe(lng);
    },
  );

  it.each([-180.000001, 180.000001, -181, 181, 360])('refuses %d with one message', (lng) => {
    expect(messages(longitudeField, lng)).toEqual([RIDE_MESSAGES.coordinatesInvalid]);
  });

  it.each([Number.NaN, Number.NEGATIVE_INFINITY, '-122.39', null, undefined])(
    'refuses the non-number %j with the same message',
    (lng) => {
      expect(messages(longitudeField, lng)).toEqual([RIDE_MESSAGES.coordinatesInvalid]);
    },
  );
});

describe('latLngSchema', () => {
  it('accepts a point, including the corners of the map', () => {
    expect(latLngSchema.parse({ lat: 37.7955, lng: -122.3937 })).toEqual({ lat: 37.7955, lng: -122.3937 });
    expect(fieldErrors(latLngSchema, { lat: -90, lng: -180 })).toEqual({});
    expect(fieldErrors(latLngSchema, { lat: 90, lng: 180 })).toEqual({});
  });

  it('reports each bad coordinate on its own path', () => {
    expect(fieldErrors(latLngSchema, { lat: Number.NaN, lng: '12' })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(latLngSchema, {})).toEqual({
      lat: 'Please choose a location on the map',
      lng: 'Please choose a location on the map',
    });
    expect(fieldErrors(latLngSchema, { lat: 91, lng: -122 })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(latLngSchema, { lat: 37, lng: 181 })).toEqual({
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
  });
});

describe('locationSchema', () => {
  it('accepts an address with its coordinates', () => {
    expect(locationSchema.parse(ferryBuilding)).toEqual(ferryBuilding);
  });

  it('trims the address', () => {
    expect(locationSchema.parse({ ...ferryBuilding, address: '  Pier 39 \n' }).address).toBe('Pier 39');
  });

  it.each(['', '   ', '\t\n'])('requires the address after trimming: %j', (address) => {
    expect(fieldErrors(locationSchema, { ...ferryBuilding, address })).toEqual({
      address: RIDE_MESSAGES.addressRequired,
    });
    expect(messagesFor(locationSchema, { ...ferryBuilding, address }, 'address')).toEqual([
      'Please choose a location',
    ]);
  });

  it('requires the address when it is missing or not a string', () => {
    const { address: _address, ...withoutAddress } = ferryBuilding;
    expect(fieldErrors(locationSchema, withoutAddress)).toEqual({ address: RIDE_MESSAGES.addressRequired });
    expect(fieldErrors(locationSchema, { ...ferryBuilding, address: 42 })).toEqual({
      address: RIDE_MESSAGES.addressRequired,
    });
    expect(fieldErrors(locationSchema, { ...ferryBuilding, address: null })).toEqual({
      address: RIDE_MESSAGES.addressRequired,
    });
  });

  it('caps the address at 200 characters after trimming: 200 pass, 201 fail', () => {
    expect(fieldErrors(locationSchema, { ...ferryBuilding, address: 'a'.repeat(200) })).toEqual({});
    expect(locationSchema.parse({ ...ferryBuilding, address: ` ${'a'.repeat(200)} ` }).address).toHaveLength(
      200,
    );
    expect(fieldErrors(locationSchema, { ...ferryBuilding, address: 'a'.repeat(201) })).toEqual({
      address: RIDE_MESSAGES.addressTooLong,
    });
    expect(messagesFor(locationSchema, { ...ferryBuilding, address: 'a'.repeat(201) }, 'address')).toEqual([
      'Address is too long',
    ]);
  });

  it('checks the coordinates with the coordinate fields', () => {
    expect(fieldErrors(locationSchema, { ...ferryBuilding, lat: 90.5, lng: '-122.39' })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
  });

  it('reports every missing field at once', () => {
    expect(fieldErrors(locationSchema, {})).toEqual({
      address: RIDE_MESSAGES.addressRequired,
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
  });
});

describe('routePathSchema', () => {
  it('accepts [lat, lng] pairs, and an empty route', () => {
    const route = [
      [37.7955, -122.3937],
      [37.7946, -122.3999],
      [37.7879, -122.4075],
    ];
    expect(routePathSchema.parse(route)).toEqual(route);
    expect(routePathSchema.parse([])).toEqual([]);
  });

  it('refuses points that are not number pairs', () => {
    expect(routePathSchema.safeParse([[37.7955]]).success).toBe(false);
    expect(routePathSchema.safeParse([[37.7955, -122.3937, 12]]).success).toBe(false);
    expect(routePathSchema.safeParse([['37.7955', '-122.3937']]).success).toBe(false);
    expect(routePathSchema.safeParse([{ lat: 37.7955, lng: -122.3937 }]).success).toBe(false);
  });
});
