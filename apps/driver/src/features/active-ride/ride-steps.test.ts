import { DRIVER_RIDE_STEPS, RIDE_STATUSES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import {
  canDriverCancel,
  currentTarget,
  navigationUrl,
  nextRideStep,
  RIDE_STAGES,
  stepSuccessMessage,
} from './ride-steps.ts';

const pickup = { address: 'Ferry Building', lat: 37.7955, lng: -122.3937 };
const destination = { address: 'Union Square', lat: 37.788, lng: -122.4075 };

describe('the driver steps of a ride', () => {
  it('offers every step of the API once, in order, from accepted to in transit', () => {
    const steps = RIDE_STAGES.map(({ status }) => nextRideStep(status)?.step).filter(Boolean);
    expect(steps).toEqual([...DRIVER_RIDE_STEPS]);
  });

  it('names each button after the stage it leads to', () => {
    expect(nextRideStep('accepted')?.label).toBe('Mark as Arrived');
    expect(nextRideStep('arrived')?.label).toBe('Mark as Picked Up');
    expect(nextRideStep('picked_up')?.label).toBe('Mark as In Transit');
    expect(nextRideStep('in_transit')?.label).toBe('Mark as Completed');
  });

  it('confirms each step in its own words', () => {
    expect(DRIVER_RIDE_STEPS.map(stepSuccessMessage)).toEqual([
      'The rider knows you have arrived.',
      'Rider picked up.',
      'Trip started. Drive safely.',
      'Ride completed.',
    ]);
  });

  it('has no step before a driver accepts or after the ride ends', () => {
    for (const status of ['scheduled', 'requested', 'completed', 'cancelled'] as const) {
      expect(nextRideStep(status)).toBeNull();
    }
  });

  it('lets the driver cancel only before pickup', () => {
    const cancellable = RIDE_STATUSES.filter(canDriverCancel);
    expect(cancellable).toEqual(['accepted', 'arrived']);
  });

  it('heads to the pickup until the rider is on board, then to the destination', () => {
    expect(currentTarget({ status: 'accepted', pickup, destination })).toBe(pickup);
    expect(currentTarget({ status: 'arrived', pickup, destination })).toBe(pickup);
    expect(currentTarget({ status: 'picked_up', pickup, destination })).toBe(destination);
    expect(currentTarget({ status: 'in_transit', pickup, destination })).toBe(destination);
  });

  it('links to directions in Google Maps', () => {
    expect(navigationUrl(pickup)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.7955,-122.3937',
    );
  });
});
