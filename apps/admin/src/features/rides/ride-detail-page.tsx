import { isFinalRideStatus, useRide, useRideRoute } from '@ridebook/api-client';
import { Card, CardContent, CardHeader, formatDateTime, LazyRideMap, Timeline } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { RideStatusBadge } from '../../components/ride-status-badge.tsx';
import { userPath } from '../../config/paths.ts';
import { formatDistance, formatDuration, formatRating } from '../../lib/format.ts';
import { CancelRideAction } from './cancel-ride-action.tsx';
import { FareBreakdown } from './fare-breakdown.tsx';
import { RidePayments } from './ride-payments.tsx';
import { rideTimelineItems } from './ride-timeline-items.ts';

/** The planned route until the car has driven some of it, then the path it really took. */
function RideRouteMap({ ride }: { ride: Ride }) {
  const route = useRideRoute(ride.id);
  const path =
    route.data && route.data.driven.length > 1 ? route.data.driven : (route.data?.planned ?? ride.route);
  return (
    <LazyRideMap
      aria-label="Route of the ride"
      className="h-72 lg:h-96"
      markers={[
        { id: 'pickup', kind: 'pickup', position: ride.pickup, label: `Pickup: ${ride.pickup.address}` },
        {
          id: 'dropoff',
          kind: 'dropoff',
          position: ride.destination,
          label: `Drop-off: ${ride.destination.address}`,
        },
      ]}
      route={path.map(([lat, lng]) => ({ lat, lng }))}
    />
  );
}

type PartyDetail = { label: string; value: ReactNode };

/**
 * One person's details as label/value rows, like the fare card beside it: in a third of the page a two-column grid
 * broke phone numbers over two lines and paired the rider's rating with the driver's name.
 */
function PartyDetails({ items }: { items: readonly PartyDetail[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {items.map((item) => (
        <div key={item.label} className="flex justify-between gap-4">
          <dt className="shrink-0 text-muted-foreground">{item.label}</dt>
          <dd className="min-w-0 text-right font-medium break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Parties({ ride }: { ride: Ride }) {
  const { rider, driver } = ride;
  return (
    <div className="grid gap-3">
      <PartyDetails
        items={[
          {
            label: 'Rider',
            value: (
              <Link to={userPath(rider.id)} className="text-primary hover:underline">
                {rider.name}
              </Link>
            ),
          },
          { label: 'Rider phone', value: rider.phone },
          { label: 'Rider rating', value: formatRating(rider.rating, rider.ratingCount) },
        ]}
      />
      <div className="border-t pt-3">
        <PartyDetails
          items={[
            {
              label: 'Driver',
              value: driver ? (
                <Link to={userPath(driver.id)} className="text-primary hover:underline">
                  {driver.name}
                </Link>
              ) : (
                'None assigned'
              ),
            },
            ...(driver
              ? [
                  { label: 'Driver phone', value: driver.phone },
                  { label: 'Vehicle', value: `${driver.vehicleModel} · ${driver.vehiclePlate}` },
                  { label: 'Driver rating', value: formatRating(driver.rating, driver.ratingCount) },
                ]
              : []),
          ]}
        />
      </div>
    </div>
  );
}

/**
 * "Pickup → Destination". On a phone each address is one line, cut short with an ellipsis (the whole address is its
 * tooltip and what a screen reader reads); wider screens show both in full.
 */
function RideHeading({ ride }: { ride: Ride }) {
  const line = 'block truncate sm:inline sm:whitespace-normal';
  return (
    <>
      <span className={line} title={ride.pickup.address}>
        {ride.pickup.address}
      </span>{' '}
      <span className={line} title={ride.destination.address}>
        → {ride.destination.address}
      </span>
    </>
  );
}

/** One ride: its route on the map, every status change, both parties, the fare and payment; cancel if stuck. */
export function RideDetailPage() {
  const { rideId = '' } = useParams();
  const ride = useRide(rideId);

  if (ride.isPending) return <PageSkeleton label="Loading the ride" />;
  if (ride.isError)
    return (
      <LoadError
        title="Couldn't load this ride"
        error={ride.error}
        onRetry={() => void ride.refetch()}
        isRetrying={ride.isFetching}
      />
    );
  const data = ride.data;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4">
      <PageHeader
        title={<RideHeading ride={data} />}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <RideStatusBadge status={data.status} />
            <span>
              Booked {formatDateTime(data.createdAt)} · {formatDistance(data.distanceMeters)} ·{' '}
              {formatDuration(data.durationSeconds)}
            </span>
          </span>
        }
        actions={!isFinalRideStatus(data.status) && <CancelRideAction rideId={data.id} />}
      />
      <RideRouteMap ride={data} />
      <div className="grid gap-4 *:min-w-0 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardHeading>Status timeline</CardHeading>
          </CardHeader>
          <CardContent>
            <Timeline {...rideTimelineItems(data)} aria-label="Status timeline" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardHeading>Rider and driver</CardHeading>
          </CardHeader>
          <CardContent>
            <Parties ride={data} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardHeading>Fare and payment</CardHeading>
          </CardHeader>
          <CardContent>
            <FareBreakdown ride={data} />
            {data.status === 'completed' && <RidePayments ride={data} />}
            {data.note && <p className="mt-4 text-sm text-muted-foreground">Rider's note: {data.note}</p>}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
