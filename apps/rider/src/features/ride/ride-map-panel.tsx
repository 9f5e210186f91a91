import { formatDuration, LazyRideMap } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import { isActiveRideStatus, type Ride } from '@ridebook/validation';
import type { LiveDriver } from './use-live-driver.ts';

/** The ride on the map: pickup, drop-off, the route, and the driver moving while the ride is on. */
export function RideMapPanel({
  ride,
  live,
  className,
}: {
  ride: Ride;
  live: LiveDriver | null;
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
      className={className}
    />
  );
}
