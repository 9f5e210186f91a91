import { describe, expect, it } from 'vitest';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import {
  availabilityResponseSchema,
  driverPositionSchema,
  openRideRequestListResponseSchema,
  openRideRequestSchema,
  rideOfferListResponseSchema,
  rideOfferSchema,
  setAvailabilitySchema,
} from './driver.ts';
import { MAX_POSITION_LATITUDE } from './geo.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';

const fix = { lat: 37.7955, lng: -122.3937, accuracy: 12.5, heading: 270, speed: 8.3 };

describe('driverPositionSchema', () => {
  it('accepts a full GPS fix, and a bare lat/lng', () => {
    expect(driverPositionSchema.parse(fix)).toEqual(fix);
    expect(driverPositionSchema.parse({ lat: 37.7955, lng: -122.3937 })).toEqual({
      lat: 37.7955,
      lng: -122.3937,
    });
  });

  it('allows null accuracy, heading and speed (a browser that does not know them)', () => {
    const unknown = { lat: 37.7955, lng: -122.3937, accuracy: null, heading: null, speed: null };
    expect(driverPositionSchema.parse(unknown)).toEqual(unknown);
  });

  it('checks the coordinates with coordinatesInvalid', () => {
    expect(fieldErrors(driverPositionSchema, { ...fix, lat: -90.5, lng: 180.5 })).toEqual({
      lat: RIDE_MESSAGES.coordinatesInvalid,
      lng: RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(fieldErrors(driverPositionSchema, { accuracy: 5 })).toEqual({
      lat: 'Please choose a location on the map',
      lng: 'Please choose a location on the map',
    });
    expect(fieldErrors(driverPositionSchema, { ...fix, lat: -85.05112878, lng: 180 })).toEqual({});
  });

  it('keeps the latitude within what the driver geo indexes store (Web Mercator)', () => {
    expect(MAX_POSITION_LATITUDE).toBe(85.05112878);
    for (const lat of [85.05112878000001, -85.0511288, 89, -90]) {
      expect(fieldErrors(driverPositionSchema, { ...fix, lat })).toEqual({
        lat: RIDE_MESSAGES.coordinatesInvalid,
      });
    }
    expect(fieldErrors(driverPositionSchema, { ...fix, lat: 85.05112878 })).toEqual({});
  });

  it('takes an accuracy of 0 to 1000 metres', () => {
    expect(fieldErrors(driverPositionSchema, { ...fix, accuracy: 0 })).toEqual({});
    expect(fieldErrors(driverPositionSchema, { ...fix, accuracy: 1_000 })).toEqual({});
    expect(messagesFor(driverPositionSchema, { ...fix, accuracy: 1_000.1 }, 'accuracy')).toEqual([
      'Location is too inaccurate',
    ]);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, accuracy: -0.1 }))).toEqual(['accuracy']);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, accuracy: '10' }))).toEqual(['accuracy']);
  });

  it('takes a heading of 0 to 360 degrees', () => {
    expect(fieldErrors(driverPositionSchema, { ...fix, heading: 0 })).toEqual({});
    expect(fieldErrors(driverPositionSchema, { ...fix, heading: 360 })).toEqual({});
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, heading: -0.1 }))).toEqual(['heading']);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, heading: 360.1 }))).toEqual(['heading']);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, heading: Number.NaN }))).toEqual([
      'heading',
    ]);
  });

  it('takes a speed of 0 to 70 metres per second', () => {
    expect(fieldErrors(driverPositionSchema, { ...fix, speed: 0 })).toEqual({});
    expect(fieldErrors(driverPositionSchema, { ...fix, speed: 70 })).toEqual({});
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, speed: -1 }))).toEqual(['speed']);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, speed: 70.1 }))).toEqual(['speed']);
    expect(Object.keys(fieldErrors(driverPositionSchema, { ...fix, speed: 'fast' }))).toEqual(['speed']);
  });

  it('reports every bad field at once', () => {
    expect(
      Object.keys(
        fieldErrors(driverPositionSchema, { lat: 91, lng: 0, accuracy: 5_000, heading: 400, speed: 100 }),
      ),
    ).toEqual(['lat', 'accuracy', 'heading', 'speed']);
  });
});

describe('setAvailabilitySchema', () => {
  it('goes online with a position, and offline without one', () => {
    expect(setAvailabilitySchema.parse({ online: true, position: fix })).toEqual({
      online: true,
      position: fix,
    });
    expect(setAvailabilitySchema.parse({ online: false })).toEqual({ online: false });
  });

  it('leaves "position required to go online" to the API', () => {
    expect(fieldErrors(setAvailabilitySchema, { online: true })).toEqual({});
  });

  it.each([undefined, 'true', 1, null])('requires online to be a boolean: %j', (online) => {
    expect(fieldErrors(setAvailabilitySchema, { online })).toEqual({
      online: 'Please choose online or offline',
    });
  });

  it('checks the position', () => {
    expect(fieldErrors(setAvailabilitySchema, { online: true, position: { lat: 100, lng: 0 } })).toEqual({
      'position.lat': RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(
      messagesFor(
        setAvailabilitySchema,
        { online: true, position: { ...fix, accuracy: 2_000 } },
        'position.accuracy',
      ),
    ).toEqual(['Location is too inaccurate']);
  });
});

describe('availabilityResponseSchema', () => {
  it('reads an online driver and an offline one who may not go online', () => {
    const online = {
      online: true,
      onlineSince: '2025-06-02T08:00:00.000Z',
      secondsOnlineToday: 7_200,
      lastPositionAt: '2025-06-02T09:59:55.000Z',
      activeRideId: null,
      canGoOnline: true,
      blockedReason: null,
    };
    expect(availabilityResponseSchema.parse({ data: online })).toEqual({ data: online });
    const blocked = {
      ...online,
      online: false,
      onlineSince: null,
      secondsOnlineToday: 0,
      lastPositionAt: null,
      canGoOnline: false,
      blockedReason: RIDE_MESSAGES.driverNotApproved,
    };
    expect(availabilityResponseSchema.parse({ data: blocked })).toEqual({ data: blocked });
    expect(
      availabilityResponseSchema.safeParse({ data: { ...online, secondsOnlineToday: 1.5 } }).success,
    ).toBe(false);
  });
});

const offer = {
  id: '5e0f6a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  rideId: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
  pickup: { address: '1 Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  pickupPoint: null,
  destination: { address: 'SFO International Terminal', lat: 37.6213, lng: -122.379 },
  pickupDistanceMeters: 1_240,
  pickupEtaSeconds: 300,
  tripDistanceMeters: 21_430,
  tripDurationSeconds: 1_560,
  fare: { currency: 'USD', estimate: 3_757, driverEarnings: 2_886 },
  paymentMethod: 'cash',
  rider: { name: 'Ada Rider', rating: 4.9 },
  note: null,
  expiresAt: '2025-06-02T10:00:55.000Z',
};

describe('rideOfferSchema', () => {
  it('reads an offer with what the driver needs to decide', () => {
    expect(rideOfferSchema.parse(offer)).toEqual(offer);
    expect(rideOfferListResponseSchema.parse({ data: [offer] })).toEqual({ data: [offer] });
  });

  it('refuses an unknown payment method or a missing expiry', () => {
    expect(rideOfferSchema.safeParse({ ...offer, paymentMethod: 'cheque' }).success).toBe(false);
    const { expiresAt: _expiresAt, ...withoutExpiry } = offer;
    expect(rideOfferSchema.safeParse(withoutExpiry).success).toBe(false);
  });
});

describe('openRideRequestSchema', () => {
  it('is an offer without id and countdown, with the request time', () => {
    const { id: _id, expiresAt: _expiresAt, ...rest } = offer;
    const request = { ...rest, requestedAt: '2025-06-02T10:00:00.000Z' };
    expect(openRideRequestSchema.parse(request)).toEqual(request);
    expect(openRideRequestListResponseSchema.parse({ data: [request] })).toEqual({ data: [request] });
    expect(openRideRequestSchema.parse({ ...request, id: offer.id, expiresAt: offer.expiresAt })).toEqual(
      request,
    );
    expect(openRideRequestSchema.safeParse(rest).success).toBe(false);
  });
});
