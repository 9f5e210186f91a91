// Lazy entry '@ridebook/ui/map': Leaflet lives here, out of the apps' first bundle (MapLibre in a chunk of its own).
export { ConfiguredRideMap } from './configured-ride-map.tsx';
export { RideMap } from './ride-map.tsx';
export { OSM_ATTRIBUTION, OSM_TILE_URL } from '../lazy-map/tiles.ts';
export type { LatLng, MapMarker, MapMarkerKind, RideMapProps } from './ride-map.tsx';
export type { PlainBasemap } from './plain-basemap.ts';
export { useTileLayer } from './use-tile-layer.ts';
