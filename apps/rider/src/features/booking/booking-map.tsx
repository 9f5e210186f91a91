import { cn, LazyRideMap, type MapInsets } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import type { FareQuote, LatLng } from '@ridebook/validation';
import type { AreaPolygons } from '@ridebook/validation/geo';
import type { TripPoint, TripPointName } from './use-trip-points.ts';

export type BookingMapProps = {
  pickup: TripPoint;
  destination: TripPoint;
  quote: FareQuote | null;
  /** The quote's pickup point the rider chose in the sheet ('' while none is). */
  chosenPickupPointId?: string;
  center: LatLng | undefined;
  /** The areas RideBook serves (every city's), drawn faintly so the rider sees where a ride can start. */
  areas?: AreaPolygons | undefined;
  /** Which point a click on the map sets. */
  target: TripPointName;
  onTargetChange: (target: TripPointName) => void;
  onPin: (point: TripPointName, at: LatLng) => void;
  /** What covers the map (the bottom sheet on phones): the "Tap to set" switch stays above it. */
  insets?: MapInsets;
  className?: string;
};

const TARGET_LABELS: Record<TripPointName, string> = { pickup: 'Pickup', destination: 'Destination' };

function markerOf(name: TripPointName, point: TripPoint): MapMarker | null {
  const position = point.location ?? point.pendingPin;
  if (!position) return null;
  const label = `${TARGET_LABELS[name]}: ${point.location?.address ?? 'finding the address'}`;
  return {
    id: name,
    kind: name === 'pickup' ? 'pickup' : 'dropoff',
    position: { lat: position.lat, lng: position.lng },
    label,
    draggable: true,
  };
}

/**
 * The booking map: pickup and destination pins (drag either to move it), the quoted route, and a click that sets
 * the point chosen in "Set on the map". Searching and "Use my location" are the keyboard's ways to the same choices.
 */
export function BookingMap({
  pickup,
  destination,
  quote,
  chosenPickupPointId = '',
  center,
  areas,
  target,
  onTargetChange,
  onPin,
  insets,
  className,
}: BookingMapProps) {
  // An airport's or station's pickup points, for the rider to see where each is; the one chosen in the sheet
  // stands out.
  const pickupPoints: MapMarker[] = (quote?.pickupZone?.pickupPoints ?? []).map((point) => {
    const isSelected = point.id === chosenPickupPointId;
    return {
      id: `pickup-point-${point.id}`,
      kind: 'default',
      position: { lat: point.lat, lng: point.lng },
      label: `Pickup point: ${point.name}${isSelected ? ' (chosen)' : ''}`,
      isSelected,
    };
  });
  const markers = [markerOf('pickup', pickup), markerOf('destination', destination), ...pickupPoints].filter(
    (marker): marker is MapMarker => marker !== null,
  );
  const route = quote?.route.map(([lat, lng]) => ({ lat, lng })) ?? [];

  return (
    <div className={cn('relative isolate', className)}>
      <LazyRideMap
        aria-label="Trip map"
        markers={markers}
        route={route}
        center={center}
        zoom={13}
        {...(areas ? { areas } : {})}
        className="h-full min-h-64 rounded-none border-0"
        {...(insets ? { insets } : {})}
        onMapClick={(at) => onPin(target, at)}
        onMarkerDragEnd={(id, at) => {
          if (id === 'pickup' || id === 'destination') onPin(id, at);
        }}
      />
      <fieldset
        style={{ bottom: `${(insets?.bottom ?? 0) + 12}px` }}
        className="absolute left-1/2 z-[1000] flex w-max -translate-x-1/2 items-center gap-1 rounded-full border bg-card/95 p-1 text-xs font-medium whitespace-nowrap shadow-md"
      >
        <legend className="sr-only">Set on the map</legend>
        <span aria-hidden="true" className="px-2 text-muted-foreground">
          Tap to set
        </span>
        {(['pickup', 'destination'] as const).map((name) => (
          <label
            key={name}
            className={cn(
              'relative cursor-pointer rounded-full px-3 py-1.5 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
              target === name ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name="map-target"
              value={name}
              checked={target === name}
              onChange={() => onTargetChange(name)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {TARGET_LABELS[name]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
