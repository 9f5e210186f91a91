import { Skeleton } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useDriverLocation } from '../location/driver-location-provider.tsx';

// Leaflet stays out of the app's first bundle: the map loads with the first ride shown, on OpenStreetMap's tiles
// (the API's CSP allows them).
const RideMap = lazy(() =>
  import('@ridebook/ui/map').then(({ RideMap: TiledRideMap, OSM_TILE_URL }) => ({
    default: (props: Omit<ComponentProps<typeof TiledRideMap>, 'tileUrl'>) => (
      <TiledRideMap tileUrl={OSM_TILE_URL} {...props} />
    ),
  })),
);

/** The ride on a map: pickup, destination, the route between them and where the driver is now. */
export function ActiveRideMap({ ride }: { ride: Ride }) {
  const { fix } = useDriverLocation();
  const markers = [
    { id: 'pickup', position: ride.pickup, label: `Pickup: ${ride.pickup.address}`, kind: 'pickup' as const },
    {
      id: 'destination',
      position: ride.destination,
      label: `Destination: ${ride.destination.address}`,
      kind: 'dropoff' as const,
    },
    ...(fix
      ? [
          {
            id: 'driver',
            position: { lat: fix.lat, lng: fix.lng },
            label: 'You are here',
            kind: 'driver' as const,
            heading: fix.heading ?? 0,
          },
        ]
      : []),
  ];
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl sm:h-96" />}>
      <RideMap
        markers={markers}
        route={ride.route.map(([lat, lng]) => ({ lat, lng }))}
        center={ride.pickup}
        aria-label="Map of the ride"
        className="h-72 sm:h-96"
      />
    </Suspense>
  );
}
