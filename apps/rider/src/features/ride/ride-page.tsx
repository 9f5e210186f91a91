import { isApiClientError, useRide } from '@ridebook/api-client';
import { Button, EmptyState, formatDateTimeWithWeekday, MapSheetLayout, Skeleton } from '@ridebook/ui';
import { ERROR_CODES, isDriverAssignedStatus, type Ride } from '@ridebook/validation';
import { CircleAlert, MapPinOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { RateDriver, RideReceipt, TipDriver } from '../after-ride/index.ts';
import { RiderSosButton } from '../safety/index.ts';
import { DriverCard } from './driver-card.tsx';
import { LiveRidePanel } from './live-ride-panel.tsx';
import { RideMapPanel } from './ride-map-panel.tsx';
import { RideOutcome } from './ride-outcome.tsx';
import { RideStatusBadge } from './ride-status-badge.tsx';
import { RideTimeline } from './ride-timeline.tsx';
import { ScheduledRidePanel } from './scheduled-ride-panel.tsx';
import { SearchingPanel } from './searching-panel.tsx';
import { TripSummary } from './trip-summary.tsx';
import { useLiveDriver } from './use-live-driver.ts';
import { useStatusToasts } from './use-status-toasts.ts';

/**
 * /rider/rides/:rideId: one ride from booking to its end, on one page. Its state comes from GET /rides/:id and is
 * kept current by the socket (`ride.updated`, `ride.searching`, `ride.driver_position`), so a reload mid-ride shows
 * exactly where things are.
 */
export function RidePage() {
  const { rideId = '' } = useParams();
  const ride = useRide(rideId);
  useStatusToasts(ride.data);

  if (ride.isPending) {
    return (
      <div role="status" className="mx-auto grid max-w-6xl gap-4">
        <span className="sr-only">Loading your ride…</span>
        <Skeleton className="h-9 w-40" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (ride.isError) {
    const isMissing =
      isApiClientError(ride.error) &&
      (ride.error.code === ERROR_CODES.RIDE_NOT_FOUND ||
        ride.error.status === 404 ||
        ride.error.status === 400);
    return (
      <EmptyState
        className="mx-auto max-w-xl"
        icon={isMissing ? MapPinOff : CircleAlert}
        tone={isMissing ? 'default' : 'destructive'}
        title={isMissing ? 'Ride not found' : "We couldn't load this ride"}
        description={
          isMissing ? 'This ride does not exist or is not yours.' : 'Check your connection and try again.'
        }
        action={
          isMissing ? (
            <Button asChild>
              <Link to={paths.bookRide}>Book a ride</Link>
            </Button>
          ) : (
            <Button onClick={() => void ride.refetch()} loading={ride.isFetching}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  return <RideDetail ride={ride.data} />;
}

/**
 * Map first: on phones the map fills the screen and the ride lives in a bottom sheet over it; on wide screens the
 * same panel sits beside the map.
 */
function RideDetail({ ride }: { ride: Ride }) {
  const live = useLiveDriver(ride.id, ride.status);
  const hasSos = isDriverAssignedStatus(ride.status);
  return (
    <MapSheetLayout
      label="Ride details"
      // The peek holds the page's header and the live headline with the large ETA.
      peekHeight={240}
      map={(insets) => (
        <RideMapPanel ride={ride} live={live} insets={insets} className="h-full rounded-none border-0" />
      )}
    >
      <div className="grid content-start gap-5" data-app="rider">
        <header className="grid gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold">Your ride</h1>
            <RideStatusBadge status={ride.status} data-testid="ride-status" />
            {hasSos && (
              <div className="ml-auto">
                <RiderSosButton rideId={ride.id} />
              </div>
            )}
          </div>
          <p className="text-sm text-muted-foreground">Booked {formatDateTimeWithWeekday(ride.createdAt)}</p>
        </header>
        <RideStatePanel ride={ride} live={live} />
        {ride.status === 'completed' && <FinishedRideDetails ride={ride} />}
        <TripSummary ride={ride} />
        {ride.status === 'cancelled' && ride.cancellationFee > 0 && <RideReceipt rideId={ride.id} />}
        <RideTimeline ride={ride} />
      </div>
    </MapSheetLayout>
  );
}

/** A completed ride: who drove, the receipt, then rating and tipping the driver. */
function FinishedRideDetails({ ride }: { ride: Ride }) {
  return (
    <>
      {ride.driver && <DriverCard rideId={ride.id} driver={ride.driver} />}
      <RideReceipt rideId={ride.id} />
      <RateDriver ride={ride} />
      <TipDriver ride={ride} />
    </>
  );
}

function RideStatePanel({ ride, live }: { ride: Ride; live: ReturnType<typeof useLiveDriver> }) {
  switch (ride.status) {
    case 'scheduled':
      return <ScheduledRidePanel ride={ride} />;
    case 'requested':
      return <SearchingPanel ride={ride} />;
    case 'completed':
    case 'cancelled':
      return <RideOutcome ride={ride} />;
    default:
      return <LiveRidePanel ride={ride} live={live} />;
  }
}
