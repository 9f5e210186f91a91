import { useActiveRide } from '@ridebook/api-client';
import { Badge, Button, Card, CardContent, CardHeader, Skeleton } from '@ridebook/ui';
import { ArrowRight, CarFront } from 'lucide-react';
import { Link } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { paths } from '../../config/paths.ts';
import { DRIVER_RIDE_STATUS_LABELS } from '../active-ride/index.ts';
import { RiderIdentity, TripStops } from '../rides/index.ts';

/** The dashboard's view of the ride in progress, with the way to its screen; nothing without one. */
export function CurrentRideCard() {
  const activeRide = useActiveRide();
  if (activeRide.isPending) return <Skeleton className="h-48 rounded-xl" />;
  const ride = activeRide.data;
  if (!ride) return null;
  return (
    <Card className="border-primary/40">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardHeading className="flex items-center gap-2 text-base">
          <CarFront aria-hidden="true" className="size-5 text-primary" />
          Current ride
        </CardHeading>
        <Badge variant="info">{DRIVER_RIDE_STATUS_LABELS[ride.status]}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <RiderIdentity name={ride.rider.name} rating={ride.rider.rating} />
        <TripStops
          pickup={{ label: 'Pickup', address: ride.pickup.address }}
          destination={{ label: 'Destination', address: ride.destination.address }}
        />
        <Button asChild className="justify-self-start">
          <Link to={paths.activeRide}>
            Open Current Ride
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
