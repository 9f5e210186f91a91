// The apps' map settings: the operator's style or tiles, and the plain basemap's areas and places.
export {
  mapAttribution,
  mapOrigins,
  mapStyleUrl,
  mapTileUrl,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  type MapConfig,
} from './map-config.ts';
export { mapRoutes } from './map.routes.ts';
export { MAP_PLACES } from './map-places.ts';
