import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapPinOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { boundsOf, type LatLng } from '@ridebook/validation/geo';
import { cn } from '../cn.ts';
import './map.css';
import { useTileLayer } from './use-tile-layer.ts';

export type { LatLng } from '@ridebook/validation/geo';

import { OSM_ATTRIBUTION } from '../lazy-map/tiles.ts';

export type MapMarkerKind = 'pickup' | 'dropoff' | 'driver' | 'default';

export type MapMarker = {
  id: string;
  position: LatLng;
  /** Read by screen readers and shown on hover: "Pickup: 12 Market St". */
  label: string;
  kind?: MapMarkerKind;
  /** A driver's heading in degrees (0 = north). */
  heading?: number;
  /** The person may drag it; `onMarkerDragEnd` hears where it was dropped. */
  draggable?: boolean;
};

export type RideMapProps = {
  /** A Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. Without one, no tiles load. */
  tileUrl?: string | null;
  attribution?: string;
  markers?: readonly MapMarker[];
  /** The route line, in order. */
  route?: readonly LatLng[];
  /** Where to look when there is nothing to fit. */
  center?: LatLng;
  zoom?: number;
  /** Fit the view to the markers and the route whenever they change. Default true. */
  fitToBounds?: boolean;
  /** Accessible name of the map region. */
  'aria-label'?: string;
  className?: string;
  /** Called with the point the person clicked or tapped (choosing a pickup on the map, say). */
  onMapClick?: (point: LatLng) => void;
  /** Called when a draggable marker is dropped, with its id and where it now is. */
  onMarkerDragEnd?: (id: string, position: LatLng) => void;
};

const DEFAULT_CENTER: LatLng = { lat: 51.5074, lng: -0.1278 };

const PIN_SIZE: Record<MapMarkerKind, number> = { pickup: 20, dropoff: 20, driver: 34, default: 18 };

function pinIcon(kind: MapMarkerKind, heading = 0): L.DivIcon {
  const size = PIN_SIZE[kind];
  const arrow =
    kind === 'driver'
      ? `<svg viewBox="0 0 24 24" width="16" height="16" style="transform:rotate(${heading}deg)" aria-hidden="true"><path d="M12 3 19 20 12 16 5 20Z" fill="currentColor"/></svg>`
      : '';
  return L.divIcon({
    className: '',
    html: `<div class="ridebook-pin ridebook-pin--${kind}" style="width:${size}px;height:${size}px">${arrow}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const toLeaflet = ({ lat, lng }: LatLng): L.LatLngTuple => [lat, lng];

/**
 * A Leaflet map of a ride: pickup, drop-off and driver markers, the route line, and the view fitted to them.
 * When no tile can be fetched (offline, blocked, no URL configured) it stays usable: the markers and the route
 * show on a neutral grid with a notice. Import it lazily from '@ridebook/ui/map' so Leaflet stays out of the
 * first bundle.
 */
export function RideMap({
  tileUrl,
  attribution = OSM_ATTRIBUTION,
  markers = [],
  route = [],
  center = DEFAULT_CENTER,
  zoom = 13,
  fitToBounds = true,
  'aria-label': ariaLabel = 'Ride map',
  className,
  onMapClick,
  onMarkerDragEnd,
}: RideMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const overlaysRef = useRef<L.LayerGroup | null>(null);
  const initialView = useRef({ center, zoom });
  // The latest handlers, so Leaflet's listeners (bound once) never call a stale one.
  const handlers = useRef({ onMapClick, onMarkerDragEnd });
  useEffect(() => {
    handlers.current = { onMapClick, onMarkerDragEnd };
  });
  const isPickable = onMapClick !== undefined;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      center: toLeaflet(initialView.current.center),
      zoom: initialView.current.zoom,
      zoomControl: true,
      attributionControl: true,
    });
    map.attributionControl.setPrefix(false);
    map.on('click', (event: L.LeafletMouseEvent) =>
      handlers.current.onMapClick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    );
    mapRef.current = map;
    overlaysRef.current = L.layerGroup().addTo(map);
    return () => {
      map.remove();
      mapRef.current = null;
      overlaysRef.current = null;
    };
  }, []);

  const tilesFailed = useTileLayer(mapRef, tileUrl, attribution);

  // Callers often pass fresh arrays on every render; redraw (and refit) only when the geometry really changes.
  const geometryKey = JSON.stringify([markers, route]);

  useEffect(() => {
    const map = mapRef.current;
    const overlays = overlaysRef.current;
    if (!map || !overlays) return;
    const [markers, route] = JSON.parse(geometryKey) as [MapMarker[], LatLng[]];
    overlays.clearLayers();
    if (route.length > 1) {
      const line = route.map(toLeaflet);
      L.polyline(line, {
        className: 'ridebook-route-casing',
        weight: 9,
        opacity: 1,
        interactive: false,
      }).addTo(overlays);
      L.polyline(line, { className: 'ridebook-route', weight: 5, opacity: 1, interactive: false }).addTo(
        overlays,
      );
    }
    for (const marker of markers) {
      const pin = L.marker(toLeaflet(marker.position), {
        icon: pinIcon(marker.kind ?? 'default', marker.heading),
        title: marker.label,
        alt: marker.label,
        keyboard: false,
        draggable: marker.draggable ?? false,
        zIndexOffset: marker.kind === 'driver' ? 1000 : 0,
      })
        .bindTooltip(marker.label, { direction: 'top', offset: [0, -12] })
        .addTo(overlays);
      if (marker.draggable) {
        pin.on('dragend', () => {
          const { lat, lng } = pin.getLatLng();
          handlers.current.onMarkerDragEnd?.(marker.id, { lat, lng });
        });
      }
    }
    if (!fitToBounds) return;
    // Without animation: a refit per position update would otherwise animate endlessly, and Leaflet 1.9 throws
    // ("_leaflet_pos" of undefined) when the map is removed while a zoom animation is still running.
    const bounds = boundsOf([...markers.map((marker) => marker.position), ...route]);
    if (!bounds) return;
    const [southWest, northEast] = bounds;
    if (southWest.lat === northEast.lat && southWest.lng === northEast.lng) {
      map.setView(toLeaflet(southWest), Math.max(map.getZoom(), 15), { animate: false });
    } else {
      map.fitBounds(L.latLngBounds(toLeaflet(southWest), toLeaflet(northEast)), {
        padding: [48, 48],
        maxZoom: 16,
        animate: false,
      });
    }
  }, [geometryKey, fitToBounds]);

  const showNotice = !tileUrl || tilesFailed;

  return (
    <div
      role="region"
      aria-label={ariaLabel}
      className={cn('relative isolate h-80 w-full overflow-hidden rounded-xl border', className)}
    >
      <div
        ref={containerRef}
        className={cn('ridebook-map size-full', isPickable && 'ridebook-map--pickable')}
      />
      {markers.length > 0 && (
        <ul className="sr-only">
          {markers.map((marker) => (
            <li key={marker.id}>{marker.label}</li>
          ))}
        </ul>
      )}
      {showNotice && (
        <div
          role="status"
          className={cn(
            'absolute inset-x-14 top-3 z-[1000] mx-auto flex w-fit items-center gap-2',
            'rounded-2xl border bg-card/95 px-3 py-1.5 text-xs font-medium text-card-foreground shadow-md',
          )}
        >
          <MapPinOff aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span>Map tiles unavailable: showing the pickup, drop-off and route only.</span>
        </div>
      )}
    </div>
  );
}
