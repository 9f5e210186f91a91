import { useServiceArea } from '@ridebook/api-client';
import { Card, CardContent, CardDescription, CardHeader, LazyRideMap, Skeleton } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import type { Ride } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { useLiveOperations, type LiveDriver } from './use-live-operations.ts';

function driverMarker(driver: LiveDriver): MapMarker {
  return {
    id: `driver-${driver.driverId}`,
    kind: 'driver',
    position: { lat: driver.lat, lng: driver.lng },
    heading: driver.heading ?? undefined,
    label: driver.available ? 'Driver, available' : 'Driver, on a ride',
  };
}

/** A ride waiting for a driver shows its pickup; a ride under way shows where it is heading. */
function rideMarker(ride: Ride): MapMarker {
  return ride.status === 'requested'
    ? {
        id: `ride-${ride.id}`,
        kind: 'pickup',
        position: ride.pickup,
        label: `Waiting for a driver: ${ride.pickup.address}`,
      }
    : {
        id: `ride-${ride.id}`,
        kind: 'dropoff',
        position: ride.destination,
        label: `Ride to ${ride.destination.address} (${ride.driver?.name ?? 'driver'})`,
      };
}

/** Online drivers moving and active rides, live from the ops stream, over the service area. */
export function LiveOperationsMap() {
  const area = useServiceArea();
  const { drivers, rides, activeRideCount } = useLiveOperations();
  const available = drivers.filter((driver) => driver.available).length;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Live operations</CardHeading>
        <CardDescription aria-live="polite">
          {drivers.length} drivers on the map ({available} available, {drivers.length - available} busy) ·{' '}
          {activeRideCount ?? '…'} active rides
        </CardDescription>
      </CardHeader>
      <CardContent>
        {area.data ? (
          <LazyRideMap
            aria-label="Live operations map"
            className="h-80 lg:h-[26rem]"
            center={area.data.center}
            zoom={13}
            // The admin pans and zooms freely: a refit every two seconds would keep pulling the view back.
            fitToBounds={false}
            markers={[...rides.map(rideMarker), ...drivers.map(driverMarker)]}
          />
        ) : (
          <Skeleton role="status" aria-label="Loading the map" className="h-80 rounded-xl lg:h-[26rem]" />
        )}
        <p className="mt-2 text-xs text-muted-foreground">
          Round markers with an arrow are drivers. Green dots are pickups waiting for a driver; dark squares
          are where rides under way are heading.
        </p>
      </CardContent>
    </Card>
  );
}
