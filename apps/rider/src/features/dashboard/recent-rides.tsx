import { useRiderRides } from '@ridebook/api-client';
import { Button, Card, CardContent, formatDateTimeWithWeekday, formatMoney, Skeleton } from '@ridebook/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths, ridePath } from '../../config/paths.ts';
import { RideStatusBadge } from '../ride/index.ts';

const RECENT_RIDES = 5;

/** The rider's latest rides (GET /rider/rides, newest first), each linking to its page, and the whole history. */
export function RecentRides() {
  const rides = useRiderRides({ page: 1, pageSize: RECENT_RIDES, sort: 'createdAt', order: 'desc' });
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Recent rides</h2>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.rideHistory}>
              View all rides
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {rides.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading your recent rides…</span>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : rides.isError ? (
          <p className="text-sm text-destructive">We couldn't load your recent rides.</p>
        ) : rides.data.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rides yet. Your rides will show here.</p>
        ) : (
          <ul className="grid divide-y">
            {rides.data.data.map((ride) => (
              <li key={ride.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <Link
                    to={ridePath(ride.id)}
                    className="truncate text-sm font-medium underline-offset-4 hover:underline"
                  >
                    {ride.destinationAddress}
                  </Link>
                  <p className="text-xs text-muted-foreground">{formatDateTimeWithWeekday(ride.createdAt)}</p>
                </div>
                <span className="text-sm tabular-nums">
                  {formatMoney(ride.fare.amount, ride.fare.currency)}
                </span>
                <RideStatusBadge status={ride.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
