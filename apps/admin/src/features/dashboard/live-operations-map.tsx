import { useServiceArea } from '@ridebook/api-client';
import { Card, CardContent, CardDescription, CardHeader, LazyRideMap, Skeleton } from '@ridebook/ui';
import type { MapMarker } from '@ridebook/ui/map';
import type { City, Ride } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { formatCount } from '../../lib/format.ts';
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

/**
 * Online drivers moving and active rides, live from the ops stream: of `city`, over that city, or of every city,
 * over the service area the API names (the admin pans to the others).
 */
export function LiveOperationsMap({ city }: { city?: City }) {
  const area = useServiceArea();
  const { drivers, rides, activeRideCount } = useLiveOperations(city?.id);
  const available = drivers.filter((driver) => driver.available).length;
  const center = city?.center ?? area.data?.center;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Live operations</CardHeading>
        <CardDescription aria-live="polite">
          {formatCount(drivers.length, 'driver')} on the map ({available} available,{' '}
          {drivers.length - available} busy) ·{' '}
          {activeRideCount === null ? '…' : formatCount(activeRideCount, 'active ride')}
          {city ? ` in ${city.name}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {center ? (
          <LazyRideMap
            // A map keeps the view it opened with: another city opens a map over that city.
            key={city?.id ?? 'every-city'}
            aria-label="Live operations map"
            className="h-80 lg:h-[26rem]"
            center={center}
            zoom={13}
            // The admin pans and zooms freely: a refit every two seconds would keep pulling the view back.
            fitToBounds={false}
            markers={[...rides.map(rideMarker), ...drivers.map(driverMarker)]}
          />
        ) : (
          <Skeleton role="status" aria-label="Loading the map" className="h-80 rounded-xl lg:h-[26rem]" />
        )}
        <p className="mt-2 text-xs text-muted-foreground">
          Cars are drivers, turned the way they head. Green dots are pickups waiting for a driver; dark
          squares are where rides under way are heading.
        </p>
      </CardContent>
    </Card>
  );
}
