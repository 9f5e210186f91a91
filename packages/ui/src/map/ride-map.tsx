import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { type CSSProperties, useEffect, useRef } from 'react';
import { boundsOf, splitPathAt, type AreaPolygons, type LatLng } from '@ridebook/validation/geo';
import { cn } from '../cn.ts';
import {
  glideDuration,
  glidePosition,
  headingOf,
  nearestRotation,
  prefersReducedMotion,
} from './car-motion.ts';
import './map.css';
import type { PlainBasemap } from './plain-basemap.ts';
import { useBasemap } from './use-basemap.ts';

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
  /** The one chosen among pins of a kind (the pickup point the rider picked): drawn larger, with a ring. */
  isSelected?: boolean;
};

export type RideMapProps = {
  /**
   * A MapLibre style URL (OpenMapTiles-compatible: OpenFreeMap, a self-hosted Protomaps style). MapLibre is loaded
   * only with one; a style that fails to load hands over to the raster tiles.
   */
  styleUrl?: string | null;
  /**
   * The style is drawn for the dark theme: shown as it is there, where the dark theme inverts the colours of every
   * other basemap (a light style, raster tiles) so that the map does not glare.
   */
  isDarkStyle?: boolean;
  /** A Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. Without one, no tiles load. */
  tileUrl?: string | null;
  /** The tiles' credit line (HTML); also the style's when its sources name none. */
  attribution?: string;
  /**
   * What the map draws without a style or tiles (none configured, offline, blocked): the areas served as land and
   * the places' names.
   */
  basemap?: PlainBasemap;
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
  /**
   * How the driver's car (the `driver` marker) relates to the route: `approach` draws a dashed line from the car to
   * the route's start (the pickup) while it comes; `trip` fades the route behind the car and draws the part ahead.
   */
  routeProgress?: 'approach' | 'trip';
  /** Px of the map covered by something over it (a bottom sheet): pins are fitted above it, controls stay clear. */
  insets?: { bottom?: number };
  /**
   * The areas served (the cities' service areas, GeoJSON order: longitude, latitude; holes allowed), drawn faintly
   * under everything so a person sees where a ride can start. Not fitted to, not clickable.
   */
  areas?: AreaPolygons;
};

const DEFAULT_CENTER: LatLng = { lat: 51.5074, lng: -0.1278 };

const NO_PLAIN_BASEMAP: PlainBasemap = { areas: [], places: [] };

/** Up to this many other cars glide between fixes; more jump to each fix. */
const FLEET_GLIDE_LIMIT = 200;

const PIN_SIZE: Record<Exclude<MapMarkerKind, 'driver'>, number> = { pickup: 22, dropoff: 22, default: 18 };

/** A marker drawn as a pin: every kind but a driver's car. */
type PinMarker = MapMarker & { kind?: Exclude<MapMarkerKind, 'driver'> };

function pinIcon(kind: Exclude<MapMarkerKind, 'driver'>, isSelected: boolean): L.DivIcon {
  const size = PIN_SIZE[kind] + (isSelected ? 6 : 0);
  const classes = `ridebook-pin ridebook-pin--${kind}${isSelected ? ' ridebook-pin--selected' : ''}`;
  return L.divIcon({
    className: '',
    html: `<div class="${classes}" style="width:${size}px;height:${size}px"></div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The ride's car, and the smaller cars of a fleet (an admin's map of every driver), where many share the view. */
const CAR_SIZES = {
  ride: { halo: 44, width: 20, height: 34 },
  fleet: { halo: 28, width: 12, height: 20 },
} as const;
type CarSize = keyof typeof CAR_SIZES;

/** The driver's car seen from above, nose up; the marker turns it with the heading. */
function carIcon(size: CarSize): L.DivIcon {
  const { halo, width, height } = CAR_SIZES[size];
  return L.divIcon({
    className: '',
    html: `<div class="ridebook-car" style="width:${halo}px;height:${halo}px"><svg class="ridebook-car__body" viewBox="0 0 24 40" width="${width}" height="${height}" aria-hidden="true"><rect x="2" y="1" width="20" height="38" rx="7" fill="currentColor"/><path d="M5 12q7-4 14 0l-1.5 6h-11Z" class="ridebook-car__glass"/><path d="M6 31h12l1 4q-7 2-14 0Z" class="ridebook-car__glass"/></svg></div>`,
    iconSize: [halo, halo],
    iconAnchor: [halo / 2, halo / 2],
  });
}

const toLeaflet = ({ lat, lng }: LatLng): L.LatLngTuple => [lat, lng];

type Car = { position: LatLng; heading?: number; label: string };

/** The car's marker: it glides from fix to fix and turns with the heading (it jumps under reduced motion). */
class CarMarker {
  private readonly marker: L.Marker;
  private shown: LatLng;
  private rotation = 0;
  private lastFixAt = performance.now();
  private frame = 0;

  constructor(car: Car, layer: L.LayerGroup, size: CarSize = 'ride') {
    this.shown = car.position;
    this.marker = L.marker(toLeaflet(car.position), {
      icon: carIcon(size),
      title: car.label,
      alt: car.label,
      keyboard: false,
      // The ride's car above the pins and the fleet.
      zIndexOffset: size === 'ride' ? 1000 : 500,
    })
      .bindTooltip(car.label, { direction: 'top', offset: [0, -CAR_SIZES[size].halo / 2 + 2] })
      .addTo(layer);
    this.turn(car.heading ?? null);
  }

  /** Glides to `car` (jumps there with `glide` false, or for a person who prefers reduced motion). */
  moveTo(car: Car, onFrame: (position: LatLng) => void, glide = true) {
    this.marker.setTooltipContent(car.label);
    this.marker.options.title = car.label;
    const from = this.shown;
    const to = car.position;
    this.turn(headingOf(from, to, car.heading));
    cancelAnimationFrame(this.frame);
    const now = performance.now();
    const duration = glideDuration(now - this.lastFixAt);
    this.lastFixAt = now;
    if (!glide || prefersReducedMotion()) {
      this.show(to);
      onFrame(to);
      return;
    }
    const step = (time: number) => {
      const elapsed = time - now;
      this.show(glidePosition(from, to, elapsed, duration));
      if (elapsed < duration) this.frame = requestAnimationFrame(step);
      else onFrame(to);
    };
    this.frame = requestAnimationFrame(step);
  }

  get position(): LatLng {
    return this.shown;
  }

  remove() {
    cancelAnimationFrame(this.frame);
    this.marker.remove();
  }

  private show(position: LatLng) {
    this.shown = position;
    this.marker.setLatLng(toLeaflet(position));
  }

  private turn(heading: number | null) {
    if (heading === null) return;
    this.rotation = nearestRotation(this.rotation, heading);
    const body = this.marker.getElement()?.querySelector<SVGElement>('.ridebook-car__body');
    if (body) body.style.transform = `rotate(${this.rotation}deg)`;
  }
}

function drawRoute(
  layer: L.LayerGroup,
  route: LatLng[],
  car: LatLng | null,
  progress: RideMapProps['routeProgress'],
) {
  layer.clearLayers();
  const line = (points: LatLng[], className: string, weight: number, dashArray?: string) => {
    if (points.length < 2) return;
    L.polyline(points.map(toLeaflet), {
      className,
      weight,
      opacity: 1,
      interactive: false,
      ...(dashArray ? { dashArray } : {}),
    }).addTo(layer);
  };
  if (car && progress === 'approach' && route[0]) {
    line([car, route[0]], 'ridebook-route-approach', 4, '2 8');
  }
  const { behind, ahead } =
    car && progress === 'trip' ? splitPathAt(route, car) : { behind: [] as LatLng[], ahead: route };
  line(behind, 'ridebook-route-behind', 5);
  line(ahead, 'ridebook-route-casing', 9);
  line(ahead, 'ridebook-route', 5);
}

/**
 * A Leaflet map of a ride: pickup and drop-off pins, the driver's car gliding between fixes and turning with its
 * heading, the route (the part ahead of the car), and the view fitted to them, above whatever covers the map's
 * bottom (`insets`). Under them the best basemap that loads (`useBasemap`): the vector style, else the raster
 * tiles, else a plain map of the areas served and the places' names. Import it lazily from '@ridebook/ui/map' so
 * Leaflet stays out of the first bundle.
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
  styleUrl,
  isDarkStyle = false,
  basemap = NO_PLAIN_BASEMAP,
  onMapClick,
  onMarkerDragEnd,
  routeProgress,
  insets,
  areas,
}: RideMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const pinsRef = useRef<L.LayerGroup | null>(null);
  // Cars have a layer of their own: redrawing the pins must not take them off the map.
  const carsRef = useRef<L.LayerGroup | null>(null);
  const routeLayerRef = useRef<L.LayerGroup | null>(null);
  const areasRef = useRef<L.LayerGroup | null>(null);
  const carRef = useRef<CarMarker | null>(null);
  const fleetRef = useRef(new Map<string, CarMarker>());
  const initialView = useRef({ center, zoom });
  // Fits the view to the pins, the route and the car (refreshed after each render, below).
  const fitView = useRef<(force: boolean) => void>(() => {});
  // The latest handlers, so Leaflet's listeners (bound once) never call a stale one.
  const handlers = useRef({ onMapClick, onMarkerDragEnd });
  useEffect(() => {
    handlers.current = { onMapClick, onMarkerDragEnd };
  });
  const isPickable = onMapClick !== undefined;
  const insetBottom = insets?.bottom ?? 0;

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
    // The container changes size without the window doing so (laid out after the map was made, the sheet becoming
    // a side panel at 768 px): Leaflet measures again and the view is fitted to the size it has now, so the pins
    // are in sight and the tiles and the plain basemap's names cover it.
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            fitView.current(true);
          });
    resizes?.observe(container);
    areasRef.current = L.layerGroup().addTo(map);
    routeLayerRef.current = L.layerGroup().addTo(map);
    pinsRef.current = L.layerGroup().addTo(map);
    carsRef.current = L.layerGroup().addTo(map);
    const fleet = fleetRef.current;
    return () => {
      resizes?.disconnect();
      carRef.current?.remove();
      carRef.current = null;
      for (const car of fleet.values()) car.remove();
      fleet.clear();
      map.remove();
      mapRef.current = null;
      pinsRef.current = null;
      carsRef.current = null;
      routeLayerRef.current = null;
      areasRef.current = null;
    };
  }, []);

  const areasKey = JSON.stringify(areas ?? []);
  useEffect(() => {
    const layer = areasRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const polygon of JSON.parse(areasKey) as AreaPolygons) {
      const rings = polygon.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)));
      L.polygon(rings, { className: 'ridebook-area', interactive: false }).addTo(layer);
    }
  }, [areasKey]);

  // One driver is the ride's car: the view follows it and the route is drawn from it. Several (an admin's map of
  // every driver) are a fleet of smaller cars, each gliding between its fixes, none followed.
  const drivers = markers.filter((marker) => marker.kind === 'driver');
  const driver = drivers.length === 1 ? drivers[0] : undefined;
  const fleet = drivers.length > 1 ? drivers : [];
  const pins = markers.filter((marker): marker is PinMarker => marker.kind !== 'driver');
  const fleetKey = JSON.stringify(
    fleet.map((car) => [car.id, car.position, car.heading ?? null, car.label] as const),
  );
  // Callers often pass fresh arrays on every render; redraw (and refit) only when the geometry really changes.
  const pinsKey = JSON.stringify(pins);
  const routeKey = JSON.stringify(route);
  const carKey = driver ? JSON.stringify([driver.position, driver.heading ?? null, driver.label]) : '';
  const hasCar = driver !== undefined;

  const basemapKind = useBasemap(mapRef, {
    styleUrl,
    tileUrl,
    attribution,
    plain: basemap,
    markedPoints: () => [
      ...pins.map((pin) => pin.position),
      ...(carRef.current ? [carRef.current.position] : []),
    ],
  });

  // Refreshed after each render, before the effects below use it.
  useEffect(() => {
    fitView.current = (force: boolean) => {
      const map = mapRef.current;
      if (!map || !fitToBounds) return;
      const car = carRef.current?.position;
      const points = [...pins.map((pin) => pin.position), ...route, ...(car ? [car] : [])];
      const bounds = boundsOf(points);
      if (!bounds) return;
      const [southWest, northEast] = bounds;
      const padding = { paddingTopLeft: L.point(48, 48), paddingBottomRight: L.point(48, 48 + insetBottom) };
      if (!force && map.getSize().y > 0) {
        // A moving car refits only when it would leave the visible part of the map.
        const visible = map.getBounds();
        if (car && visible.contains(toLeaflet(car))) return;
      }
      // Without animation: a refit per position update would otherwise animate endlessly, and Leaflet 1.9 throws
      // ("_leaflet_pos" of undefined) when the map is removed while a zoom animation is still running.
      if (southWest.lat === northEast.lat && southWest.lng === northEast.lng) {
        // One point (a driver alone on the map): in the middle of the part people see, above what covers the map.
        const zoom = Math.max(map.getZoom(), 15);
        const centre = map.unproject(map.project(toLeaflet(southWest), zoom).add([0, insetBottom / 2]), zoom);
        map.setView(centre, zoom, { animate: false });
      } else {
        map.fitBounds(L.latLngBounds(toLeaflet(southWest), toLeaflet(northEast)), {
          ...padding,
          maxZoom: 16,
          animate: false,
        });
      }
    };
  });

  useEffect(() => {
    const layer = pinsRef.current;
    if (!layer) return;
    const pins = JSON.parse(pinsKey) as PinMarker[];
    layer.clearLayers();
    for (const marker of pins) {
      const kind = marker.kind ?? 'default';
      const pin = L.marker(toLeaflet(marker.position), {
        icon: pinIcon(kind, marker.isSelected ?? false),
        // The chosen pin above its neighbours where they overlap.
        zIndexOffset: marker.isSelected ? 500 : 0,
        title: marker.label,
        alt: marker.label,
        keyboard: false,
        draggable: marker.draggable ?? false,
      })
        .bindTooltip(marker.label, { direction: 'top', offset: [0, -12] })
        .addTo(layer);
      if (marker.draggable) {
        pin.on('dragend', () => {
          const { lat, lng } = pin.getLatLng();
          handlers.current.onMarkerDragEnd?.(marker.id, { lat, lng });
        });
      }
    }
  }, [pinsKey]);

  // The car: created with the first fix, then glided to each next one; the route ahead follows it.
  useEffect(() => {
    const layer = carsRef.current;
    const routeLayer = routeLayerRef.current;
    if (!layer || !routeLayer) return;
    const route = JSON.parse(routeKey) as LatLng[];
    if (!carKey) {
      carRef.current?.remove();
      carRef.current = null;
      drawRoute(routeLayer, route, null, routeProgress);
      return;
    }
    const [position, heading, label] = JSON.parse(carKey) as [LatLng, number | null, string];
    const car: Car = { position, label, ...(heading === null ? {} : { heading }) };
    if (!carRef.current) {
      carRef.current = new CarMarker(car, layer);
      drawRoute(routeLayer, route, position, routeProgress);
      fitView.current(true);
      return;
    }
    carRef.current.moveTo(car, (arrived) => {
      drawRoute(routeLayer, route, arrived, routeProgress);
      fitView.current(false);
    });
  }, [carKey, routeKey, routeProgress]);

  // The other cars: each glides to its next fix (a large fleet jumps: an animation per car would take the page's
  // frames); one no longer in the markers leaves the map.
  useEffect(() => {
    const layer = carsRef.current;
    if (!layer) return;
    const cars = fleetRef.current;
    const next = JSON.parse(fleetKey) as Array<[string, LatLng, number | null, string]>;
    const glide = next.length <= FLEET_GLIDE_LIMIT;
    const present = new Set<string>();
    for (const [id, position, heading, label] of next) {
      present.add(id);
      const car: Car = { position, label, ...(heading === null ? {} : { heading }) };
      const shown = cars.get(id);
      if (shown) shown.moveTo(car, () => undefined, glide);
      else cars.set(id, new CarMarker(car, layer, 'fleet'));
    }
    for (const [id, car] of cars) {
      if (present.has(id)) continue;
      car.remove();
      cars.delete(id);
    }
  }, [fleetKey]);

  useEffect(() => {
    fitView.current(true);
  }, [pinsKey, routeKey, hasCar, insetBottom, fitToBounds]);

  return (
    <div
      role="region"
      aria-label={ariaLabel}
      data-basemap={basemapKind}
      style={{ '--map-inset-bottom': `${insetBottom}px` } as CSSProperties}
      className={cn('relative isolate h-80 w-full overflow-hidden rounded-xl border', className)}
    >
      <div
        ref={containerRef}
        className={cn(
          'ridebook-map size-full',
          basemapKind === 'plain' && 'ridebook-map--plain',
          basemapKind === 'vector' && isDarkStyle && 'ridebook-map--dark-style',
          isPickable && 'ridebook-map--pickable',
        )}
      />
      {basemapKind === 'plain' && (
        <p
          data-map-note=""
          className="pointer-events-none absolute top-2 right-2 z-[1000] max-w-[60%] rounded-md bg-card/85 px-2 py-0.5 text-[11px] leading-4 text-muted-foreground shadow-sm"
        >
          Simplified map: street map unavailable
        </p>
      )}
      {markers.length > 0 && (
        <ul className="sr-only">
          {markers.map((marker) => (
            <li key={marker.id}>{marker.label}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
