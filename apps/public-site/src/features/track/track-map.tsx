import { LazyRideMap } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import type { TrackView } from '@ridebook/validation';

/** The shared trip on the map: pickup, destination, the route and the car while the ride goes on. */
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
    <LazyRideMap
      aria-label="Trip map"
      markers={markers}
      route={view.route.map(([lat, lng]) => ({ lat, lng }))}
      className={className}
    />
  );
}
