import { useActiveRide, useServiceArea } from '@ridebook/api-client';
import { LazyRideMap, type MapInsets } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import { useDriverLocation } from '../location/index.ts';
import { useCurrentOffer } from '../offers/index.ts';
import { rideStopMarkers } from '../rides/index.ts';

/**
 * The dashboard's map: where the driver is (their car, turned with the heading), and the stops of what they are
 * weighing or driving: the ride in progress, else the incoming offer's pickup and destination. Before the first
 * fix it shows the served city.
 */
export function DashboardMap({ insets }: { insets: MapInsets }) {
  const { fix } = useDriverLocation();
  const activeRide = useActiveRide();
  const { offer } = useCurrentOffer();
  const serviceArea = useServiceArea();
  const trip = activeRide.data ?? offer ?? null;
  const markers: MapMarker[] = [
    ...(trip ? rideStopMarkers(trip) : []),
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
  const route = activeRide.data?.route.map(([lat, lng]) => ({ lat, lng }));
  const center = fix ? { lat: fix.lat, lng: fix.lng } : (serviceArea.data?.center ?? undefined);
  return (
    <LazyRideMap
      markers={markers}
      {...(route ? { route } : {})}
      {...(center ? { center } : {})}
      zoom={14}
      insets={insets}
      aria-label="Map around you"
      className="h-full rounded-none border-0"
    />
  );
}
