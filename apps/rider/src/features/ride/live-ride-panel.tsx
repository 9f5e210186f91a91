import { formatDuration, LiveCarCard } from '@ridebook/ui';
import { carToLookFor, type Ride } from '@ridebook/validation';
import { ShareTrip } from '../safety/index.ts';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';
import { DriverCard } from './driver-card.tsx';
import { canRiderCancel, firstName } from './ride-copy.ts';
import type { LiveDriver } from './use-live-driver.ts';

function lookFor(driver: NonNullable<Ride['driver']>): string {
  const { car, plate } = carToLookFor(driver);
  return `Look for the ${car}, plate ${plate}.`;
}

/**
 * The headline of a ride with a driver: what is happening now, and where to (the large line beside it carries the
 * ETA, `etaHeadline`).
 */
export function describeLiveRide(ride: Ride): { title: string; detail: string } {
  const name = ride.driver ? firstName(ride.driver.name) : 'Your driver';
  switch (ride.status) {
    case 'accepted':
      return { title: `${name} is on the way`, detail: 'Heading to your pickup.' };
    case 'arrived':
      return {
        title: `${name} has arrived`,
        detail: ride.driver ? lookFor(ride.driver) : 'Meet your driver at the pickup.',
      };
    case 'picked_up':
      return { title: "You're in the car", detail: 'Your trip is about to start.' };
    default:
      return { title: 'On the way to your destination', detail: `Heading to ${ride.destination.address}.` };
  }
}

/** The large line of the live ride: the ETA when the API gives one, else what happens now. */
export function etaHeadline(ride: Ride, etaSeconds: number | null): string {
  switch (ride.status) {
    case 'accepted':
      return etaSeconds === null ? 'On the way to you' : `Arriving in ${formatDuration(etaSeconds)}`;
    case 'arrived':
      return 'At your pickup';
    case 'picked_up':
      return 'Trip starting';
    default:
      return etaSeconds === null ? 'On the way' : `${formatDuration(etaSeconds)} to your destination`;
  }
}

/**
 * A ride with its driver: the headline, the large live ETA with the car and its plate (and how old the car's
 * position is when fixes stop), the driver, Share trip, and Cancel until pickup.
 */
export function LiveRidePanel({ ride, live }: { ride: Ride; live: LiveDriver | null }) {
  const etaSeconds = live?.etaSeconds ?? null;
  const { title, detail } = describeLiveRide(ride);
  return (
    <section aria-labelledby="live-heading" className="grid gap-4">
      {/* Only the headline is a live region: the ETA changes every few seconds and would be read out each time. */}
      <div role="status">
        <h2 id="live-heading" className="text-base font-semibold text-muted-foreground">
          {title}
        </h2>
      </div>
      {ride.driver ? (
        <LiveCarCard
          headline={etaHeadline(ride, etaSeconds)}
          detail={detail}
          {...carToLookFor(ride.driver)}
          positionAt={live?.position.at ?? null}
        />
      ) : (
        <p className="text-sm" data-testid="ride-eta">
          {detail}
        </p>
      )}
      {ride.driver && <DriverCard rideId={ride.id} driver={ride.driver} showCar={false} />}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <ShareTrip rideId={ride.id} />
        {canRiderCancel(ride.status) && <CancelRideDialog ride={ride} />}
      </div>
    </section>
  );
}
