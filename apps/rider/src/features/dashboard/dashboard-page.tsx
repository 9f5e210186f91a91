import { useActiveRide, useSession } from '@ridebook/api-client';
import { Badge, Button, Card, CardContent, Skeleton, TripStops, useNow } from '@ridebook/ui';
import { carToLookFor, RIDE_STATUS_LABELS, type Ride } from '@ridebook/validation';
import { ArrowRight, CarFront } from 'lucide-react';
import { Link } from 'react-router';
import { paths, ridePath } from '../../config/paths.ts';
import { SavedPlaceQuickActions } from '../saved-places/index.ts';
import { RecentRides } from './recent-rides.tsx';
import { RiderTotals } from './rider-totals.tsx';

/** "Good morning" before noon, "Good afternoon" until six, then "Good evening". */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * /rider/dashboard: a greeting, the ride in progress (live, through the socket's updates) or Book a ride and the
 * saved places' quick actions ("Ride home"), the rider's totals and their recent rides.
 */
export function DashboardPage() {
  const session = useSession();
  const activeRide = useActiveRide();
  const now = useNow(60_000);
  const name = session.user?.name.trim().split(/\s+/)[0];

  return (
    <div className="mx-auto grid max-w-3xl gap-6" data-app="rider">
      <header>
        <h1 className="text-2xl font-semibold">
          {greetingFor(new Date(now).getHours())}
          {name ? `, ${name}` : ''}
        </h1>
        <p className="mt-1 text-muted-foreground">Where are you heading today?</p>
      </header>

      {activeRide.isPending ? (
        <Skeleton className="h-28 w-full rounded-xl" />
      ) : activeRide.data ? (
        <ActiveRideCard ride={activeRide.data} />
      ) : (
        <BookRideCard />
      )}
      {!activeRide.isPending && !activeRide.data && <SavedPlaceQuickActions />}

      <RiderTotals />
      <RecentRides />
    </div>
  );
}

function BookRideCard() {
  return (
    <Card className="overflow-hidden border-primary/20 bg-primary text-primary-foreground">
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15"
          >
            <CarFront className="size-6" />
          </span>
          <div>
            <h2 className="text-lg font-semibold">Need a ride?</h2>
            <p className="text-sm opacity-90">See the fare up front, then follow your driver live.</p>
          </div>
        </div>
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.bookRide}>
            Book a ride
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Dan Driver · Silver Toyota Prius · RB-2048" */
function driverLine(driver: NonNullable<Ride['driver']>): string {
  const { car, plate } = carToLookFor(driver);
  return `${driver.name} · ${car} · ${plate}`;
}

function ActiveRideCard({ ride }: { ride: Ride }) {
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Your ride</h2>
          <Badge variant="info" role="status">
            {RIDE_STATUS_LABELS[ride.status]}
          </Badge>
        </div>
        <TripStops pickup={ride.pickup.address} destination={ride.destination.address} />
        {ride.driver && <p className="text-sm text-muted-foreground">{driverLine(ride.driver)}</p>}
        <Button asChild className="justify-self-start">
          <Link to={ridePath(ride.id)}>
            Open your ride
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
