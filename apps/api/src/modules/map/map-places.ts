import type { MapPlace } from '@ridebook/validation';
import { BUILT_IN_PLACES } from '../places/index.ts';

/** The built-in gazetteer's places (every built-in city's), as the plain basemap writes them on the map. */
export const MAP_PLACES: readonly MapPlace[] = BUILT_IN_PLACES.map(({ name, category, lat, lng }) => ({
  name,
  category,
  lat,
  lng,
}));
