import { Skeleton } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import type { TrackView } from '@ridebook/validation';
import { lazy, Suspense } from 'react';

// Leaflet loads with this page only, never with the site's first bundle.
const RideMap = lazy(() => import('@ridebook/ui/map').then((module) => ({ default: module.RideMap })));

/** The shared trip on the map: pickup, destination, the route and the car while the ride goes on. No tiles load. */
export function TrackMap({ view, className }: { view: TrackView; className: string }) {
  const markers: MapMarker[] = [
    { id: 'pickup', kind: 'pickup', position: view.pickup, label: `Pickup: ${view.pickup.address}` },
    {
      id: 'dropoff',
      kind: 'dropoff',
      position: view.destination,
      label: `Destination: ${view.destination.address}`,
    },
  ];
  if (view.position) {
    markers.push({
      id: 'driver',
      kind: 'driver',
      position: { lat: view.position.lat, lng: view.position.lng },
      label: `Car: ${view.driver?.firstName ?? 'the driver'}`,
      ...(view.position.heading === null ? {} : { heading: view.position.heading }),
    });
  }
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the map" className={className}>
          <Skeleton className="size-full rounded-xl" />
        </div>
      }
    >
      <RideMap
        tileUrl={null}
        aria-label="Trip map"
        markers={markers}
        route={view.route.map(([lat, lng]) => ({ lat, lng }))}
        className={className}
      />
    </Suspense>
  );
}
