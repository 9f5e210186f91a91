import { z } from 'zod';
import { areasOverlap, isAreaWithin, isInArea, type AreaPolygons } from '../geo/service-area.ts';
import { latitudeField, longitudeField } from '../rides/geo.ts';
import { areaInputSchema, serviceAreaGeometrySchema } from './area-input.ts';
import { ZONE_MESSAGES } from './messages.ts';

/** Airport and station zones offer named pickup points; in a no-pickup zone nobody is picked up. */
export const ZONE_KINDS = ['airport', 'station', 'no_pickup'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** How the apps name each kind. */
export const ZONE_KIND_LABELS: Record<ZoneKind, string> = {
  airport: 'Airport',
  station: 'Station',
  no_pickup: 'No pickups',
};

/** Whether a zone of this kind offers pickup points (and must have at least one). */
export function zoneHasPickupPoints(kind: ZoneKind): boolean {
  return kind !== 'no_pickup';
}

export const ZONE_LIMITS = { zones: 100, pickupPoints: 20 } as const;

const pickupPointNameField = z
  .string({ error: ZONE_MESSAGES.pickupPointNameInvalid })
  .trim()
  .min(2, { error: ZONE_MESSAGES.pickupPointNameInvalid })
  .max(80, { error: ZONE_MESSAGES.pickupPointNameInvalid });

/** A named place to meet the driver inside a zone ("Terminal 2, Door 5"). The id is the server's (new: absent). */
export const pickupPointInputSchema = z.object({
  id: z.uuid({ error: ZONE_MESSAGES.idInvalid }).optional(),
  name: pickupPointNameField,
  lat: latitudeField,
  lng: longitudeField,
});

/** One zone as an admin sends it; its area is read like a service area (Polygon, MultiPolygon or Feature). */
export const zoneInputSchema = z.object({
  id: z.uuid({ error: ZONE_MESSAGES.idInvalid }).optional(),
  kind: z.enum(ZONE_KINDS, { error: ZONE_MESSAGES.kindInvalid }),
  name: z
    .string({ error: ZONE_MESSAGES.nameInvalid })
    .trim()
    .min(2, { error: ZONE_MESSAGES.nameInvalid })
    .max(80, { error: ZONE_MESSAGES.nameInvalid }),
  area: areaInputSchema(ZONE_MESSAGES.areaRequired),
  pickupPoints: z
    .array(pickupPointInputSchema)
    .max(ZONE_LIMITS.pickupPoints, { error: ZONE_MESSAGES.tooManyPickupPoints })
    .default([]),
});
export type ZoneInput = z.input<typeof zoneInputSchema>;
export type ZoneData = z.output<typeof zoneInputSchema>;

/** A city's zones as an admin sends them: the whole list (absent: none). */
export const zonesInputSchema = z
  .array(zoneInputSchema)
  .max(ZONE_LIMITS.zones, { error: ZONE_MESSAGES.tooManyZones })
  .default([]);

type Issue = { code: 'custom'; path: Array<string | number>; message: string };

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * What is wrong with a city's zones, each issue naming its field (`zones.2.area`, `zones.0.pickupPoints.1`):
 * a zone outside the service area or overlapping an earlier zone, a name used twice, an airport or station without
 * pickup points, a no-pickup zone with some, a pickup point outside its zone or named twice, an id used twice.
 */
export function zoneIssues(zones: readonly ZoneData[], serviceArea: AreaPolygons): Issue[] {
  const issues: Issue[] = [];
  const ids = new Set<string>();
  const claim = (id: string | undefined, path: Array<string | number>) => {
    if (id === undefined) return;
    if (ids.has(id)) issues.push({ code: 'custom', path: [...path, 'id'], message: ZONE_MESSAGES.idTaken });
    ids.add(id);
  };
  for (const [index, zone] of zones.entries()) {
    const at = ['zones', index];
    claim(zone.id, at);
    if (zones.slice(0, index).some((earlier) => sameName(earlier.name, zone.name))) {
      issues.push({ code: 'custom', path: [...at, 'name'], message: ZONE_MESSAGES.nameTaken });
    }
    if (!isAreaWithin(zone.area, serviceArea)) {
      issues.push({ code: 'custom', path: [...at, 'area'], message: ZONE_MESSAGES.outsideCity });
    } else {
      const overlapped = zones.slice(0, index).find((earlier) => areasOverlap(earlier.area, zone.area));
      if (overlapped) {
        issues.push({
          code: 'custom',
          path: [...at, 'area'],
          message: ZONE_MESSAGES.overlaps(overlapped.name),
        });
      }
    }
    if (zoneHasPickupPoints(zone.kind) && zone.pickupPoints.length === 0) {
      issues.push({
        code: 'custom',
        path: [...at, 'pickupPoints'],
        message: ZONE_MESSAGES.pickupPointsRequired,
      });
    }
    if (!zoneHasPickupPoints(zone.kind) && zone.pickupPoints.length > 0) {
      issues.push({
        code: 'custom',
        path: [...at, 'pickupPoints'],
        message: ZONE_MESSAGES.pickupPointsNotAllowed,
      });
    }
    for (const [pointIndex, point] of zone.pickupPoints.entries()) {
      const pointAt = [...at, 'pickupPoints', pointIndex];
      claim(point.id, pointAt);
      if (zone.pickupPoints.slice(0, pointIndex).some((earlier) => sameName(earlier.name, point.name))) {
        issues.push({
          code: 'custom',
          path: [...pointAt, 'name'],
          message: ZONE_MESSAGES.pickupPointNameTaken,
        });
      }
      if (!isInArea(point, zone.area)) {
        issues.push({ code: 'custom', path: pointAt, message: ZONE_MESSAGES.pickupPointOutsideZone });
      }
    }
  }
  return issues;
}

export const pickupPointSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** A zone as the API answers it (every id given). */
export const cityZoneSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ZONE_KINDS),
  name: z.string(),
  area: serviceAreaGeometrySchema,
  pickupPoints: z.array(pickupPointSchema),
});
export type CityZone = z.infer<typeof cityZoneSchema>;

/** The zone a quote's pickup lies in, with the pickup points the rider chooses from (no outline). */
export const pickupZoneSchema = cityZoneSchema.pick({ id: true, kind: true, name: true, pickupPoints: true });
export type PickupZone = z.infer<typeof pickupZoneSchema>;

/** The pickup point a ride was booked at: its name and its zone's, kept with the ride. */
export const ridePickupPointSchema = z.object({ id: z.uuid(), name: z.string(), zoneName: z.string() });
export type RidePickupPoint = z.infer<typeof ridePickupPointSchema>;

/** "Pickup: Terminal 2, Door 5": how the quote, the ride and the driver's screens name the pickup point. */
export function pickupPointLine(point: Pick<RidePickupPoint, 'name'>): string {
  return `Pickup: ${point.name}`;
}
