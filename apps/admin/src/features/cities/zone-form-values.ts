import { zoneHasPickupPoints, type CityZone, type ZoneInput, type ZoneKind } from '@ridebook/validation';
import type { AreaPolygons, LatLng } from '@ridebook/validation/geo';

/** A pickup point as the form holds it: its coordinates as typed (or as its pin was dropped). */
export type PickupPointFormValue = { key: string; id?: string; name: string; lat: string; lng: string };

/** A zone as the form holds it: `key` names it in the list (its id once saved, a fresh one before). */
export type ZoneFormValue = {
  key: string;
  id?: string;
  kind: ZoneKind;
  name: string;
  area: AreaPolygons;
  pickupPoints: PickupPointFormValue[];
};

const newKey = () => crypto.randomUUID();

export function zoneToForm(zone: CityZone): ZoneFormValue {
  return {
    key: zone.id,
    id: zone.id,
    kind: zone.kind,
    name: zone.name,
    area: zone.area.coordinates,
    pickupPoints: zone.pickupPoints.map((point) => ({
      key: point.id,
      id: point.id,
      name: point.name,
      lat: String(point.lat),
      lng: String(point.lng),
    })),
  };
}

export function newZone(): ZoneFormValue {
  return { key: newKey(), kind: 'station', name: '', area: [], pickupPoints: [] };
}

export function newPickupPoint(at: LatLng | null): PickupPointFormValue {
  return { key: newKey(), name: '', lat: at ? String(at.lat) : '', lng: at ? String(at.lng) : '' };
}

/** A number typed in a field; blank is not zero (the schema then says the coordinate is missing). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The API's zone from the form; a no-pickup zone sends no pickup points (its kind was changed). */
export function formToZoneInput(zone: ZoneFormValue): ZoneInput {
  return {
    ...(zone.id === undefined ? {} : { id: zone.id }),
    kind: zone.kind,
    name: zone.name,
    area: { type: 'MultiPolygon', coordinates: zone.area },
    pickupPoints: zoneHasPickupPoints(zone.kind)
      ? zone.pickupPoints.map((point) => ({
          ...(point.id === undefined ? {} : { id: point.id }),
          name: point.name,
          lat: numberOf(point.lat),
          lng: numberOf(point.lng),
        }))
      : [],
  };
}

/** "Station · 2 pickup points", for the zone's line in the list. */
export function describeZone(zone: ZoneFormValue, kindLabel: string): string {
  if (!zoneHasPickupPoints(zone.kind)) return kindLabel;
  const count = zone.pickupPoints.length;
  return `${kindLabel} · ${count === 1 ? '1 pickup point' : `${count} pickup points`}`;
}
