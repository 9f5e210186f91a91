import { useActiveRide, useAvailability } from '@ridebook/api-client';
import { Button, EmptyState, Skeleton } from '@ridebook/ui';
import { CarFront, MapPinned, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LocationNotice } from '../location/index.ts';
import { ActiveRidePanel } from './active-ride-panel.tsx';
import { useCompletedRideId } from './completed-ride-storage.ts';
import { TripCompleteCard } from './trip-complete-card.tsx';
import { DriverSosButton } from '../safety/index.ts';

function NoActiveRide() {
  const availability = useAvailability();
  const isOnline = availability.data?.online === true;
  return (
    <EmptyState
      icon={CarFront}
      title="No active ride"
      description={
        isOnline
          ? "You're online. Accept an offer or an open request and it shows up here."
          : 'Go online to get ride requests. Your ride shows up here once you accept one.'
      }
      action={
        isOnline ? (
          <Button asChild>
            <Link to={paths.availableRide}>
              <MapPinned aria-hidden="true" />
              See Available Rides
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.availability}>Go to Availability</Link>
          </Button>
        )
      }
    />
  );
}

/** /driver/ride-management and /driver/active: the ride in progress, or the summary of the one just completed. */
export function RideManagementPage() {
  const activeRide = useActiveRide();
  const completedRideId = useCompletedRideId();
  const ride = activeRide.data;
  const showCompleted = completedRideId !== null && completedRideId !== ride?.id;

  let content;
  if (activeRide.isPending) {
    content = (
      <div aria-busy="true" className="grid gap-4">
        <span className="sr-only">Loading your ride</span>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  } else if (activeRide.isError) {
    content = (
      <EmptyState
        tone="destructive"
        icon={CarFront}
        title="We couldn't load your ride"
        description="RideBook isn't responding right now. Please try again."
        action={
          <Button variant="outline" onClick={() => void activeRide.refetch()} loading={activeRide.isFetching}>
            {!activeRide.isFetching && <RefreshCw aria-hidden="true" />}
            Try Again
          </Button>
        }
      />
    );
  } else if (ride) {
    content = <ActiveRidePanel ride={ride} />;
  } else if (!showCompleted) {
    content = <NoActiveRide />;
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Current ride</h1>
          <p className="mt-1 text-muted-foreground">Follow the steps from pickup to drop-off.</p>
        </div>
        {/* In the header, not floating over the page, where it covered the steps' buttons and the map. */}
        {ride && <DriverSosButton rideId={ride.id} />}
      </div>
      {ride && <LocationNotice />}
      {showCompleted && <TripCompleteCard rideId={completedRideId} />}
      {content}
    </div>
  );
}
