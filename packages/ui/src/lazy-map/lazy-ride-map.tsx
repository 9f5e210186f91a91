import { lazy, Suspense } from 'react';
import { cn } from '../cn.ts';
import type { RideMapProps } from '../map/ride-map.tsx';
import { Skeleton } from '../primitives/skeleton.tsx';
import { OSM_TILE_URL } from './tiles.ts';

// Leaflet loads with the first map shown, never with an app's first bundle (the 150 KB entry budget).
// By the package's own name, so that tests replacing '@ridebook/ui/map' replace this map too.
const RideMap = lazy(() => import('@ridebook/ui/map').then((module) => ({ default: module.RideMap })));

/**
 * The ride map, loaded on first use, with a skeleton meanwhile. Tiles come from OpenStreetMap unless `tileUrl`
 * names another provider (the API's Content Security Policy allows OSM's tile host); `null`, or tiles that fail to
 * load (offline), leave pickup, drop-off, driver and route on the map's neutral grid with a notice.
 */
export function LazyRideMap({ className, tileUrl = OSM_TILE_URL, ...props }: RideMapProps) {
  return (
    <Suspense
      fallback={
        // The live region is its words, read out once; the skeleton only shows where the map will be, so it is
        // no status box the size of the map under whatever sits over it (a sheet, its buttons).
        <div className={cn('relative h-80 w-full', className)}>
          <span role="status" className="sr-only">
            Loading the map…
          </span>
          <Skeleton className="size-full rounded-[inherit]" />
        </div>
      }
    >
      <RideMap tileUrl={tileUrl} className={className} {...props} />
    </Suspense>
  );
}
