import { lazy, type ComponentProps } from 'react';

// Leaflet stays out of the app's first bundle: the map loads with the first ride shown, on OpenStreetMap's tiles
// (the API's CSP allows them). Render it inside a Suspense boundary.
export const LazyRideMap = lazy(() =>
  import('@ridebook/ui/map').then(({ RideMap: TiledRideMap, OSM_TILE_URL }) => ({
    default: (props: Omit<ComponentProps<typeof TiledRideMap>, 'tileUrl'>) => (
      <TiledRideMap tileUrl={OSM_TILE_URL} {...props} />
    ),
  })),
);
