import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import {
  PLACE_CATEGORIES,
  fareQuoteRequestSchema,
  fareQuoteResponseSchema,
  placeListResponseSchema,
  placeSchema,
  placeSearchQuerySchema,
  reverseGeocodeQuerySchema,
  serviceAreaResponseSchema,
} from './quote.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const pickup = { address: '1 Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 };
const destination = { address: 'SFO International Terminal', lat: 37.6213, lng: -122.379 };

describe('fareQuoteRequestSchema', () => {
  it('accepts a pickup and a destination, trimming the addresses', () => {
    expect(fareQuoteRequestSchema.parse({ pickup, destination })).toEqual({ pickup, destination });
    expect(
      fareQuoteRequestSchema.parse({
        pickup: { ...pickup, address: `  ${pickup.address}  ` },
        destination,
      }).pickup.address,
    ).toBe(pickup.address);
  });

  it('reports a missing pickup on its own path', () => {
    expect(fieldErrors(fareQuoteRequestSchema, { destination })).toEqual({
      pickup: RIDE_MESSAGES.pickupRequired,
    });
    expect(messagesFor(fareQuoteRequestSchema, { destination }, 'pickup')).toEqual([
      'Pickup location is required',
    ]);
  });

  it('reports a missing destination on its own path', () => {
    expect(fieldErrors(fareQuoteRequestSchema, { pickup })).toEqual({
      destination: RIDE_MESSAGES.destinationRequired,
    });
    expect(messagesFor(fareQuoteRequestSchema, { pickup }, 'destination')).toEqual([
      'Destination is required',
    ]);
  });

  it('reports both when both are missing, one message each', () => {
    expect(fieldErrors(fareQuoteRequestSchema, {})).toEqual({
      pickup: RIDE_MESSAGES.pickupRequired,
      destination: RIDE_MESSAGES.destinationRequired,
    });
    expect(messages(fareQuoteRequestSchema, {})).toEqual([
      RIDE_MESSAGES.pickupRequired,
      RIDE_MESSAGES.destinationRequired,
    ]);
    expect(fieldErrors(fareQuoteRequestSchema, { pickup: undefined, destination: undefined })).toEqual({
      pickup: RIDE_MESSAGES.pickupRequired,
      destination: RIDE_MESSAGES.destinationRequired,
    });
  });

  it('checks a sent location with the location rules, on nested paths', () => {
    expect(
      fieldErrors(fareQuoteRequestSchema, {
        pickup: { ...pickup, address: '   ' },
        destination: { ...destination, lat: 91, lng: Number.NaN },
      }),
    ).toEqual({
      'pickup.address': RIDE_MESSAGES.addressRequired,
      'destination.lat': RIDE_MESSAGES.coordinatesInvalid,
      'destination.lng': RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(
      fieldErrors(fareQuoteRequestSchema, {
        pickup,
        destination: { ...destination, address: 'x'.repeat(201) },
      }),
    ).toEqual({ 'destination.address': RIDE_MESSAGES.addressTooLong });
  });

  it('reports a missing pickup even when the destination has an empty address', () => {
    expect(fieldErrors(fareQuoteRequestSchema, { destination: { ...destination, address: '' } })).toEqual({
      pickup: RIDE_MESSAGES.pickupRequired,
      'destination.address': RIDE_MESSAGES.addressRequired,
    });
  });

  it('reports a missing destination alongside a pickup out of bounds', () => {
    expect(fieldErrors(fareQuoteRequestSchema, { pickup: { ...pickup, lat: 99 } })).toEqual({
      'pickup.lat': RIDE_MESSAGES.coordinatesInvalid,
      destination: RIDE_MESSAGES.destinationRequired,
    });
  });

  it('refuses a body that is not an object', () => {
    expect(fareQuoteRequestSchema.safeParse(null).success).toBe(false);
    expect(fareQuoteRequestSchema.safeParse('pickup').success).toBe(false);
  });
});

describe('placeSearchQuerySchema (GET /api/places/search)', () => {
  it('needs only q, and defaults the limit to 8', () => {
    const query = placeSearchQuerySchema.parse({ q: 'airport' });
    expect(query).toEqual({ q: 'airport', limit: 8 });
    expect(query.lat).toBeUndefined();
    expect(query.lng).toBeUndefined();
  });

  it('coerces the query-string numbers and trims q', () => {
    expect(
      placeSearchQuerySchema.parse({ q: '  Union Square ', lat: '37.788', lng: '-122.4075', limit: '5' }),
    ).toEqual({
      q: 'Union Square',
      lat: 37.788,
      lng: -122.4075,
      limit: 5,
    });
    expect(placeSearchQuerySchema.parse({ q: 'pier', lat: 37.8, lng: -122.4, limit: 3 })).toEqual({
      q: 'pier',
      lat: 37.8,
      lng: -122.4,
      limit: 3,
    });
  });

  it.each(['', '   ', '\n'])('requires q after trimming: %j', (q) => {
    expect(fieldErrors(placeSearchQuerySchema, { q })).toEqual({ q: RIDE_MESSAGES.placeQueryRequired });
    expect(messagesFor(placeSearchQuerySchema, { q }, 'q')).toEqual(['Please type a place to search for']);
  });

  it('requires q when it is missing', () => {
    expect(fieldErrors(placeSearchQuerySchema, {})).toEqual({ q: RIDE_MESSAGES.placeQueryRequired });
    expect(fieldErrors(placeSearchQuerySchema, { q: ['a', 'b'] })).toEqual({
      q: RIDE_MESSAGES.placeQueryRequired,
    });
  });

  it('caps q at 200 characters after trimming', () => {
    expect(fieldErrors(placeSearchQuerySchema, { q: ` ${'q'.repeat(200)} ` })).toEqual({});
    expect(fieldErrors(placeSearchQuerySchema, { q: 'q'.repeat(201) })).toEqual({
      q: RIDE_MESSAGES.placeQueryTooLong,
    });
  });

  it('accepts limits 1 to 20 and refuses 0, 21, fractions and words', () => {
    expect(placeSearchQuerySchema.parse({ q: 'a', limit: '1' }).limit).toBe(1);
    expect(placeSearchQuerySchema.parse({ q: 'a', limit: '20' }).limit).toBe(20);
    for (const limit of ['0', '21', '-1', '2.5', 'ten', 0, 21]) {
      expect(Object.keys(fieldErrors(placeSearchQuerySchema, { q: 'a', limit })), String(limit)).toEqual([
        'limit',
      ]);
    }
  });

  it('accepts latitudes -90..90 and longitudes -180..180, inclusive', () => {
    expect(placeSearchQuerySchema.parse({ q: 'a', lat: '-90', lng: '-180' })).toMatchObject({
      lat: -90,
      lng: -180,
    });
    expect(placeSearchQuerySchema.parse({ q: 'a', lat: '90', lng: '180' })).toMatchObject({
      lat: 90,
      lng: 180,
    });
    expect(
      Object.keys(fieldErrors(placeSearchQuerySchema, { q: 'a', lat: '90.01', lng: '-180.01' })),
    ).toEqual(['lat', 'lng']);
    expect(
      Object.keys(fieldErrors(placeSearchQuerySchema, { q: 'a', lat: '-90.01', lng: '180.01' })),
    ).toEqual(['lat', 'lng']);
    expect(Object.keys(fieldErrors(placeSearchQuerySchema, { q: 'a', lat: 'north', lng: 'west' }))).toEqual([
      'lat',
      'lng',
    ]);
  });
});

describe('placeSearchQuerySchema: empty coordinates', () => {
  it('does not read empty lat/lng as 0', () => {
    const query = placeSearchQuerySchema.safeParse({ q: 'pier', lat: '', lng: '' });
    expect(query.success && query.data.lat === 0).toBe(false);
  });
});

describe('reverseGeocodeQuerySchema (GET /api/places/reverse)', () => {
  it('coerces the query-string coordinates', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '37.7955', lng: '-122.3937' })).toEqual({
      lat: 37.7955,
      lng: -122.3937,
    });
    expect(reverseGeocodeQuerySchema.parse({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
    expect(reverseGeocodeQuerySchema.parse({ lat: '90', lng: '-180' })).toEqual({ lat: 90, lng: -180 });
  });

  it('refuses coordinates that are not numbers with coordinatesInvalid', () => {
    expect(fieldErrors(reverseGeocodeQuerySchema, { lat: 'abc', lng: '12x' })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(reverseGeocodeQuerySchema, {})).toEqual({
      lat: 'Please choose a location on the map',
      lng: 'Please choose a location on the map',
    });
  });

  it('refuses coordinates out of bounds', () => {
    expect(Object.keys(fieldErrors(reverseGeocodeQuerySchema, { lat: '90.5', lng: '0' }))).toEqual(['lat']);
    expect(Object.keys(fieldErrors(reverseGeocodeQuerySchema, { lat: '-90.5', lng: '0' }))).toEqual(['lat']);
    expect(Object.keys(fieldErrors(reverseGeocodeQuerySchema, { lat: '0', lng: '180.5' }))).toEqual(['lng']);
    expect(Object.keys(fieldErrors(reverseGeocodeQuerySchema, { lat: '0', lng: '-180.5' }))).toEqual(['lng']);
  });

  it('reports out-of-bounds coordinates with coordinatesInvalid, like the map fields', () => {
    expect(fieldErrors(reverseGeocodeQuerySchema, { lat: '91', lng: '181' })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
  });

  it('refuses empty coordinates instead of reading them as 0', () => {
    expect(fieldErrors(reverseGeocodeQuerySchema, { lat: '', lng: ' ' })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
  });

  it('refuses null coordinates instead of reading them as 0', () => {
    expect(reverseGeocodeQuerySchema.safeParse({ lat: null, lng: null }).success).toBe(false);
  });
});

describe('place and quote responses', () => {
  const place = {
    id: 'osm-node-123',
    name: 'San Francisco International Airport',
    address: 'San Francisco, CA 94128',
    category: 'airport',
    lat: 37.6213,
    lng: -122.379,
  };

  it('knows the place categories', () => {
    expect(PLACE_CATEGORIES).toEqual([
      'airport',
      'station',
      'hospital',
      'mall',
      'university',
      'landmark',
      'hotel',
      'park',
      'stadium',
      'neighborhood',
      'address',
    ]);
  });

  it('reads a place list and refuses unknown categories', () => {
    expect(placeListResponseSchema.parse({ data: [place] })).toEqual({ data: [place] });
    expect(placeSchema.safeParse({ ...place, category: 'beach' }).success).toBe(false);
  });

  it('reads a fare quote', () => {
    const quote = {
      id: '0b5c7e7a-3a52-4a3e-9d2b-5f0c5d7b9e11',
      pickup,
      destination,
      distanceMeters: 21_430,
      durationSeconds: 1_560,
      fare: {
        currency: 'USD',
        estimate: 3_757,
        low: 3_400,
        high: 4_100,
        breakdown: { baseFare: 250, distance: 2_357, time: 780, minimumFareTopUp: 0, bookingFee: 150 },
      },
      route: [
        [37.7955, -122.3937],
        [37.6213, -122.379],
      ],
      pickupZone: null,
      expiresAt: '2025-06-02T10:10:00.000Z',
    };
    expect(fareQuoteResponseSchema.parse({ data: quote })).toEqual({ data: quote });
    expect(
      fareQuoteResponseSchema.safeParse({ data: { ...quote, fare: { ...quote.fare, estimate: 37.57 } } })
        .success,
    ).toBe(false);
    expect(
      fareQuoteResponseSchema.safeParse({ data: { ...quote, expiresAt: 'in 10 minutes' } }).success,
    ).toBe(false);
  });

  it('reads the service area', () => {
    const area = {
      name: 'San Francisco',
      center: { lat: 37.7749, lng: -122.4194 },
      bounds: { south: 37.6, west: -122.55, north: 37.85, east: -122.35 },
      currency: 'USD',
    };
    expect(serviceAreaResponseSchema.parse({ data: area })).toEqual({ data: area });
  });
});
