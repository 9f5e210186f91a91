import type { LatLng, Ride, RoutePath } from '@ridebook/validation';
import {
  bearingDegrees,
  distanceToSegmentMeters,
  haversineMeters,
  moveToward,
} from '@ridebook/validation/geo';

/** A simulated car drives at a steady city speed: about 50 km/h. */
export const SIMULATED_SPEED_MPS = 14;
/** How often the simulated car moves (and reports where it is). */
export const SIMULATION_TICK_MS = 2_000;

export type SimulatedStep = { position: LatLng; heading: number | null; speedMps: number };

type SimulatedRide = Pick<Ride, 'status' | 'pickup' | 'destination' | 'route'>;

/** Route points still ahead of `position`: the end of the route segment nearest to it onwards, then the destination. */
function routeAhead(position: LatLng, route: RoutePath, destination: LatLng): LatLng[] {
  const points = route.map(([lat, lng]) => ({ lat, lng }));
  let nearestEnd = points.length;
  let nearestMeters = Infinity;
  for (let end = 1; end < points.length; end++) {
    const meters = distanceToSegmentMeters(position, points[end - 1] as LatLng, points[end] as LatLng);
    // Ties go to the later segment: at a corner the car carries on rather than turning back.
    if (meters <= nearestMeters) {
      nearestEnd = end;
      nearestMeters = meters;
    }
  }
  return [...points.slice(nearestEnd), destination];
}

/**
 * Where the car drives next on this ride: to the pickup once the ride is accepted, nowhere while it waits for the
 * rider, then along the ride's route to the destination. Nothing to do without a ride in progress.
 */
export function simulationTargets(position: LatLng, ride: SimulatedRide | null): LatLng[] {
  switch (ride?.status) {
    case 'accepted':
      return [ride.pickup];
    case 'picked_up':
    case 'in_transit':
      return routeAhead(position, ride.route, ride.destination);
    default:
      return [];
  }
}

/** Moves the car `meters` along `targets` in order; it stops at the last one. */
export function driveAlong(position: LatLng, targets: readonly LatLng[], meters: number): SimulatedStep {
  let current = { lat: position.lat, lng: position.lng };
  let left = meters;
  let heading: number | null = null;
  for (const target of targets) {
    const toTarget = haversineMeters(current, target);
    if (toTarget === 0) continue;
    heading = bearingDegrees(current, target);
    current = moveToward(current, target, left);
    left -= Math.min(left, toTarget);
    if (left <= 0) break;
  }
  const moved = meters - left;
  return { position: current, heading, speedMps: moved > 0 ? SIMULATED_SPEED_MPS : 0 };
}

/** One tick of the simulated car on `ride` (or standing still without one). */
export function simulateTick(position: LatLng, ride: SimulatedRide | null, elapsedMs: number): SimulatedStep {
  const meters = (SIMULATED_SPEED_MPS * elapsedMs) / 1_000;
  return driveAlong(position, simulationTargets(position, ride), meters);
}
