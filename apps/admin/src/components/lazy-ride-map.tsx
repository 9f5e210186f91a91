import { cn, Skeleton } from '@ridebook/ui';
import type { RideMapProps } from '@ridebook/ui/map';
import { lazy, Suspense } from 'react';

// Leaflet loads with the first map, not with the app (the entry chunk's 150 KB budget, docs/benchmarks.md).
const RideMap = lazy(() => import('@ridebook/ui/map').then((module) => ({ default: module.RideMap })));

/**
 * A map of the admin app, loaded on first use. No tile server is configured: the API's Content Security Policy
 * allows images from its own origin only, so markers and routes show on RideMap's neutral grid.
 */
export function LazyRideMap({ className, ...props }: Omit<RideMapProps, 'tileUrl'>) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map" className={cn('h-80 w-full', className)}>
          <Skeleton className="size-full rounded-xl" />
        </div>
      }
    >
      <RideMap tileUrl={null} className={className} {...props} />
    </Suspense>
  );
}
