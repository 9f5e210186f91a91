import L from 'leaflet';
import type { MapPlace } from '@ridebook/validation';
import type { AreaPolygons, LatLng } from '@ridebook/validation/geo';
import { labelsThatFit, labelText, type LabelBox, type PlacedLabel } from './basemap.ts';

/** What the plain basemap draws: the land of the areas served and the names of the places known. */
export type PlainBasemap = { areas: AreaPolygons; places: readonly MapPlace[] };

const LAND_PANE = 'ridebook-land';
const LABEL_PANE = 'ridebook-labels';
/** Above the tiles (200), under the service areas and the route (400) and the pins (600). */
const PANE_Z_INDEX = { [LAND_PANE]: 250, [LABEL_PANE]: 350 };

/** The room a label takes on screen, from its length: close enough to keep labels apart without measuring. */
const LABEL_HEIGHT = 16;
/** Half the room a pin or the car takes (the car is 44 px across). */
const MARK_RADIUS = 18;
const labelWidth = (text: string, category: MapPlace['category']) =>
  category === 'neighborhood' ? text.length * 7.5 + 4 : text.length * 6.4 + 14;

function pane(map: L.Map, name: keyof typeof PANE_Z_INDEX): string {
  if (!map.getPane(name)) {
    const element = map.createPane(name);
    element.style.zIndex = String(PANE_Z_INDEX[name]);
    element.style.pointerEvents = 'none';
  }
  return name;
}

/** Where the map's own controls and notes sit (zoom buttons, credits, `data-map-note`): no name goes under them. */
function controlBoxes(map: L.Map): LabelBox[] {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const region = container.parentElement ?? container;
  return [...region.querySelectorAll('.leaflet-control, [data-map-note]')].map((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.left - origin.left, y: box.top - origin.top, width: box.width, height: box.height };
  });
}

function labelIcon(place: MapPlace, text: string): L.DivIcon {
  const width = labelWidth(text, place.category);
  const isArea = place.category === 'neighborhood';
  return L.divIcon({
    className: '',
    html: `<span class="ridebook-place ridebook-place--${isArea ? 'area' : 'point'}">${escapeHtml(text)}</span>`,
    iconSize: [width, LABEL_HEIGHT],
    // A point's dot sits on the place, its name to the right; a neighbourhood's name is centred on it.
    iconAnchor: isArea ? [width / 2, LABEL_HEIGHT / 2] : [5, LABEL_HEIGHT / 2],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Draws a map without tiles: the areas served as land on the map's tinted ground, and the places' names where they
 * are, as many as fit without covering each other, a pin or a control (rewritten after every move and zoom). Returns what
 * removes it.
 */
export function addPlainBasemap(
  map: L.Map,
  { areas, places }: PlainBasemap,
  /** Where the pins and the car are now: no name is written under them. */
  markedPoints: () => readonly LatLng[],
): () => void {
  const land = L.layerGroup().addTo(map);
  for (const polygon of areas) {
    const rings = polygon.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)));
    L.polygon(rings, { className: 'ridebook-land', interactive: false, pane: pane(map, LAND_PANE) }).addTo(
      land,
    );
  }
  const labels = L.layerGroup().addTo(map);
  const labelPane = pane(map, LABEL_PANE);
  const placeLabels = () => {
    labels.clearLayers();
    const size = map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const candidates: PlacedLabel[] = places.map((place) => {
      const text = labelText(place.name);
      const width = labelWidth(text, place.category);
      const point = map.latLngToContainerPoint([place.lat, place.lng]);
      const x = place.category === 'neighborhood' ? point.x - width / 2 : point.x - 5;
      return { place, box: { x, y: point.y - LABEL_HEIGHT / 2, width, height: LABEL_HEIGHT } };
    });
    const marks = markedPoints().map((point) => {
      const { x, y } = map.latLngToContainerPoint([point.lat, point.lng]);
      return { x: x - MARK_RADIUS, y: y - MARK_RADIUS, width: 2 * MARK_RADIUS, height: 2 * MARK_RADIUS };
    });
    const obstacles = [...marks, ...controlBoxes(map)];
    for (const { place } of labelsThatFit(candidates, { width: size.x, height: size.y }, obstacles)) {
      L.marker([place.lat, place.lng], {
        icon: labelIcon(place, labelText(place.name)),
        interactive: false,
        keyboard: false,
        pane: labelPane,
      }).addTo(labels);
    }
  };
  placeLabels();
  map.on('moveend zoomend resize', placeLabels);
  return () => {
    map.off('moveend zoomend resize', placeLabels);
    land.remove();
    labels.remove();
  };
}
