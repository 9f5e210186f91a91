import { isApiClientError, useRide } from '@ridebook/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  formatDateTime,
  formatDistance,
  formatDuration,
  Timeline,
  EmptyState,
  Skeleton,
} from '@ridebook/ui';
import { ERROR_CODES, type Ride } from '@ridebook/validation';
import { ArrowLeft, CarFront, RefreshCw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { paths } from '../../config/paths.ts';
import { RiderIdentity, RIDE_STATUS_BADGES, TripStops } from '../rides/index.ts';
import { RideFareCard } from './ride-fare-card.tsx';
import { RideRouteMap } from './ride-route-map.tsx';
import { rideTimelineItems } from './ride-timeline-items.ts';

function RideDetails({ ride }: { ride: Ride }) {
  const badge = RIDE_STATUS_BADGES[ride.status];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <span className="text-sm text-muted-foreground">Requested {formatDateTime(ride.createdAt)}</span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardHeading>Route</CardHeading>
            </CardHeader>
            <CardContent className="grid gap-4">
              <RideRouteMap ride={ride} />
              <TripStops
                pickup={{ label: 'Pickup', address: ride.pickup.address }}
                destination={{
                  label: 'Destination',
                  address: ride.destination.address,
                  detail: `${formatDistance(ride.distanceMeters)} · ${formatDuration(ride.durationSeconds)}`,
                }}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardHeading>Timeline</CardHeading>
            </CardHeader>
            <CardContent>
              <Timeline {...rideTimelineItems(ride)} aria-label="Ride timeline" />
            </CardContent>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardHeading>Rider</CardHeading>
            </CardHeader>
            <CardContent>
              <RiderIdentity name={ride.rider.name} rating={ride.rider.rating} />
            </CardContent>
          </Card>
          <RideFareCard ride={ride} />
        </div>
      </div>
    </>
  );
}

/** /driver/ride-history/:rideId: one ride of the history: its route on a map, timeline, rider and fare. */
export function RideDetailPage() {
  const { rideId = '' } = useParams();
  const ride = useRide(rideId);

  let content;
  if (ride.isPending) {
    content = (
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <span className="sr-only">Loading the ride</span>
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  } else if (ride.isError) {
    const isMissing = isApiClientError(ride.error) && ride.error.code === ERROR_CODES.RIDE_NOT_FOUND;
    content = (
      <EmptyState
        tone={isMissing ? 'default' : 'destructive'}
        icon={CarFront}
        title={isMissing ? 'Ride not found' : "We couldn't load this ride"}
        description={
          isMissing
            ? 'This ride is not in your history.'
            : "RideBook isn't responding right now. Please try again."
        }
        action={
          !isMissing && (
            <Button variant="outline" onClick={() => void ride.refetch()} loading={ride.isFetching}>
              {!ride.isFetching && <RefreshCw aria-hidden="true" />}
              Try Again
            </Button>
          )
        }
      />
    );
  } else {
    content = <RideDetails ride={ride.data} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <Link
          to={paths.rideHistory}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to ride history
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">Ride details</h1>
      </div>
      {content}
    </div>
  );
}
