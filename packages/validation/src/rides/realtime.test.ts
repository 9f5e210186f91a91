import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test/field-errors.ts';
import type { RideOffer } from './driver.ts';
import { type ServerMessage, clientMessageSchema, serverMessageSchema } from './realtime.ts';
import type { Ride } from './ride.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import type { AdminSosAlert } from '../safety/sos.ts';

const position = { lat: 37.7955, lng: -122.3937, accuracy: 8, heading: 90, speed: 11.2 };

describe('clientMessageSchema', () => {
  it.each([
    { type: 'ping' },
    { type: 'position', position },
    {
      type: 'position',
      position: { lat: 37.7955, lng: -122.3937, accuracy: null, heading: null, speed: null },
    },
    { type: 'subscribe', topic: 'ops' },
    { type: 'unsubscribe', topic: 'ops' },
  ])('accepts %j', (message) => {
    expect(clientMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    {},
    { type: 'pong' },
    { type: 'hello' },
    { type: 'ride.updated' },
    { type: 'PING' },
    { type: null },
    'ping',
    null,
  ])('refuses the unknown message %j', (message) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(false);
  });

  it('refuses subscribing to a topic other than ops', () => {
    expect(clientMessageSchema.safeParse({ type: 'subscribe', topic: 'rides' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'subscribe' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'unsubscribe', topic: 'all' }).success).toBe(false);
  });

  it('refuses a position message without a good fix', () => {
    expect(clientMessageSchema.safeParse({ type: 'position' }).success).toBe(false);
    expect(
      fieldErrors(clientMessageSchema, { type: 'position', position: { ...position, lat: 95 } }),
    ).toEqual({
      'position.lat': RIDE_MESSAGES.coordinatesInvalid,
    });
    expect(
      fieldErrors(clientMessageSchema, { type: 'position', position: { ...position, lng: '-122.39' } }),
    ).toEqual({
      'position.lng': 'Please choose a location on the map',
    });
    expect(
      fieldErrors(clientMessageSchema, { type: 'position', position: { ...position, accuracy: 1_500 } }),
    ).toEqual({ 'position.accuracy': 'Location is too inaccurate' });
    expect(
      Object.keys(
        fieldErrors(clientMessageSchema, { type: 'position', position: { ...position, speed: 90 } }),
      ),
    ).toEqual(['position.speed']);
    expect(
      Object.keys(
        fieldErrors(clientMessageSchema, { type: 'position', position: { ...position, heading: -1 } }),
      ),
    ).toEqual(['position.heading']);
  });
});

const place = (address: string, lat: number, lng: number) => ({ address, lat, lng });

/** A ride just requested, still looking for a driver. */
const requestedRide: Ride = {
  id: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
  status: 'requested',
  pickup: place('1 Ferry Building, San Francisco', 37.7955, -122.3937),
  pickupPoint: null,
  destination: place('Golden Gate Park, San Francisco', 37.7694, -122.4862),
  distanceMeters: 9_120,
  durationSeconds: 1_140,
  route: [
    [37.7955, -122.3937],
    [37.7694, -122.4862],
  ],
  fare: {
    currency: 'USD',
    estimate: 1_935,
    low: 1_750,
    high: 2_150,
    breakdown: { baseFare: 250, distance: 1_003, time: 570, minimumFareTopUp: 0, bookingFee: 150 },
    final: null,
  },
  paymentMethod: 'wallet',
  note: null,
  scheduledAt: null,
  requestedAt: '2025-06-02T10:00:00.000Z',
  acceptedAt: null,
  arrivedAt: null,
  pickedUpAt: null,
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  cancellationFee: 0,
  cashCollectedAt: null,
  tip: 0,
  rider: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Ada Rider',
    phone: '+1 555 010 0001',
    rating: null,
    ratingCount: 0,
  },
  driver: null,
  rated: { byRider: false, byDriver: false },
  events: [
    {
      status: 'requested',
      actor: 'rider',
      at: '2025-06-02T10:00:00.000Z',
      lat: 37.7955,
      lng: -122.3937,
      note: null,
    },
  ],
  createdAt: '2025-06-02T10:00:00.000Z',
};

const offer: RideOffer = {
  id: '5e0f6a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  rideId: requestedRide.id,
  pickup: requestedRide.pickup,
  pickupPoint: null,
  destination: requestedRide.destination,
  pickupDistanceMeters: 850,
  pickupEtaSeconds: 180,
  tripDistanceMeters: 9_120,
  tripDurationSeconds: 1_140,
  fare: { currency: 'USD', estimate: 1_935, driverEarnings: 1_428 },
  paymentMethod: 'wallet',
  rider: { name: 'Ada Rider', rating: null },
  note: null,
  expiresAt: '2025-06-02T10:00:15.000Z',
};

const livePosition = {
  driverId: 'a1b2c3d4-0000-4000-8000-000000000002',
  lat: 37.789,
  lng: -122.401,
  heading: 45,
  at: '2025-06-02T10:01:00.000Z',
};

/** One message of every type the server sends. */
/** An SOS alert as admins receive it on the ops stream. */
const sosAlert: AdminSosAlert = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  rideId: requestedRide.id,
  role: 'rider',
  status: 'open',
  position: { lat: 37.7901, lng: -122.4012 },
  message: null,
  actions: {
    positionSource: 'device',
    shareLinkCreated: true,
    contacts: [{ contactId: 'c1', name: 'Grace Hopper', email: 'grace@example.com', outcome: 'sent' }],
    contactsNotified: 1,
  },
  createdAt: '2025-06-02T10:12:00.000Z',
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  user: { id: requestedRide.rider.id, name: 'Ada Rider', phone: '+1 555 010 0001' },
  acknowledgedBy: null,
  resolvedBy: null,
};

const serverMessages: ServerMessage[] = [
  { type: 'ready', userId: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'rider' },
  { type: 'pong' },
  { type: 'error', code: 'VALIDATION_FAILED', message: 'The request is not valid.' },
  { type: 'ride.updated', ride: requestedRide },
  {
    type: 'ride.driver_position',
    rideId: requestedRide.id,
    position: livePosition,
    etaSeconds: 240,
  },
  {
    type: 'ride.driver_position',
    rideId: requestedRide.id,
    position: { ...livePosition, heading: null },
    etaSeconds: null,
  },
  {
    type: 'ride.searching',
    rideId: requestedRide.id,
    batch: 2,
    maxBatches: 6,
    driversOffered: 5,
    nextRoundAt: '2025-06-02T10:01:15.000Z',
  },
  { type: 'offer.new', offer },
  { type: 'offer.withdrawn', offerId: offer.id, rideId: requestedRide.id, reason: 'taken' },
  { type: 'offer.withdrawn', offerId: offer.id, rideId: requestedRide.id, reason: 'cancelled' },
  { type: 'offer.withdrawn', offerId: offer.id, rideId: requestedRide.id, reason: 'expired' },
  { type: 'offer.withdrawn', offerId: offer.id, rideId: requestedRide.id, reason: 'declined' },
  {
    type: 'driver.availability',
    availability: {
      online: true,
      onlineSince: '2025-06-02T08:00:00.000Z',
      secondsOnlineToday: 7_260,
      lastPositionAt: '2025-06-02T10:01:00.000Z',
      activeRideId: null,
      canGoOnline: true,
      blockedReason: null,
    },
  },
  { type: 'requests.changed' },
  {
    type: 'ops.positions',
    positions: [
      { ...livePosition, cityId: 'c1b2c3d4-0000-4000-8000-000000000001', available: true },
      {
        ...livePosition,
        driverId: 'a1b2c3d4-0000-4000-8000-000000000003',
        cityId: 'c1b2c3d4-0000-4000-8000-000000000001',
        heading: null,
        available: false,
      },
    ],
  },
  { type: 'ops.positions', positions: [] },
  { type: 'session.ended', reason: 'signed_out' },
  { type: 'sos.raised', alert: sosAlert },
  {
    type: 'sos.updated',
    alert: {
      ...sosAlert,
      status: 'acknowledged',
      acknowledgedAt: '2025-06-02T10:13:00.000Z',
      acknowledgedBy: 'admin-1',
    },
  },
];

describe('serverMessageSchema', () => {
  it('has a sample of every message type', () => {
    const types = serverMessageSchema.options.map((option) => option.shape.type.value);
    expect(types).toEqual([
      'ready',
      'pong',
      'error',
      'ride.updated',
      'ride.driver_position',
      'ride.searching',
      'offer.new',
      'offer.withdrawn',
      'driver.availability',
      'requests.changed',
      'ops.positions',
      'session.ended',
      'sos.raised',
      'sos.updated',
    ]);
    expect(new Set(serverMessages.map((message) => message.type))).toEqual(new Set(types));
  });

  it.each(serverMessages.map((message) => [message.type, message] as const))(
    'round-trips %s through JSON',
    (_type, message) => {
      const received: unknown = JSON.parse(JSON.stringify(message));
      expect(serverMessageSchema.parse(received)).toEqual(message);
    },
  );

  it('refuses unknown types and malformed messages', () => {
    expect(serverMessageSchema.safeParse({ type: 'ride.deleted', rideId: requestedRide.id }).success).toBe(
      false,
    );
    expect(serverMessageSchema.safeParse({ type: 'ping' }).success).toBe(false);
    expect(
      serverMessageSchema.safeParse({
        type: 'offer.withdrawn',
        offerId: offer.id,
        rideId: offer.rideId,
        reason: 'lost',
      }).success,
    ).toBe(false);
    expect(
      serverMessageSchema.safeParse({
        type: 'ride.driver_position',
        rideId: requestedRide.id,
        position: livePosition,
        etaSeconds: 12.5,
      }).success,
    ).toBe(false);
    expect(
      serverMessageSchema.safeParse({
        type: 'ride.driver_position',
        rideId: requestedRide.id,
        position: { ...livePosition, at: 'now' },
        etaSeconds: 60,
      }).success,
    ).toBe(false);
    expect(
      serverMessageSchema.safeParse({ type: 'ride.updated', ride: { ...requestedRide, status: 'lost' } })
        .success,
    ).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'ops.positions', positions: [livePosition] }).success).toBe(
      false,
    );
    const searching = { type: 'ride.searching', rideId: requestedRide.id, batch: 1, maxBatches: 6 };
    expect(serverMessageSchema.safeParse({ ...searching, driversOffered: 3 }).success).toBe(false);
    expect(
      serverMessageSchema.safeParse({ ...searching, driversOffered: 3, nextRoundAt: 'in 15 s' }).success,
    ).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'error', code: 'X' }).success).toBe(false);
    expect(
      serverMessageSchema.safeParse({ type: 'driver.availability', availability: { online: true } }).success,
    ).toBe(false);
  });
});
