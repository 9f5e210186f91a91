import { lazy, Suspense } from 'react';
import { cn } from '../cn.ts';
import type { RideMapProps } from '../map/ride-map.tsx';
import { Skeleton } from '../primitives/skeleton.tsx';

// Leaflet loads with the first map shown, never with an app's first bundle (the 150 KB entry budget).
const RideMap = lazy(() => import('../map/ride-map.tsx').then((module) => ({ default: module.RideMap })));

/**
 * The ride map, loaded on first use, with a skeleton meanwhile. Without `tileUrl` it draws pickup, drop-off, driver
 * and route on its neutral grid (the apps' Content Security Policy allows images from their own origin only).
 */
export function LazyRideMap({ className, tileUrl = null, ...props }: RideMapProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map" className={cn('h-80 w-full', className)}>
          <Skeleton className="size-full rounded-xl" />
        </div>
      }
    >
      <RideMap tileUrl={tileUrl} className={className} {...props} />
    </Suspense>
  );
}
