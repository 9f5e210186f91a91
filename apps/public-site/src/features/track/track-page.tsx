import { isApiClientError, useDriverPhoto, useTrackView } from '@ridebook/api-client';
import {
  Avatar,
  AvatarFallback,
  Badge,
  Button,
  EmptyState,
  getInitials,
  Skeleton,
  TripStops,
} from '@ridebook/ui';
import {
  carToLookFor,
  ERROR_CODES,
  RIDE_STATUS_LABELS,
  SAFETY_LIMITS,
  SAFETY_MESSAGES,
  type TrackView,
} from '@ridebook/validation';
import { CircleAlert, LinkIcon } from 'lucide-react';
import { useParams } from 'react-router';
import { usePageMeta } from '../seo/index.ts';
import { describeTrackedTrip } from './track-copy.ts';
import { TrackMap } from './track-map.tsx';

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * /track/:token: a trip someone shared (Share trip, SOS, Share live location), read-only and without signing in.
 * GET /api/track/:token again every few seconds until the ride ends. It shows only what the API lets out: the
 * driver's first name and car, the route, the car's position and the status; never a phone number or an e-mail.
 */
export function TrackPage() {
  const { token = '' } = useParams();
  usePageMeta('Shared trip', 'Follow a RideBook trip that was shared with you, live.');
  const view = useTrackView(token);

  if (view.isPending) {
    return (
      <div role="status" className="mx-auto grid max-w-5xl gap-4 px-4 py-10">
        <span className="sr-only">Loading the shared trip…</span>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (view.isError) {
    const isDead =
      isApiClientError(view.error) &&
      (view.error.code === ERROR_CODES.TRIP_LINK_INVALID || view.error.status === 404);
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">Shared trip</h1>
        <EmptyState
          icon={isDead ? LinkIcon : CircleAlert}
          tone={isDead ? 'default' : 'destructive'}
          title={isDead ? SAFETY_MESSAGES.trackLinkInvalid : "We couldn't load this trip"}
          description={
            isDead
              ? `The link may be mistyped, or it has expired: trip links stop working ${SAFETY_LIMITS.shareLinkAfterRideMinutes} minutes after the ride ends.`
              : 'Check your connection and try again.'
          }
          action={
            isDead ? undefined : (
              <Button onClick={() => void view.refetch()} loading={view.isFetching}>
                Try again
              </Button>
            )
          }
        />
      </div>
    );
  }
  return <TrackedTrip token={token} view={view.data} />;
}

function TrackedTrip({ token, view }: { token: string; view: TrackView }) {
  const { title, detail } = describeTrackedTrip(view);
  const hasEnded = view.endedAt !== null;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <div className="grid content-start gap-5">
        <header className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Shared trip</p>
          <div role="status" className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="text-muted-foreground" data-testid="track-detail">
              {detail}
            </p>
          </div>
          <Badge variant={hasEnded ? 'secondary' : 'info'} className="justify-self-start">
            {RIDE_STATUS_LABELS[view.status]}
          </Badge>
        </header>

        {view.driver && <TrackedDriver token={token} driver={view.driver} />}

        <section aria-label="Trip" className="rounded-xl border bg-card p-4">
          <TripStops pickup={view.pickup.address} destination={view.destination.address} className="gap-3" />
        </section>

        <p className="text-xs text-muted-foreground">
          {hasEnded
            ? `Ended at ${TIME.format(new Date(view.endedAt ?? view.updatedAt))}.`
            : `Updates on its own. Last change at ${TIME.format(new Date(view.position?.at ?? view.updatedAt))}.`}
        </p>
      </div>

      <TrackMap view={view} className="h-80 w-full sm:h-96 lg:h-[32rem]" />
    </div>
  );
}

/** The driver's first name and photo, and the car to look for: what the API lets out of the driver. */
function TrackedDriver({ token, driver }: { token: string; driver: NonNullable<TrackView['driver']> }) {
  const photo = useDriverPhoto({ trackToken: token }, driver);
  const { car, plate } = carToLookFor(driver);
  return (
    <section
      aria-label="Driver and car"
      className="flex items-center gap-4 rounded-xl border bg-card p-4 text-sm"
    >
      <Avatar className="size-14">
        {photo.data ? (
          <img src={photo.data} alt={`Photo of ${driver.firstName}`} className="size-full object-cover" />
        ) : (
          <AvatarFallback className="text-base">{getInitials(driver.firstName)}</AvatarFallback>
        )}
      </Avatar>
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{driver.firstName}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{car}</span>
          <span className="rounded-md border bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold tracking-wider">
            {plate}
          </span>
        </p>
      </div>
    </section>
  );
}
