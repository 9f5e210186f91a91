import type { MapPlace } from '@ridebook/validation';
import { GAZETTEER, LONDON_GAZETTEER } from '../places/index.ts';

/** The built-in gazetteer's places (every built-in city's), as the plain basemap writes them on the map. */
export const MAP_PLACES: readonly MapPlace[] = [...GAZETTEER, ...LONDON_GAZETTEER].map(
  ({ name, category, lat, lng }) => ({ name, category, lat, lng }),
);
