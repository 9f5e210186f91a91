import { useAdvanceRide } from '@ridebook/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  formatDistance,
  formatDuration,
  formatMoney,
  notify,
  notifyError,
  PickupPointLine,
} from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { ArrowRight, Navigation, Phone } from 'lucide-react';
import { useDriverLocation, freshPosition } from '../location/index.ts';
import { PaymentBadge, RiderIdentity, TripStops } from '../rides/index.ts';
import { ActiveRideMap } from './active-ride-map.tsx';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';
import { rememberCompletedRide } from './completed-ride-storage.ts';
import { RideProgress } from './ride-progress.tsx';
import {
  canDriverCancel,
  currentTarget,
  DRIVER_RIDE_STATUS_LABELS,
  navigationUrl,
  nextRideStep,
  stepSuccessMessage,
} from './ride-steps.ts';

export const STEP_FAILED_MESSAGE = 'We could not update the ride. Please try again.';

/** The ride in progress: who, where to, the map, the driver's next step, and the SOS button. */
export function ActiveRidePanel({ ride }: { ride: Ride }) {
  const location = useDriverLocation();
  const advance = useAdvanceRide({
    // Here, not in mutate(): after the last step the ride leaves the screen, and this panel with it.
    onSuccess: (updated, { step }) => {
      if (step === 'complete') rememberCompletedRide(updated.id);
      notify.success(stepSuccessMessage(step));
    },
    onError: (error) => notifyError(error, STEP_FAILED_MESSAGE),
  });
  const next = nextRideStep(ride.status);
  const target = currentTarget(ride);
  const isBeforePickup = target === ride.pickup;

  const takeStep = () => {
    if (!next) return;
    advance.mutate({ rideId: ride.id, step: next.step, position: freshPosition(location.fix, Date.now()) });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
      <Card>
        <CardContent className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="info">{DRIVER_RIDE_STATUS_LABELS[ride.status]}</Badge>
            <PaymentBadge method={ride.paymentMethod} />
          </div>
          <RideProgress status={ride.status} />
          <div className="flex items-center justify-between gap-3">
            <RiderIdentity name={ride.rider.name} rating={ride.rider.rating} />
            <Button variant="outline" size="icon" asChild>
              <a
                href={`tel:${ride.rider.phone.replace(/[^\d+]/g, '')}`}
                aria-label={`Call ${ride.rider.name}`}
              >
                <Phone aria-hidden="true" />
              </a>
            </Button>
          </div>
          <TripStops
            pickup={{ label: 'Pickup', address: ride.pickup.address }}
            destination={{
              label: 'Destination',
              address: ride.destination.address,
              detail: `${formatDistance(ride.distanceMeters)} · ${formatDuration(ride.durationSeconds)}`,
            }}
          />
          <PickupPointLine point={ride.pickupPoint} />
          {ride.note && (
            <p className="rounded-lg bg-muted px-3 py-2 text-sm">
              <span className="font-medium">Note from the rider: </span>
              {ride.note}
            </p>
          )}
          <div className="flex items-baseline justify-between gap-2 border-t pt-4">
            <span className="text-sm text-muted-foreground">Fare</span>
            <span className="text-xl font-bold tabular-nums">
              {formatMoney(ride.fare.final ?? ride.fare.estimate, ride.fare.currency)}
            </span>
          </div>
          {/* Side by side only where the card is wide enough for both labels (beside the map it is not). */}
          <div className="@container">
            <div className="grid gap-2 @md:grid-cols-2">
              <Button variant="outline" asChild>
                <a href={navigationUrl(target)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden="true" />
                  {isBeforePickup ? 'Navigate to Pickup' : 'Navigate to Destination'}
                  <span className="sr-only"> (opens Google Maps)</span>
                </a>
              </Button>
              {next && (
                <Button size="lg" className="h-10 sm:h-10" onClick={takeStep} loading={advance.isPending}>
                  {next.label}
                  {!advance.isPending && <ArrowRight aria-hidden="true" />}
                </Button>
              )}
            </div>
          </div>
          {canDriverCancel(ride.status) && (
            <div className="flex justify-end">
              <CancelRideDialog rideId={ride.id} />
            </div>
          )}
        </CardContent>
      </Card>
      <ActiveRideMap ride={ride} />
    </div>
  );
}
