import { LazyRideMap } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { useDriverLocation } from '../location/index.ts';
import { rideStopMarkers } from '../rides/index.ts';

/** The ride on a map: pickup, destination, the route between them and where the driver is now. */
export function ActiveRideMap({ ride }: { ride: Ride }) {
  const { fix } = useDriverLocation();
  const markers = [
    ...rideStopMarkers(ride),
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
    <LazyRideMap
      markers={markers}
      route={ride.route.map(([lat, lng]) => ({ lat, lng }))}
      center={ride.pickup}
      aria-label="Map of the ride"
      className="h-72 sm:h-96"
    />
  );
}
