import { lazy, Suspense } from 'react';
import type { RideMapProps } from '../map/ride-map.tsx';
import { MapLoading } from './map-loading.tsx';

// Leaflet loads with the first map shown, never with an app's first bundle (the 150 KB entry budget), and MapLibre
// later still, only when the operator configured a style. By the package's own name, so that tests replacing
// '@ridebook/ui/map' replace this map too.
const ConfiguredRideMap = lazy(() =>
  import('@ridebook/ui/map').then((module) => ({ default: module.ConfiguredRideMap })),
);

/**
 * The ride map, loaded on first use, with a skeleton meanwhile. In an app (inside its QueryClientProvider) its
 * basemap is the operator's (GET /api/map: a vector style, raster tiles, and the areas and places of the plain
 * basemap drawn when neither loads); elsewhere OpenStreetMap's tiles. Props given here win over both.
 */
export function LazyRideMap(props: RideMapProps) {
  return (
    <Suspense fallback={<MapLoading className={props.className} />}>
      <ConfiguredRideMap {...props} />
    </Suspense>
  );
}
