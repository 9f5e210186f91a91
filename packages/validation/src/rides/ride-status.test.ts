import { describe, expect, it } from 'vitest';
import {
  ACTIVE_RIDE_STATUSES,
  DRIVER_ASSIGNED_STATUSES,
  FINAL_RIDE_STATUSES,
  PAYMENT_METHODS,
  RIDE_ACTORS,
  RIDE_STATUSES,
  RIDE_STATUS_LABELS,
  isActiveRideStatus,
  paymentMethodSchema,
  rideActorSchema,
  rideStatusSchema,
} from './ride-status.ts';

describe('RIDE_STATUSES', () => {
  it('lists the statuses in lifecycle order, cancelled last', () => {
    expect(RIDE_STATUSES).toEqual([
      'scheduled',
      'requested',
      'accepted',
      'arrived',
      'picked_up',
      'in_transit',
      'completed',
      'cancelled',
    ]);
    expect(rideStatusSchema.options).toEqual([...RIDE_STATUSES]);
  });

  it.each(['pending', 'Requested', 'picked-up', 'done', ''])('refuses the unknown status %j', (status) => {
    expect(rideStatusSchema.safeParse(status).success).toBe(false);
  });

  it('groups the statuses: driver assigned, active and final', () => {
    expect(DRIVER_ASSIGNED_STATUSES).toEqual(['accepted', 'arrived', 'picked_up', 'in_transit']);
    expect(ACTIVE_RIDE_STATUSES).toEqual(['requested', 'accepted', 'arrived', 'picked_up', 'in_transit']);
    expect(FINAL_RIDE_STATUSES).toEqual(['completed', 'cancelled']);
  });

  it('puts every status in exactly one of scheduled, active or final', () => {
    const grouped = ['scheduled', ...ACTIVE_RIDE_STATUSES, ...FINAL_RIDE_STATUSES];
    expect([...grouped].sort()).toEqual([...RIDE_STATUSES].sort());
  });
});

describe('isActiveRideStatus', () => {
  it.each([
    ['scheduled', false],
    ['requested', true],
    ['accepted', true],
    ['arrived', true],
    ['picked_up', true],
    ['in_transit', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s -> %s', (status, active) => {
    expect(isActiveRideStatus(status)).toBe(active);
  });

  it('answers for every status', () => {
    expect(RIDE_STATUSES.filter(isActiveRideStatus)).toEqual([...ACTIVE_RIDE_STATUSES]);
  });
});

describe('RIDE_STATUS_LABELS', () => {
  it('labels every status, and nothing else', () => {
    expect(Object.keys(RIDE_STATUS_LABELS)).toEqual([...RIDE_STATUSES]);
    for (const status of RIDE_STATUSES) expect(RIDE_STATUS_LABELS[status]).not.toBe('');
  });

  it('reads the labels a rider sees', () => {
    expect(RIDE_STATUS_LABELS).toEqual({
      scheduled: 'Scheduled',
      requested: 'Finding a driver',
      accepted: 'Driver on the way',
      arrived: 'Driver arrived',
      picked_up: 'Picked up',
      in_transit: 'On the way',
      completed: 'Completed',
      cancelled: 'Cancelled',
    });
  });

  it('gives each status its own label', () => {
    expect(new Set(Object.values(RIDE_STATUS_LABELS)).size).toBe(RIDE_STATUSES.length);
  });
});

describe('RIDE_ACTORS', () => {
  it('knows who can cause a ride event', () => {
    expect(RIDE_ACTORS).toEqual(['rider', 'driver', 'system', 'admin']);
    expect(rideActorSchema.safeParse('passenger').success).toBe(false);
  });
});

describe('PAYMENT_METHODS', () => {
  it('are exactly cash, card and wallet, as the seed names them', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'card', 'wallet']);
    expect(paymentMethodSchema.options).toEqual(['cash', 'card', 'wallet']);
  });

  it.each(['cash', 'card', 'wallet'])('accepts %s', (method) => {
    expect(paymentMethodSchema.parse(method)).toBe(method);
  });

  it.each(['Cash', 'CARD', 'credit_card', 'paypal', 'bitcoin', ''])('refuses %j', (method) => {
    expect(paymentMethodSchema.safeParse(method).success).toBe(false);
  });
});
