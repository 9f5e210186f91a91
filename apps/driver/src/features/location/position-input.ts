import { driverPositionSchema, type DriverPositionInput, type LatLng } from '@ridebook/validation';
import type { LocationFix } from './browser-location.ts';

/** How long a fix counts as current: after this the driver sees a warning and nothing is sent. */
export const FIX_STALE_AFTER_MS = 30_000;

export function isFixFresh(fix: LocationFix | null, now: number): fix is LocationFix {
  return fix !== null && now - fix.at <= FIX_STALE_AFTER_MS;
}

/** Where the driver is, for a request that takes an optional position: only a current fix counts. */
export function freshPosition(fix: LocationFix | null, now: number): LatLng | undefined {
  return isFixFresh(fix, now) ? { lat: fix.lat, lng: fix.lng } : undefined;
}

/**
 * The fix as the API takes it (driverPositionSchema), or null when the API would refuse it (accuracy worse than
 * 1 km). A heading or speed outside the schema's range is left out rather than losing the whole fix.
 */
export function toPositionInput(fix: LocationFix): DriverPositionInput | null {
  const { shape } = driverPositionSchema;
  const keep = <T>(field: { safeParse: (value: unknown) => { success: boolean } }, value: T | null) =>
    value !== null && field.safeParse(value).success ? value : null;
  const parsed = driverPositionSchema.safeParse({
    lat: fix.lat,
    lng: fix.lng,
    accuracy: fix.accuracy,
    heading: keep(shape.heading, fix.heading),
    speed: keep(shape.speed, fix.speed),
  });
  return parsed.success ? parsed.data : null;
}
