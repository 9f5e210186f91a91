import { useRideRoute } from '@ridebook/api-client';
import { LazyRideMap } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { rideStopMarkers } from '../rides/index.ts';

/** The ride on a map: the path the car drove once there is one, else the route planned at booking. */
export function RideRouteMap({ ride }: { ride: Ride }) {
  const route = useRideRoute(ride.id);
  const path = route.data && route.data.driven.length > 1 ? route.data.driven : ride.route;
  return (
    <LazyRideMap
      markers={rideStopMarkers(ride)}
      route={path.map(([lat, lng]) => ({ lat, lng }))}
      center={ride.pickup}
      aria-label="Map of the ride"
      className="h-64 sm:h-80"
    />
  );
}
