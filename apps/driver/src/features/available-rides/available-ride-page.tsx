import {
  getErrorMessage,
  openRequestsQueryOptions,
  useAvailability,
  useRealtimeStatus,
} from '@ridebook/api-client';
import { Badge, Button, EmptyState, Skeleton, useNow } from '@ridebook/ui';
import { useQuery } from '@tanstack/react-query';
import { CarFront, MapPinned, RefreshCw, Route } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { paths } from '../../config/paths.ts';
import { GoOnlineNotice } from '../availability/index.ts';
import { LocationNotice } from '../location/index.ts';
import { useAcceptRideAction } from '../offers/index.ts';
import { OpenRequestCard } from './open-request-card.tsx';

function LiveBadge() {
  const { status } = useRealtimeStatus();
  return status === 'open' ? (
    <Badge variant="success">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      Live
    </Badge>
  ) : (
    <Badge variant="warning">Reconnecting…</Badge>
  );
}

function OpenRequestList() {
  const requests = useQuery(openRequestsQueryOptions());
  const accept = useAcceptRideAction();
  const now = useNow(30_000);

  if (requests.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">Loading ride requests</span>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  if (requests.isError) {
    return (
      <EmptyState
        tone="destructive"
        icon={MapPinned}
        title="We couldn't load ride requests"
        description={getErrorMessage(
          requests.error,
          "RideBook isn't responding right now. Please try again.",
        )}
        action={
          <Button variant="outline" onClick={() => void requests.refetch()} loading={requests.isFetching}>
            {!requests.isFetching && <RefreshCw aria-hidden="true" />}
            Try Again
          </Button>
        }
      />
    );
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={Route}
        title="No ride requests nearby"
        description="New requests within 10 km appear here as soon as riders book."
      />
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Ride requests near you">
      {requests.data.map((request) => (
        <li key={request.rideId}>
          <OpenRequestCard
            request={request}
            now={now}
            onAccept={() => accept.mutate({ rideId: request.rideId })}
            isAccepting={accept.isPending && accept.variables?.rideId === request.rideId}
            isDisabled={accept.isPending}
          />
        </li>
      ))}
    </ul>
  );
}

/** /driver/available-ride: the open requests near an online driver, live, each with Accept. */
export function AvailableRidePage() {
  const availability = useAvailability();
  const data = availability.data;

  let content;
  if (!data) {
    content = <Skeleton className="h-24 rounded-xl" />;
  } else if (!data.online) {
    content = <GoOnlineNotice>Go online to see ride requests near you and accept one.</GoOnlineNotice>;
  } else if (data.activeRideId) {
    content = (
      <Notice
        tone="info"
        icon={CarFront}
        title="You're on a ride"
        action={
          <Button asChild>
            <Link to={paths.activeRide}>Open Current Ride</Link>
          </Button>
        }
      >
        Finish your current ride to take another one.
      </Notice>
    );
  } else {
    content = (
      <>
        <LocationNotice />
        <OpenRequestList />
      </>
    );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Available rides</h1>
          <p className="mt-1 text-muted-foreground">Open ride requests near you, nearest first.</p>
        </div>
        {data?.online && <LiveBadge />}
      </div>
      {content}
    </div>
  );
}
