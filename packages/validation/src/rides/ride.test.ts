import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import {
  DRIVER_CANCEL_REASONS,
  DRIVER_RIDE_STEPS,
  RIDER_CANCEL_REASONS,
  RIDE_LIMITS,
  cancelRideSchema,
  carToLookFor,
  cancellationPreviewResponseSchema,
  driverRideStepSchema,
  driverStepBodySchema,
  optionalRideResponseSchema,
  requestRideSchema,
  rideIdParamsSchema,
  rideResponseSchema,
  rideSchema,
  scheduledAtField,
} from './ride.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';

function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The pinned clock for every scheduling test. */
const NOW = new Date('2025-06-02T10:00:00.000Z');
const inFuture = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const valid = {
  quoteId: '3b241101-e2bb-4255-8caf-4136c566a962',
  paymentMethod: 'cash',
  idempotencyKey: 'web_9f3c1d2e-7a4b',
};

describe('RIDE_LIMITS', () => {
  it('holds the booking limits', () => {
    expect(RIDE_LIMITS).toEqual({ scheduleMaxDays: 7, scheduleMinMinutes: 15, noteMax: 280, reasonMax: 280 });
  });
});

describe('requestRideSchema', () => {
  it('accepts a booking for now', () => {
    expect(fieldErrors(requestRideSchema, valid)).toEqual({});
    expect(requestRideSchema.parse(valid)).toEqual(valid);
  });

  describe('quoteId', () => {
    it.each([
      undefined,
      '',
      'quote-123',
      '3b241101-e2bb-4255-8caf-4136c566a96',
      ' 3b241101-e2bb-4255-8caf-4136c566a962',
      42,
    ])('refuses %j: it must be a uuid', (quoteId) => {
      expect(fieldErrors(requestRideSchema, { ...valid, quoteId })).toEqual({
        quoteId: RIDE_MESSAGES.quoteRequired,
      });
      expect(messagesFor(requestRideSchema, { ...valid, quoteId }, 'quoteId')).toEqual([
        'Please get a fare estimate first',
      ]);
    });

    it('reports a missing quoteId', () => {
      const { quoteId: _quoteId, ...withoutQuote } = valid;
      expect(fieldErrors(requestRideSchema, withoutQuote)).toEqual({ quoteId: RIDE_MESSAGES.quoteRequired });
    });
  });

  describe('paymentMethod', () => {
    it.each(['cash', 'card', 'wallet'])('accepts %s', (paymentMethod) => {
      expect(requestRideSchema.parse({ ...valid, paymentMethod }).paymentMethod).toBe(paymentMethod);
    });

    it('reports an undefined payment method with one message', () => {
      expect(fieldErrors(requestRideSchema, { ...valid, paymentMethod: undefined })).toEqual({
        paymentMethod: RIDE_MESSAGES.paymentMethodInvalid,
      });
      expect(messagesFor(requestRideSchema, { ...valid, paymentMethod: undefined }, 'paymentMethod')).toEqual(
        ['Please choose a payment method: cash, card or wallet'],
      );
    });

    it.each(['bitcoin', 'Cash', '', null, 1])('refuses %j on path paymentMethod', (paymentMethod) => {
      expect(Object.keys(fieldErrors(requestRideSchema, { ...valid, paymentMethod }))).toEqual([
        'paymentMethod',
      ]);
    });

    it('reports a payment method that was not sent at all', () => {
      const { paymentMethod: _paymentMethod, ...withoutPayment } = valid;
      expect(fieldErrors(requestRideSchema, withoutPayment)).toEqual({
        paymentMethod: RIDE_MESSAGES.paymentMethodInvalid,
      });
    });

    it.each(['bitcoin', 'Cash', null])(
      'reports the unknown method %j with paymentMethodInvalid',
      (paymentMethod) => {
        expect(fieldErrors(requestRideSchema, { ...valid, paymentMethod })).toEqual({
          paymentMethod: RIDE_MESSAGES.paymentMethodInvalid,
        });
      },
    );
  });

  describe('scheduledAt (clock pinned at 2025-06-02T10:00:00Z)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('may be missing or null: the ride is for now', () => {
      expect(fieldErrors(requestRideSchema, valid)).toEqual({});
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: undefined })).toEqual({});
      expect(requestRideSchema.parse({ ...valid, scheduledAt: null }).scheduledAt).toBeNull();
      expect(scheduledAtField.parse(undefined)).toBeUndefined();
    });

    it.each([
      ['now', 0],
      ['a minute ago', -MINUTE],
      ['a year ago', -365 * DAY],
    ])('refuses %s as in the past', (_label, offset) => {
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: inFuture(offset) })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInPast,
      });
      expect(messages(scheduledAtField, inFuture(offset))).toEqual(['Please choose a time in the future']);
    });

    it.each([
      ['1 second ahead', 1_000],
      ['14 minutes ahead', 14 * MINUTE],
      ['15 minutes minus a second ahead', 15 * MINUTE - 1_000],
    ])('refuses %s as too soon', (_label, offset) => {
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: inFuture(offset) })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleTooSoon,
      });
      expect(messages(scheduledAtField, inFuture(offset))).toEqual([
        'Scheduled rides must be at least 15 minutes from now',
      ]);
    });

    it.each([
      ['exactly 15 minutes ahead', 15 * MINUTE],
      ['16 minutes ahead', 16 * MINUTE],
      ['3 days ahead', 3 * DAY],
      ['7 days minus a minute ahead', 7 * DAY - MINUTE],
      ['exactly 7 days ahead', 7 * DAY],
    ])('accepts %s', (_label, offset) => {
      const scheduledAt = inFuture(offset);
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt })).toEqual({});
      expect(requestRideSchema.parse({ ...valid, scheduledAt }).scheduledAt).toBe(scheduledAt);
    });

    it.each([
      ['7 days plus a second ahead', 7 * DAY + 1_000],
      ['7 days plus a minute ahead', 7 * DAY + MINUTE],
      ['30 days ahead', 30 * DAY],
    ])('refuses %s as too far', (_label, offset) => {
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: inFuture(offset) })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleTooFar,
      });
      expect(messages(scheduledAtField, inFuture(offset))).toEqual([
        'Rides can be scheduled up to 7 days ahead',
      ]);
    });

    it('refuses far dates (read by the shared date rule) as too far or past, not as malformed', () => {
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '9999-12-31T00:00:00Z' })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleTooFar,
      });
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '0001-01-01T00:00:00Z' })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInPast,
      });
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-31T10:30:00Z' })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInvalid,
      });
    });

    it('accepts an ISO time with an offset, keeping it as sent, and compares the instant', () => {
      // 12:30 in UTC+2 is 10:30Z: 30 minutes ahead.
      expect(
        requestRideSchema.parse({ ...valid, scheduledAt: '2025-06-02T12:30:00+02:00' }).scheduledAt,
      ).toBe('2025-06-02T12:30:00+02:00');
      // 06:20 in UTC-4 is 10:20Z: 20 minutes ahead.
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-02T06:20:00-04:00' })).toEqual(
        {},
      );
      // 11:00 in UTC+2 is 09:00Z: an hour ago, although 11:00 reads later than 10:00.
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-02T11:00:00+02:00' })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInPast,
      });
      // 11:59 on the 9th in UTC+2 is 09:59Z: 7 days minus a minute ahead.
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-09T11:59:00+02:00' })).toEqual(
        {},
      );
      // 12:01 on the 9th in UTC+2 is 10:01Z: 7 days plus a minute ahead.
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-09T12:01:00+02:00' })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleTooFar,
      });
    });

    it.each([
      'tomorrow',
      'next friday 9am',
      '',
      '2025-06-02 12:00',
      '2025-13-01T10:00:00Z',
      1_748_862_000_000,
      {},
      true,
    ])('refuses the garbage %j on path scheduledAt', (scheduledAt) => {
      const result = requestRideSchema.safeParse({ ...valid, scheduledAt });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('scheduledAt');
      expect(Object.keys(fieldErrors(requestRideSchema, { ...valid, scheduledAt }))).toEqual(['scheduledAt']);
    });

    it.each(['2025-06-01', '2025-06-20T10:00:00'])(
      'reports the malformed time %j with one message',
      (scheduledAt) => {
        expect(messagesFor(requestRideSchema, { ...valid, scheduledAt }, 'scheduledAt')).toHaveLength(1);
      },
    );

    it('does not tell a future time without an offset to choose a time in the future', () => {
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt: '2025-06-02T12:30' })).not.toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInPast,
      });
    });

    it('checks against the clock at parse time', () => {
      const scheduledAt = inFuture(20 * MINUTE);
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt })).toEqual({});
      vi.setSystemTime(new Date(NOW.getTime() + 10 * MINUTE));
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleTooSoon,
      });
      vi.setSystemTime(new Date(NOW.getTime() + 30 * MINUTE));
      expect(fieldErrors(requestRideSchema, { ...valid, scheduledAt })).toEqual({
        scheduledAt: RIDE_MESSAGES.scheduleInPast,
      });
    });
  });

  describe('note', () => {
    it('is optional and trimmed', () => {
      expect(requestRideSchema.parse(valid).note).toBeUndefined();
      expect(requestRideSchema.parse({ ...valid, note: '  Gate 4, blue suitcase \n' }).note).toBe(
        'Gate 4, blue suitcase',
      );
    });

    it.each(['', '   ', '\n\t'])('becomes undefined when empty after trimming: %j', (note) => {
      expect(fieldErrors(requestRideSchema, { ...valid, note })).toEqual({});
      expect(requestRideSchema.parse({ ...valid, note }).note).toBeUndefined();
    });

    it('takes 280 characters after trimming and refuses 281', () => {
      expect(requestRideSchema.parse({ ...valid, note: 'n'.repeat(280) }).note).toHaveLength(280);
      expect(requestRideSchema.parse({ ...valid, note: `  ${'n'.repeat(280)}  ` }).note).toHaveLength(280);
      expect(fieldErrors(requestRideSchema, { ...valid, note: 'n'.repeat(281) })).toEqual({
        note: RIDE_MESSAGES.noteTooLong,
      });
      expect(messagesFor(requestRideSchema, { ...valid, note: 'n'.repeat(281) }, 'note')).toEqual([
        'Note for the driver is too long',
      ]);
    });

    it('must be a string', () => {
      expect(Object.keys(fieldErrors(requestRideSchema, { ...valid, note: 42 }))).toEqual(['note']);
    });
  });

  describe('idempotencyKey', () => {
    it.each(['abcdefgh', 'A1_-b2C3', 'k'.repeat(100), '9f3c1d2e-7a4b-4c8d-9e0f-1a2b3c4d5e6f', '________'])(
      'accepts %j (8 to 100 of letters, digits, _ and -)',
      (idempotencyKey) => {
        expect(requestRideSchema.parse({ ...valid, idempotencyKey }).idempotencyKey).toBe(idempotencyKey);
      },
    );

    it.each([
      ['7 characters', 'abcdefg'],
      ['101 characters', 'k'.repeat(101)],
      ['a space', 'abcd efgh'],
      ['padding', ' abcdefgh '],
      ['a dot', 'abcd.efgh'],
      ['a slash', 'abcd/efgh'],
      ['an accent', 'abcdéfgh'],
      ['nothing', ''],
    ])('refuses a key with %s', (_label, idempotencyKey) => {
      expect(fieldErrors(requestRideSchema, { ...valid, idempotencyKey })).toEqual({
        idempotencyKey: RIDE_MESSAGES.idempotencyKeyInvalid,
      });
    });

    it('refuses a missing or non-string key with the same message', () => {
      const { idempotencyKey: _key, ...withoutKey } = valid;
      expect(fieldErrors(requestRideSchema, withoutKey)).toEqual({
        idempotencyKey: 'The booking request is missing its key. Please try again.',
      });
      expect(fieldErrors(requestRideSchema, { ...valid, idempotencyKey: 12_345_678 })).toEqual({
        idempotencyKey: RIDE_MESSAGES.idempotencyKeyInvalid,
      });
    });
  });

  describe('3-D Secure: returnUrl and authenticatedPaymentId', () => {
    it('accepts the rider app page to come back to and the confirmed payment', () => {
      const resumed = {
        ...valid,
        paymentMethod: 'card',
        returnUrl: 'https://rider.example.com/rider/book?payment_authenticated=1',
        authenticatedPaymentId: 'pi_3Nq2_abc-123',
      };
      expect(fieldErrors(requestRideSchema, resumed)).toEqual({});
      expect(requestRideSchema.parse(resumed)).toEqual(resumed);
      expect(
        requestRideSchema.parse({ ...valid, returnUrl: 'http://localhost:5173/rider/book' }),
      ).toMatchObject({
        returnUrl: 'http://localhost:5173/rider/book',
      });
    });

    it.each([
      'javascript:alert(1)',
      'data:text/html,hi',
      '/rider/book',
      'not a url',
      `https://example.com/${'a'.repeat(2_000)}`,
      42,
    ])('refuses the return URL %j', (returnUrl) => {
      expect(fieldErrors(requestRideSchema, { ...valid, returnUrl })).toEqual({
        returnUrl: RIDE_MESSAGES.returnUrlInvalid,
      });
    });

    it.each(['', 'pi 1', 'pi/../1', 'p'.repeat(256), 7])(
      'refuses the payment id %j',
      (authenticatedPaymentId) => {
        expect(fieldErrors(requestRideSchema, { ...valid, authenticatedPaymentId })).toEqual({
          authenticatedPaymentId: RIDE_MESSAGES.authenticatedPaymentInvalid,
        });
      },
    );
  });

  it('reports every problem at once', () => {
    expect(
      fieldErrors(requestRideSchema, {
        quoteId: 'nope',
        paymentMethod: undefined,
        note: 'n'.repeat(281),
        idempotencyKey: 'short',
      }),
    ).toEqual({
      quoteId: RIDE_MESSAGES.quoteRequired,
      paymentMethod: RIDE_MESSAGES.paymentMethodInvalid,
      note: RIDE_MESSAGES.noteTooLong,
      idempotencyKey: RIDE_MESSAGES.idempotencyKeyInvalid,
    });
  });
});

describe('cancelRideSchema', () => {
  it('takes a trimmed reason', () => {
    expect(cancelRideSchema.parse({ reason: '  Changed my plans ' })).toEqual({ reason: 'Changed my plans' });
  });

  it.each([undefined, '', '   ', null, 7])('requires the reason: %j', (reason) => {
    expect(fieldErrors(cancelRideSchema, { reason })).toEqual({ reason: RIDE_MESSAGES.reasonRequired });
    expect(messagesFor(cancelRideSchema, { reason }, 'reason')).toEqual(['Please give a reason']);
  });

  it('takes 280 characters after trimming and refuses 281', () => {
    expect(fieldErrors(cancelRideSchema, { reason: ` ${'r'.repeat(280)} ` })).toEqual({});
    expect(fieldErrors(cancelRideSchema, { reason: 'r'.repeat(281) })).toEqual({
      reason: RIDE_MESSAGES.reasonTooLong,
    });
    expect(messagesFor(cancelRideSchema, { reason: 'r'.repeat(281) }, 'reason')).toEqual([
      'Reason is too long',
    ]);
  });

  it('accepts every reason the forms offer', () => {
    expect(RIDER_CANCEL_REASONS).toEqual([
      'Changed my plans',
      'Driver is taking too long',
      'Booked by mistake',
      'Found another ride',
    ]);
    expect(DRIVER_CANCEL_REASONS).toEqual([
      'Rider did not show up',
      'Rider asked me to cancel',
      'Vehicle problem',
      'Unsafe pickup location',
    ]);
    for (const reason of [...RIDER_CANCEL_REASONS, ...DRIVER_CANCEL_REASONS]) {
      expect(cancelRideSchema.parse({ reason })).toEqual({ reason });
    }
  });
});

describe('driverRideStepSchema', () => {
  it('knows the four steps in ride order', () => {
    expect(DRIVER_RIDE_STEPS).toEqual(['arrive', 'pick-up', 'start', 'complete']);
    expect(driverRideStepSchema.options).toEqual(['arrive', 'pick-up', 'start', 'complete']);
  });

  it.each(['arrive', 'pick-up', 'start', 'complete'])('accepts %s', (step) => {
    expect(driverRideStepSchema.parse(step)).toBe(step);
  });

  it.each(['pickup', 'pick_up', 'cancel', 'accept', 'ARRIVE', ''])('refuses %j', (step) => {
    expect(driverRideStepSchema.safeParse(step).success).toBe(false);
  });
});

describe('driverStepBodySchema', () => {
  it('takes no body, an empty body or a position', () => {
    expect(driverStepBodySchema.parse(undefined)).toBeUndefined();
    expect(driverStepBodySchema.parse({})).toEqual({});
    expect(driverStepBodySchema.parse({ position: { lat: 37.7955, lng: -122.3937 } })).toEqual({
      position: { lat: 37.7955, lng: -122.3937 },
    });
  });

  it('checks the position', () => {
    expect(fieldErrors(driverStepBodySchema, { position: { lat: 91, lng: -122.3937 } })).toEqual({
      'position.lat': RIDE_MESSAGES.coordinatesInvalid,
    });
  });
});

describe('rideIdParamsSchema', () => {
  it('needs a uuid, else the ride is not found', () => {
    expect(rideIdParamsSchema.parse({ id: valid.quoteId })).toEqual({ id: valid.quoteId });
    expect(fieldErrors(rideIdParamsSchema, { id: '42' })).toEqual({ id: RIDE_MESSAGES.rideNotFound });
    expect(fieldErrors(rideIdParamsSchema, {})).toEqual({ id: 'Ride not found' });
  });
});

/** A card ride from the Ferry Building to the airport, taken end to end. */
const completedRide = {
  id: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
  status: 'completed',
  pickup: { address: '1 Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  pickupPoint: null,
  destination: { address: 'SFO International Terminal', lat: 37.6213, lng: -122.379 },
  distanceMeters: 21_430,
  durationSeconds: 1_560,
  route: [
    [37.7955, -122.3937],
    [37.7705, -122.3915],
    [37.6213, -122.379],
  ],
  fare: {
    currency: 'USD',
    estimate: 3_757,
    low: 3_400,
    high: 4_100,
    breakdown: { baseFare: 250, distance: 2_357, time: 1_000, minimumFareTopUp: 0, bookingFee: 150 },
    final: 3_757,
  },
  paymentMethod: 'card',
  note: 'Blue suitcase',
  scheduledAt: null,
  requestedAt: '2025-06-02T10:00:00.000Z',
  acceptedAt: '2025-06-02T10:00:40.000Z',
  arrivedAt: '2025-06-02T10:06:10.000Z',
  pickedUpAt: '2025-06-02T10:08:00.000Z',
  startedAt: '2025-06-02T10:08:30.000Z',
  completedAt: '2025-06-02T10:34:30.000Z',
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  cancellationFee: 0,
  cashCollectedAt: null,
  tip: 300,
  rider: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Ada Rider',
    phone: '+1 555 010 0001',
    rating: 4.9,
    ratingCount: 12,
  },
  driver: {
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    name: 'Dan Driver',
    phone: '+1 555 010 0002',
    vehicleModel: 'Toyota Prius',
    vehiclePlate: 'ABC-1234',
    vehicle: { make: 'Toyota', model: 'Prius', colour: 'Silver', plate: 'ABC-1234' },
    hasPhoto: true,
    rating: null,
    ratingCount: 0,
  },
  rated: { byRider: true, byDriver: false },
  events: [
    {
      status: 'requested',
      actor: 'rider',
      at: '2025-06-02T10:00:00.000Z',
      lat: 37.7955,
      lng: -122.3937,
      note: null,
    },
    {
      status: 'accepted',
      actor: 'driver',
      at: '2025-06-02T10:00:40.000Z',
      lat: 37.789,
      lng: -122.401,
      note: null,
    },
    {
      status: 'arrived',
      actor: 'driver',
      at: '2025-06-02T10:06:10.000Z',
      lat: 37.7954,
      lng: -122.3936,
      note: null,
    },
    {
      status: 'picked_up',
      actor: 'driver',
      at: '2025-06-02T10:08:00.000Z',
      lat: null,
      lng: null,
      note: null,
    },
    {
      status: 'in_transit',
      actor: 'driver',
      at: '2025-06-02T10:08:30.000Z',
      lat: null,
      lng: null,
      note: null,
    },
    {
      status: 'completed',
      actor: 'driver',
      at: '2025-06-02T10:34:30.000Z',
      lat: 37.6213,
      lng: -122.379,
      note: null,
    },
  ],
  createdAt: '2025-06-02T10:00:00.000Z',
};

describe('rideSchema', () => {
  it('reads a complete ride as it is', () => {
    expect(rideSchema.parse(completedRide)).toEqual(completedRide);
    expect(rideResponseSchema.parse({ data: completedRide })).toEqual({ data: completedRide });
  });

  it('reads a ride cancelled by the system before a driver took it', () => {
    const cancelled = {
      ...completedRide,
      status: 'cancelled',
      fare: { ...completedRide.fare, final: null },
      note: null,
      scheduledAt: '2025-06-03T08:00:00.000Z',
      acceptedAt: null,
      arrivedAt: null,
      pickedUpAt: null,
      startedAt: null,
      completedAt: null,
      cancelledAt: '2025-06-03T07:52:00.000Z',
      cancelledBy: 'system',
      cancellationReason: RIDE_MESSAGES.noDriverFound,
      driver: null,
      events: [
        {
          status: 'scheduled',
          actor: 'rider',
          at: '2025-06-02T10:00:00.000Z',
          lat: null,
          lng: null,
          note: null,
        },
        {
          status: 'cancelled',
          actor: 'system',
          at: '2025-06-03T07:52:00.000Z',
          lat: null,
          lng: null,
          note: 'No driver found',
        },
      ],
    };
    expect(rideSchema.parse(cancelled)).toEqual(cancelled);
    expect(optionalRideResponseSchema.parse({ data: null })).toEqual({ data: null });
  });

  it('refuses unknown statuses, actors and payment methods, fractional amounts and non-ISO times', () => {
    expect(rideSchema.safeParse({ ...completedRide, status: 'finished' }).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, cancelledBy: 'robot' }).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, paymentMethod: 'paypal' }).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, distanceMeters: 21_430.5 }).success).toBe(false);
    expect(
      rideSchema.safeParse({ ...completedRide, fare: { ...completedRide.fare, final: 37.57 } }).success,
    ).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, completedAt: '02/06/2025 10:34' }).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, driver: undefined }).success).toBe(false);
  });

  it('carries the tip as whole cents, 0 when none', () => {
    expect(rideSchema.parse({ ...completedRide, tip: 0 }).tip).toBe(0);
    const { tip: _tip, ...withoutTip } = completedRide;
    expect(rideSchema.safeParse(withoutTip).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, tip: 2.5 }).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, tip: null }).success).toBe(false);
  });

  it('carries each party’s rating count and which sides have rated', () => {
    const { rated: _rated, ...withoutRated } = completedRide;
    expect(rideSchema.safeParse(withoutRated).success).toBe(false);
    expect(rideSchema.safeParse({ ...completedRide, rated: { byRider: true, byDriver: 'no' } }).success).toBe(
      false,
    );
    expect(
      rideSchema.safeParse({ ...completedRide, rider: { ...completedRide.rider, ratingCount: 1.5 } }).success,
    ).toBe(false);
    const { ratingCount: _count, ...driverWithoutCount } = completedRide.driver;
    expect(rideSchema.safeParse({ ...completedRide, driver: driverWithoutCount }).success).toBe(false);
  });
});

describe('the driver’s approved vehicle', () => {
  it('is required (null for a driver without one), with its photo flag', () => {
    const driver = completedRide.driver;
    expect(rideSchema.safeParse({ ...completedRide, driver: { ...driver, vehicle: null } }).success).toBe(
      true,
    );
    const { vehicle: _vehicle, ...withoutVehicle } = driver;
    expect(rideSchema.safeParse({ ...completedRide, driver: withoutVehicle }).success).toBe(false);
    const { hasPhoto: _hasPhoto, ...withoutPhotoFlag } = driver;
    expect(rideSchema.safeParse({ ...completedRide, driver: withoutPhotoFlag }).success).toBe(false);
    expect(
      rideSchema.safeParse({ ...completedRide, driver: { ...driver, vehicle: { make: 'Toyota' } } }).success,
    ).toBe(false);
  });

  it('names the car to look for: colour, make and model, and the plate; else the registered model', () => {
    expect(carToLookFor(completedRide.driver)).toEqual({ car: 'Silver Toyota Prius', plate: 'ABC-1234' });
    expect(carToLookFor({ ...completedRide.driver, vehicle: null })).toEqual({
      car: 'Toyota Prius',
      plate: 'ABC-1234',
    });
  });
});

describe('cancellationPreviewResponseSchema', () => {
  it('reads a fee with its reason, or none', () => {
    const preview = {
      fee: 500,
      currency: 'USD',
      reason: 'The driver has been on the way for over 2 minutes',
    };
    expect(cancellationPreviewResponseSchema.parse({ data: preview })).toEqual({ data: preview });
    const free = { fee: 0, currency: 'USD', reason: null };
    expect(cancellationPreviewResponseSchema.parse({ data: free })).toEqual({ data: free });
  });
});
