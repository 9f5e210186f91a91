import { describe, expect, it } from 'vitest';
import { anAcceptedRide, DESTINATION, PICKUP, rideAt } from '@ridebook/api-client/testing';
import { haversineMeters } from '@ridebook/validation/geo';
import {
  driveAlong,
  SIMULATED_SPEED_MPS,
  SIMULATION_TICK_MS,
  simulateTick,
  simulationTargets,
} from './simulated-driving.ts';

const START = { lat: 37.8, lng: -122.41 };

describe('simulated driving', () => {
  it('stands still without a ride in progress', () => {
    expect(simulationTargets(START, null)).toEqual([]);
    expect(simulateTick(START, null, SIMULATION_TICK_MS)).toEqual({
      position: START,
      heading: null,
      speedMps: 0,
    });
  });

  it('drives toward the pickup once the ride is accepted, a tick of city speed at a time', () => {
    const step = simulateTick(START, anAcceptedRide(), SIMULATION_TICK_MS);
    const expected = (SIMULATED_SPEED_MPS * SIMULATION_TICK_MS) / 1_000;
    expect(haversineMeters(START, step.position)).toBeCloseTo(expected, 0);
    expect(haversineMeters(step.position, PICKUP)).toBeLessThan(haversineMeters(START, PICKUP));
    expect(step.speedMps).toBe(SIMULATED_SPEED_MPS);
    expect(step.heading).not.toBeNull();
  });

  it('stops at the pickup and waits there while the driver has arrived', () => {
    const near = { lat: PICKUP.lat + 0.00005, lng: PICKUP.lng };
    expect(simulateTick(near, anAcceptedRide(), SIMULATION_TICK_MS).position).toEqual({
      lat: PICKUP.lat,
      lng: PICKUP.lng,
    });
    const atPickup = { lat: PICKUP.lat, lng: PICKUP.lng };
    expect(simulateTick(atPickup, rideAt('arrived'), SIMULATION_TICK_MS).position).toEqual(atPickup);
  });

  it('follows the route to the destination once the rider is on board, and stops there', () => {
    const ride = rideAt('in_transit');
    let position = { lat: PICKUP.lat, lng: PICKUP.lng };
    const visited = [];
    for (let tick = 0; tick < 500; tick++) {
      position = simulateTick(position, ride, SIMULATION_TICK_MS).position;
      visited.push(position);
    }
    expect(position).toEqual({ lat: DESTINATION.lat, lng: DESTINATION.lng });
    // It passes the route's middle point rather than cutting straight across.
    const [, [midLat, midLng]] = ride.route as [unknown, [number, number]];
    const closest = Math.min(...visited.map((point) => haversineMeters(point, { lat: midLat, lng: midLng })));
    expect(closest).toBeLessThan(SIMULATED_SPEED_MPS * 2);
  });

  it('carries the distance left over at a corner on to the next leg', () => {
    const corner = { lat: 37.8, lng: -122.4 };
    const end = { lat: 37.801, lng: -122.4 };
    const start = { lat: 37.8, lng: -122.4001 };
    const toCorner = haversineMeters(start, corner);
    const step = driveAlong(start, [corner, end], toCorner + 50);
    expect(haversineMeters(corner, step.position)).toBeCloseTo(50, 0);
  });
});
