import type { MapMarker } from '@ridebook/ui/map';
import type { Ride } from '@ridebook/validation';

/** A ride's pickup and destination as map pins. */
export function rideStopMarkers(ride: Pick<Ride, 'pickup' | 'destination'>): MapMarker[] {
  return [
    { id: 'pickup', position: ride.pickup, label: `Pickup: ${ride.pickup.address}`, kind: 'pickup' },
    {
      id: 'destination',
      position: ride.destination,
      label: `Destination: ${ride.destination.address}`,
      kind: 'dropoff',
    },
  ];
}
