// Lazy entry '@ridebook/ui/map': Leaflet lives here, out of the apps' first bundle.
export { OSM_ATTRIBUTION, OSM_TILE_URL, RideMap } from './ride-map.tsx';
export type { LatLng, MapMarker, MapMarkerKind, RideMapProps } from './ride-map.tsx';
export { boundsOf } from './map-geometry.ts';
