import { getFieldErrors, useActiveRide, useCities, useServiceArea } from '@ridebook/api-client';
import { Button, Card, CardContent, MapSheetLayout, Skeleton } from '@ridebook/ui';
import { RIDE_STATUS_LABELS, type Ride } from '@ridebook/validation';
import { CarFront, LocateFixed } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { BookingDetailsForm, type BookingDetailsFormProps } from './booking-details-form.tsx';
import { BookingMap } from './booking-map.tsx';
import { FareQuoteSummary } from './fare-quote-summary.tsx';
import { PlaceSearchField, placeToLocation } from '@ridebook/ui/places';
import { SavedPlaceChips, useSavedDestination } from '../saved-places/index.ts';
import { BOOKING_MESSAGES } from './place-location.ts';
import { useBookRide } from './use-book-ride.ts';
import { useResumeBooking, type ResumedBooking } from './use-resume-booking.ts';
import { useTripPoints, type TripPointName } from './use-trip-points.ts';
import { useTripQuote } from './use-trip-quote.ts';

/**
 * /rider/book-ride: where from, where to, the fare, how to pay, now or later, Book. One active ride at a time. Back
 * from the bank's 3-D Secure page, it finishes the booking kept for it first.
 */
export function BookRidePage() {
  const activeRide = useActiveRide();
  const resumed = useResumeBooking();
  if (resumed.state === 'finishing') {
    return (
      <div role="status" className="mx-auto max-w-xl" data-app="rider">
        <h1 className="text-2xl font-semibold">Book a ride</h1>
        <p className="mt-6 text-muted-foreground">{BOOKING_MESSAGES.finishingBooking}</p>
      </div>
    );
  }
  if (activeRide.isPending) {
    return (
      <div role="status" className="mx-auto grid max-w-6xl gap-4">
        <span className="sr-only">Loading…</span>
        <Skeleton className="h-9 w-48" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (activeRide.data) return <RideInProgress ride={activeRide.data} />;
  return <BookingPlanner refused={resumed.state === 'refused' ? resumed : null} />;
}

function RideInProgress({ ride }: { ride: Ride }) {
  return (
    <div className="mx-auto max-w-xl" data-app="rider">
      <h1 className="text-2xl font-semibold">Book a ride</h1>
      <Card className="mt-6">
        <CardContent className="grid justify-items-start gap-3">
          <p className="font-semibold">You already have a ride in progress</p>
          <p className="text-sm text-muted-foreground">
            {RIDE_STATUS_LABELS[ride.status]}: {ride.pickup.address} to {ride.destination.address}. You can
            book another ride once this one ends.
          </p>
          <Button asChild>
            <Link to={ridePath(ride.id)}>
              <CarFront aria-hidden="true" />
              Go to your ride
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function BookingPlanner({ refused }: { refused: RefusedBooking | null }) {
  const trip = useTripPoints();
  const { choose } = trip;
  // A booking refused on its return from 3-D Secure: the same trip, priced again.
  useEffect(() => {
    if (!refused) return;
    choose('pickup', refused.draft.pickup);
    choose('destination', refused.draft.destination);
  }, [refused, choose]);
  const fare = useTripQuote(trip.points.pickup.location, trip.points.destination.location);
  const book = useBookRide({ onQuoteExpired: fare.requote });
  useSavedDestination(useCallback((location) => choose('destination', location), [choose]));

  return (
    <BookingPanel
      trip={trip}
      fare={fare}
      refused={refused}
      onBook={async (details, helpers) => {
        if (fare.quote) await book(fare.quote, details, helpers);
      }}
    />
  );
}

type RefusedBooking = Extract<ResumedBooking, { state: 'refused' }>;

export type BookingPanelProps = {
  /** The trip's two ends and how to change them (useTripPoints). */
  trip: ReturnType<typeof useTripPoints>;
  /** The trip's fare (useTripQuote). */
  fare: ReturnType<typeof useTripQuote>;
  refused: RefusedBooking | null;
  onBook: BookingDetailsFormProps['onBook'];
};

/**
 * The booking's map and sheet: the trip's ends, the fare, how to pay, Book. What the trip and its quote are comes
 * in (BookingPlanner keeps them), so a story can show any of its states.
 */
export function BookingPanel({ trip, fare, refused, onBook }: BookingPanelProps) {
  const serviceArea = useServiceArea();
  const cities = useCities();
  const areas = cities.data?.flatMap((city) => city.serviceArea.coordinates);
  const { points, type, choose, pin, locate, isLocating } = trip;
  const [mapTarget, setMapTarget] = useState<TripPointName>('pickup');
  const [chosenPickupPointId, setChosenPickupPointId] = useState('');
  // A pickup the API refused (outside every area, a no-pickup zone) is named on the pickup field.
  const pickupError = fare.error ? getFieldErrors(fare.error).pickup : undefined;
  const near = points.pickup.location ?? serviceArea.data?.center ?? null;

  const pinOnMap = (name: TripPointName, at: { lat: number; lng: number }) => {
    void pin(name, at);
    if (name === 'pickup' && !points.destination.location) setMapTarget('destination');
  };

  return (
    <MapSheetLayout
      label="Booking"
      map={(insets) =>
        serviceArea.isPending ? (
          <Skeleton className="size-full rounded-none" />
        ) : (
          <BookingMap
            pickup={points.pickup}
            destination={points.destination}
            quote={fare.quote}
            chosenPickupPointId={chosenPickupPointId}
            center={serviceArea.data?.center}
            areas={areas}
            target={mapTarget}
            onTargetChange={setMapTarget}
            onPin={pinOnMap}
            insets={insets}
            className="size-full"
          />
        )
      }
    >
      <div className="grid content-start gap-5" data-app="rider">
        <header>
          <h1 className="text-2xl font-semibold">Book a ride</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Search for a place, use your location, or tap the map.
          </p>
        </header>
        <section aria-label="Trip" className="grid gap-4">
          <PlaceSearchField
            label="Pickup"
            kind="pickup"
            placeholder="Where should the driver pick you up?"
            point={points.pickup}
            error={pickupError}
            near={serviceArea.data?.center ?? null}
            onTextChange={(text) => type('pickup', text)}
            onChoose={(place) => {
              choose('pickup', placeToLocation(place));
              if (!points.destination.location) setMapTarget('destination');
            }}
            labelAction={
              <Button
                variant="link"
                size="sm"
                onClick={() => void locate()}
                loading={isLocating}
                className="text-xs"
              >
                {!isLocating && <LocateFixed aria-hidden="true" className="size-3.5" />}
                Use my location
              </Button>
            }
          />
          <SavedPlaceChips
            pointLabel="Pickup"
            chosen={points.pickup.location}
            onChoose={(location) => choose('pickup', location)}
          />
          <PlaceSearchField
            label="Destination"
            kind="destination"
            placeholder="Where to?"
            point={points.destination}
            near={near}
            onTextChange={(text) => type('destination', text)}
            onChoose={(place) => choose('destination', placeToLocation(place))}
          />
          <SavedPlaceChips
            pointLabel="Destination"
            chosen={points.destination.location}
            onChoose={(location) => choose('destination', location)}
          />
        </section>

        <FareQuoteSummary
          hasTrip={points.pickup.location !== null && points.destination.location !== null}
          quote={fare.quote}
          msLeft={fare.msLeft}
          isQuoting={fare.isQuoting}
          error={fare.error}
          errorOnPickup={pickupError !== undefined}
          onRetry={fare.requote}
        />

        <BookingDetailsForm
          quote={fare.quote}
          initialDetails={refused?.draft.details}
          initialErrors={refused?.errors}
          onBook={onBook}
          onPickupPointChange={setChosenPickupPointId}
        />
      </div>
    </MapSheetLayout>
  );
}
