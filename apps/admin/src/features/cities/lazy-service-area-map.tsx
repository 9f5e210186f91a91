import { Skeleton } from '@ridebook/ui';
import { lazy, Suspense } from 'react';
import type { ServiceAreaMapProps } from './service-area-map.tsx';

// Leaflet and Leaflet-Geoman load with the city form's maps, never with the admin's first bundle.
const ServiceAreaMapModule = lazy(() => import('./service-area-map.tsx'));

/** The service-area map, loaded on first use, with a skeleton of its size meanwhile. */
export function ServiceAreaMap(props: ServiceAreaMapProps) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map" className="h-96 w-full">
          <Skeleton className="size-full rounded-xl" />
        </div>
      }
    >
      <ServiceAreaMapModule {...props} />
    </Suspense>
  );
}
