import { randomUUID } from 'node:crypto';
import type { CityData } from '@ridebook/validation';
import type { StoredZone } from '../../db/schema.ts';

/** The zones as stored: every zone and pickup point with an id (new ones get one; sent ones keep theirs). */
export function storedZones(zones: CityData['zones']): StoredZone[] {
  return zones.map((zone) => ({
    id: zone.id ?? randomUUID(),
    kind: zone.kind,
    name: zone.name,
    area: zone.area,
    pickupPoints: zone.pickupPoints.map((point) => ({
      id: point.id ?? randomUUID(),
      name: point.name,
      lat: point.lat,
      lng: point.lng,
    })),
  }));
}
