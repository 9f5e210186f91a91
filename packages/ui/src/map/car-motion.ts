import { bearingDegrees, haversineMeters, interpolate, type LatLng } from '@ridebook/validation/geo';

/** The car glides over the time between two fixes, so it moves continuously; within these bounds. */
export const MIN_GLIDE_MS = 300;
export const MAX_GLIDE_MS = 3_000;

/** How long the car takes to glide to a new fix that came `sinceLastFixMs` after the one before. */
export function glideDuration(sinceLastFixMs: number): number {
  return Math.min(MAX_GLIDE_MS, Math.max(MIN_GLIDE_MS, sinceLastFixMs));
}

/**
 * The rotation to show for a new heading, as close as possible to the one shown: 350 -> 10 turns 20 degrees
 * clockwise (to 370), not 340 back.
 */
export function nearestRotation(shown: number, heading: number): number {
  const delta = ((((heading - shown) % 360) + 540) % 360) - 180;
  return shown + delta;
}

/** The direction of travel: the fix's heading, else the bearing of the move when it is more than a few metres. */
export function headingOf(from: LatLng | null, to: LatLng, heading: number | undefined): number | null {
  if (heading !== undefined) return heading;
  if (!from || haversineMeters(from, to) < 3) return null;
  return bearingDegrees(from, to);
}

/** Where the gliding car is at `elapsed` ms of a glide of `duration` ms. */
export function glidePosition(from: LatLng, to: LatLng, elapsed: number, duration: number): LatLng {
  return interpolate(from, to, duration <= 0 ? 1 : elapsed / duration);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
