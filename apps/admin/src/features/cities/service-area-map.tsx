import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { useMapSettings } from '@ridebook/api-client';
import { OSM_ATTRIBUTION, OSM_TILE_URL, useTileLayer } from '@ridebook/ui/map';
import type { AreaPolygons, LatLng, PolygonRings, Position } from '@ridebook/validation/geo';
import L from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import './service-area-map.css';

export type ServiceAreaMapProps = {
  /** The service area: polygons of [lng, lat] rings (the first ring the outline, the others holes). */
  polygons: AreaPolygons;
  /** The city's map centre, shown as a pin the admin may drag; null while not set. */
  center: LatLng | null;
  /** Called with every polygon on the map after one is drawn, edited, moved, cut or removed. */
  onChange: (polygons: AreaPolygons) => void;
  onCenterChange?: (center: LatLng) => void;
  /** An area shown faintly behind, not editable: the city's service area while a zone inside it is drawn. */
  backdrop?: AreaPolygons;
  /** Named pins the admin may drag (a zone's pickup points); each move is sent with the pin's id. */
  pins?: ReadonlyArray<{ id: string; label: string; point: LatLng }>;
  onPinMove?: (id: string, point: LatLng) => void;
  /**
   * Tiles: by default the operator's raster tiles (MAP_TILE_URL, from GET /api/map, which the API's Content
   * Security Policy allows), OpenStreetMap's when the API does not answer. null, or tiles that fail, leave the
   * areas on a neutral grid.
   */
  tileUrl?: string | null;
  'aria-label'?: string;
};

/** Where the map looks before the city has an area or a centre. */
const WORLD: L.LatLngTuple = [20, 0];

const toLatLngs = (ring: readonly Position[]): L.LatLngTuple[] => ring.map(([lng, lat]) => [lat, lng]);

/** Round to ~1 cm: Leaflet's float arithmetic should not make an untouched area look changed. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

/** Every polygon of the area layer (a cut may leave a group of them), as GeoJSON rings. */
function readPolygons(group: L.LayerGroup): AreaPolygons {
  const polygons: AreaPolygons = [];
  const visit = (layer: L.Layer) => {
    if (layer instanceof L.Polygon) {
      const { geometry } = layer.toGeoJSON(7);
      const parts: PolygonRings[] =
        geometry.type === 'Polygon'
          ? [geometry.coordinates as PolygonRings]
          : geometry.type === 'MultiPolygon'
            ? (geometry.coordinates as PolygonRings[])
            : [];
      for (const rings of parts) {
        polygons.push(rings.map((ring) => ring.map(([lng, lat]) => [round(lng), round(lat)] as Position)));
      }
    } else if (layer instanceof L.LayerGroup) {
      layer.eachLayer(visit);
    }
  };
  group.eachLayer(visit);
  return polygons;
}

const pinIcon = (label: string) =>
  L.divIcon({
    className: '',
    html: `<div class="ridebook-pickup-pin"><span></span><b>${escapeHtml(label)}</b></div>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const centerIcon = L.divIcon({
  className: '',
  html: '<div class="ridebook-pin ridebook-pin--default" style="width:20px;height:20px"></div>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

/**
 * A city's service area on a Leaflet map, drawn and edited with Leaflet-Geoman: draw a polygon or a rectangle, move
 * its corners, cut a hole, drag or remove one. Geoman refuses a self-intersecting outline while it is drawn; the
 * shared schema checks the result again on save. Loaded lazily (with Leaflet and Geoman) by the city form. The
 * same map draws a zone inside the city: the city's area as a backdrop, the zone's pickup points as pins.
 */
export default function ServiceAreaMap({
  polygons,
  center,
  onChange,
  onCenterChange,
  backdrop,
  pins,
  onPinMove,
  tileUrl,
  'aria-label': ariaLabel = 'Service area map',
}: ServiceAreaMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const areasRef = useRef<L.FeatureGroup | null>(null);
  const centerRef = useRef<L.Marker | null>(null);
  /** The area as last drawn or sent up: a prop equal to it needs no redraw (the admin is editing it). */
  const shownRef = useRef<string>('');
  const backdropRef = useRef<L.LayerGroup | null>(null);
  const pinsRef = useRef<L.LayerGroup | null>(null);
  const handlers = useRef({ onChange, onCenterChange, onPinMove });
  useEffect(() => {
    handlers.current = { onChange, onCenterChange, onPinMove };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { center: WORLD, zoom: 2, zoomControl: true, zoomSnap: 0.25 });
    map.attributionControl.setPrefix(false);
    // Behind the editable area and never part of it: Geoman ignores both groups.
    backdropRef.current = L.layerGroup([], { pmIgnore: true }).addTo(map);
    pinsRef.current = L.layerGroup([], { pmIgnore: true }).addTo(map);
    const areas = L.featureGroup().addTo(map);
    mapRef.current = map;
    areasRef.current = areas;

    map.pm.setGlobalOptions({
      layerGroup: areas,
      allowSelfIntersection: false,
      snappable: true,
      pathOptions: { className: 'ridebook-area' },
      templineStyle: { className: 'ridebook-area' },
      hintlineStyle: { className: 'ridebook-area', dashArray: '5 5' },
    });
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawCircle: false,
      drawText: false,
      drawRectangle: true,
      drawPolygon: true,
      editMode: true,
      dragMode: true,
      cutPolygon: true,
      removalMode: true,
      rotateMode: false,
    });

    // Geoman titles its buttons' boxes, not the buttons: give each button its name for screen readers.
    for (const button of container.querySelectorAll<HTMLElement>('.button-container[title]')) {
      const title = button.getAttribute('title') ?? '';
      button.querySelector('a.leaflet-buttons-control-button')?.setAttribute('aria-label', title);
    }

    const emit = () => {
      const next = readPolygons(areas);
      const key = JSON.stringify(next);
      if (key === shownRef.current) return;
      shownRef.current = key;
      handlers.current.onChange(next);
    };
    map.on('pm:create pm:remove pm:cut', emit);
    map.on('pm:globaleditmodetoggled pm:globaldragmodetoggled pm:globalremovalmodetoggled', emit);
    areas.on('pm:edit pm:dragend pm:markerdragend', emit);

    return () => {
      map.remove();
      mapRef.current = null;
      areasRef.current = null;
      centerRef.current = null;
      backdropRef.current = null;
      pinsRef.current = null;
    };
  }, []);

  const settings = useMapSettings();
  const tiles =
    tileUrl !== undefined
      ? { url: tileUrl, attribution: OSM_ATTRIBUTION }
      : settings.data
        ? { url: settings.data.tileUrl, attribution: settings.data.attribution }
        : settings.isError
          ? { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION }
          : undefined;
  // The tiles are not part of the area: Geoman leaves them alone. None until the operator's are known.
  const tilesFailed = useTileLayer(mapRef, tiles?.url, tiles?.attribution ?? OSM_ATTRIBUTION, {
    pmIgnore: true,
  });

  // An area from outside (the saved city, an imported file): drawn anew and the view fitted to it.
  const polygonsKey = JSON.stringify(polygons);
  useEffect(() => {
    const map = mapRef.current;
    const areas = areasRef.current;
    if (!map || !areas || polygonsKey === shownRef.current) return;
    shownRef.current = polygonsKey;
    areas.clearLayers();
    const next = JSON.parse(polygonsKey) as AreaPolygons;
    for (const rings of next) {
      L.polygon(rings.map(toLatLngs), { className: 'ridebook-area' }).addTo(areas);
    }
    const bounds = areas.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], animate: false });
  }, [polygonsKey]);

  // The backdrop: redrawn when it changes; the view fits it while there is no area of the map's own yet.
  const backdropKey = JSON.stringify(backdrop ?? []);
  useEffect(() => {
    const map = mapRef.current;
    const group = backdropRef.current;
    if (!map || !group) return;
    group.clearLayers();
    const rings = JSON.parse(backdropKey) as AreaPolygons;
    if (rings.length === 0) return;
    const outline = L.polygon(
      rings.map((polygon) => polygon.map(toLatLngs)),
      { className: 'ridebook-area-backdrop', interactive: false, pmIgnore: true },
    ).addTo(group);
    if (!areasRef.current?.getBounds().isValid()) {
      map.fitBounds(outline.getBounds(), { padding: [24, 24], animate: false });
    }
  }, [backdropKey]);

  // The pins: drawn anew from the props (a name or a typed coordinate changed), each dragged pin sent up.
  const pinsKey = JSON.stringify(pins ?? []);
  useEffect(() => {
    const group = pinsRef.current;
    if (!group) return;
    group.clearLayers();
    for (const pin of JSON.parse(pinsKey) as NonNullable<typeof pins>) {
      const marker = L.marker([pin.point.lat, pin.point.lng], {
        icon: pinIcon(pin.label),
        draggable: true,
        title: pin.label,
        alt: pin.label,
        keyboard: false,
        pmIgnore: true,
      }).addTo(group);
      marker.on('dragend', () => {
        const point = marker.getLatLng();
        handlers.current.onPinMove?.(pin.id, { lat: round(point.lat), lng: round(point.lng) });
      });
    }
  }, [pinsKey]);

  const centerKey = center ? `${center.lat},${center.lng}` : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!centerKey) {
      centerRef.current?.remove();
      centerRef.current = null;
      return;
    }
    const [lat = 0, lng = 0] = centerKey.split(',').map(Number);
    if (centerRef.current) {
      centerRef.current.setLatLng([lat, lng]);
      return;
    }
    const marker = L.marker([lat, lng], {
      icon: centerIcon,
      draggable: true,
      title: 'Map centre',
      alt: 'Map centre',
      keyboard: false,
      pmIgnore: true,
    })
      .bindTooltip('Map centre: drag to move', { direction: 'top', offset: [0, -12] })
      .addTo(map);
    marker.on('dragend', () => {
      const point = marker.getLatLng();
      handlers.current.onCenterChange?.({ lat: round(point.lat), lng: round(point.lng) });
    });
    centerRef.current = marker;
    if (!areasRef.current?.getBounds().isValid()) map.setView([lat, lng], 11, { animate: false });
  }, [centerKey]);

  const showNotice = tiles !== undefined && (!tiles.url || tilesFailed);
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      className="relative isolate h-96 w-full overflow-hidden rounded-xl border"
    >
      <div ref={containerRef} className="ridebook-map size-full" />
      {showNotice && (
        <div
          role="status"
          className="absolute inset-x-14 top-3 z-[1000] mx-auto flex w-fit items-center gap-2 rounded-2xl border bg-card/95 px-3 py-1.5 text-xs font-medium text-card-foreground shadow-md"
        >
          <MapPinOff aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span>Map tiles unavailable: the areas show on a grid.</span>
        </div>
      )}
    </div>
  );
}
