// Lazy entry '@ridebook/ui/map': Leaflet lives here, out of the apps' first bundle.
export { RideMap } from './ride-map.tsx';
export { OSM_ATTRIBUTION, OSM_TILE_URL } from '../lazy-map/tiles.ts';
export type { LatLng, MapMarker, MapMarkerKind, RideMapProps } from './ride-map.tsx';
export { useTileLayer } from './use-tile-layer.ts';
