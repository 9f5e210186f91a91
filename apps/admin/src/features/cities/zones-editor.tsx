import { Button, FormField, Input, NativeSelect } from '@ridebook/ui';
import { ZONE_KINDS, ZONE_KIND_LABELS, zoneHasPickupPoints, type ZoneKind } from '@ridebook/validation';
import type { AreaPolygons } from '@ridebook/validation/geo';
import { MapPinPlus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { middleOf } from './city-form-values.ts';
import { ServiceAreaMap } from './lazy-service-area-map.tsx';
import {
  describeZone,
  newPickupPoint,
  newZone,
  type PickupPointFormValue,
  type ZoneFormValue,
} from './zone-form-values.ts';

type ZonesEditorProps = {
  zones: ZoneFormValue[];
  /** The city's service area: every zone lies inside it (shown behind the zone being drawn). */
  cityArea: AreaPolygons;
  /** The schema's or the API's messages by path (`zones.1.area`, `zones.0.pickupPoints.2.name`). */
  errors: Readonly<Record<string, string>>;
  /** Whether to show the messages yet (after a save was tried or a zone touched). */
  showErrors: boolean;
  onChange: (zones: ZoneFormValue[]) => void;
};

/**
 * A city's zones, listed, added, edited and deleted within the city form (saved with the city): each drawn on the
 * service area's map with the city's area behind it, its kind and name chosen, and for an airport or station its
 * named pickup points placed as pins (dragged on the map, or typed).
 */
export function ZonesEditor({ zones, cityArea, errors, showErrors, onChange }: ZonesEditorProps) {
  const headingId = useId();
  // A zone opened or closed by the admin stays so; the others open when they have something to fix.
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const update = (key: string, change: Partial<ZoneFormValue>) =>
    onChange(zones.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)));

  const zoneHasErrors = (index: number) =>
    showErrors &&
    Object.keys(errors).some((path) => path.startsWith(`zones.${index}.`) || path === `zones.${index}`);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="text-sm font-medium">
          Zones
        </h3>
        <p className="text-sm text-muted-foreground">
          Riders picked up in an airport or station zone choose one of its named pickup points; nobody is
          picked up in a no-pickup zone. Zones lie inside the service area, never over each other, and are
          saved with the city.
        </p>
      </div>
      {zones.length > 0 && (
        <ul aria-label="Zones" className="grid gap-2">
          {zones.map((zone, index) => {
            const needsFixing = zoneHasErrors(index);
            const open = toggled[zone.key] ?? needsFixing;
            const title = zone.name.trim() || `Zone ${index + 1}`;
            return (
              <li key={zone.key} className="rounded-xl border">
                <div className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{title}</p>
                    <p className="text-sm text-muted-foreground">
                      {describeZone(zone, ZONE_KIND_LABELS[zone.kind])}
                    </p>
                    {needsFixing && !open && (
                      <p className="text-sm font-medium text-destructive">Something to fix in this zone</p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-expanded={open}
                      aria-label={`${open ? 'Close' : 'Edit'} ${title}`}
                      onClick={() => setToggled({ ...toggled, [zone.key]: !open })}
                    >
                      {open ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
                      {open ? 'Close' : 'Edit'}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Delete ${title}`}
                      onClick={() => onChange(zones.filter((other) => other.key !== zone.key))}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </div>
                {open && (
                  <ZoneEditor
                    zone={zone}
                    index={index}
                    cityArea={cityArea}
                    errors={showErrors ? errors : {}}
                    onChange={(change) => update(zone.key, change)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const zone = newZone();
            onChange([...zones, zone]);
            setToggled({ ...toggled, [zone.key]: true });
          }}
        >
          <Plus aria-hidden="true" />
          Add a zone
        </Button>
      </div>
    </section>
  );
}

function ZoneEditor({
  zone,
  index,
  cityArea,
  errors,
  onChange,
}: {
  zone: ZoneFormValue;
  index: number;
  cityArea: AreaPolygons;
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<ZoneFormValue>) => void;
}) {
  const at = `zones.${index}`;
  const pointsId = useId();
  const offersPoints = zoneHasPickupPoints(zone.kind);
  const updatePoint = (key: string, change: Partial<PickupPointFormValue>) =>
    onChange({
      pickupPoints: zone.pickupPoints.map((point) => (point.key === key ? { ...point, ...change } : point)),
    });
  const pins = offersPoints
    ? zone.pickupPoints.flatMap((point, pointIndex) => {
        const lat = Number(point.lat);
        const lng = Number(point.lng);
        if (point.lat.trim() === '' || point.lng.trim() === '' || !Number.isFinite(lat + lng)) return [];
        return [
          { id: point.key, label: point.name.trim() || `Point ${pointIndex + 1}`, point: { lat, lng } },
        ];
      })
    : [];
  const areaError = errors[`${at}.area`];
  const pointsError = errors[`${at}.pickupPoints`];

  return (
    <div className="grid gap-4 border-t p-3">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Kind" required>
          <NativeSelect
            value={zone.kind}
            onChange={(event) => onChange({ kind: event.target.value as ZoneKind })}
          >
            {ZONE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ZONE_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Zone name" error={errors[`${at}.name`]} required>
          <Input
            value={zone.name}
            autoComplete="off"
            placeholder="e.g. Terminal 2"
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </FormField>
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Draw the zone with the tools on the map; the city&apos;s service area shows dashed behind it.
          {offersPoints && ' Drag a pickup point’s pin to move it.'}
        </p>
        <ServiceAreaMap
          polygons={zone.area}
          center={null}
          backdrop={cityArea}
          pins={pins}
          onChange={(area) => onChange({ area })}
          onPinMove={(key, point) => updatePoint(key, { lat: String(point.lat), lng: String(point.lng) })}
          aria-label={`Map of the zone ${zone.name.trim() || index + 1}`}
        />
        {areaError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {areaError}
          </p>
        )}
      </div>
      {offersPoints && (
        <fieldset className="grid gap-3" aria-describedby={pointsError ? `${pointsId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">Pickup points</legend>
          {zone.pickupPoints.map((point, pointIndex) => {
            const pointAt = `${at}.pickupPoints.${pointIndex}`;
            const placeError = errors[pointAt] ?? errors[`${pointAt}.lat`] ?? errors[`${pointAt}.lng`];
            return (
              <div
                key={point.key}
                className="grid items-start gap-3 rounded-lg bg-muted/40 p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
              >
                <FormField label={`Point ${pointIndex + 1} name`} error={errors[`${pointAt}.name`]} required>
                  <Input
                    value={point.name}
                    autoComplete="off"
                    placeholder="e.g. Door 5, arrivals level"
                    onChange={(event) => updatePoint(point.key, { name: event.target.value })}
                  />
                </FormField>
                <FormField label="Latitude" error={placeError} required>
                  <Input
                    value={point.lat}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(event) => updatePoint(point.key, { lat: event.target.value })}
                  />
                </FormField>
                <FormField label="Longitude" required>
                  <Input
                    value={point.lng}
                    inputMode="decimal"
                    autoComplete="off"
                    onChange={(event) => updatePoint(point.key, { lng: event.target.value })}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="outline"
                  className="sm:mt-6"
                  aria-label={`Remove point ${pointIndex + 1}`}
                  onClick={() =>
                    onChange({ pickupPoints: zone.pickupPoints.filter((other) => other.key !== point.key) })
                  }
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </div>
            );
          })}
          {pointsError && (
            <p id={`${pointsId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {pointsError}
            </p>
          )}
          <div>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                onChange({ pickupPoints: [...zone.pickupPoints, newPickupPoint(middleOf(zone.area))] })
              }
            >
              <MapPinPlus aria-hidden="true" />
              Add a pickup point
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
