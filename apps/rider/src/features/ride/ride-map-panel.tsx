import { formatDuration, LazyRideMap, type MapInsets } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import { isActiveRideStatus, type Ride } from '@ridebook/validation';
import type { LiveDriver } from './use-live-driver.ts';

/** Before pickup the car comes to the route's start; after it, the route behind the car fades. */
function routeProgressOf(status: Ride['status']): 'approach' | 'trip' | undefined {
  if (status === 'accepted' || status === 'arrived') return 'approach';
  if (status === 'picked_up' || status === 'in_transit') return 'trip';
  return undefined;
}

/** The ride on the map: pickup, drop-off, the route, and the driver moving while the ride is on. */
export function RideMapPanel({
  ride,
  live,
  insets,
  className,
}: {
  ride: Ride;
  live: LiveDriver | null;
  /** What covers the map (the bottom sheet on phones). */
  insets?: MapInsets;
  className?: string;
}) {
  const markers: MapMarker[] = [
    { id: 'pickup', kind: 'pickup', position: ride.pickup, label: `Pickup: ${ride.pickup.address}` },
    {
      id: 'dropoff',
      kind: 'dropoff',
      position: ride.destination,
      label: `Destination: ${ride.destination.address}`,
    },
  ];
  if (live && ride.driver && isActiveRideStatus(ride.status)) {
    const eta = live.etaSeconds === null ? '' : `, ${formatDuration(live.etaSeconds)} away`;
    markers.push({
      id: 'driver',
      kind: 'driver',
      position: { lat: live.position.lat, lng: live.position.lng },
      label: `Driver: ${ride.driver.name}${eta}`,
      ...(live.position.heading === null ? {} : { heading: live.position.heading }),
    });
  }
  return (
    <LazyRideMap
      aria-label="Ride map"
      markers={markers}
      route={ride.route.map(([lat, lng]) => ({ lat, lng }))}
      routeProgress={routeProgressOf(ride.status)}
      {...(insets ? { insets } : {})}
      className={className}
    />
  );
}
