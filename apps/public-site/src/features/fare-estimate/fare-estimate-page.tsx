import { getErrorMessage, getFieldErrors, useTripEstimate } from '@ridebook/api-client';
import { Button, formatDistance, formatDuration, formatMoney, formatMoneyRange } from '@ridebook/ui';
import { PlaceSearchField, placeToLocation, type PlaceBoxValue } from '@ridebook/ui/places';
import type { FareEstimate, TripEstimate } from '@ridebook/validation';
import { Clock, Route } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass, HydratedFieldset } from '../page-kit/index.ts';
import { usePageMeta } from '../seo/index.ts';
import { EMPTY_BOX, readTrip, type TripBoxes, type TripErrors } from './fare-estimate-form.ts';
import { RoutePreview } from './route-preview.tsx';

const TITLE = 'Fare estimate';
const DESCRIPTION =
  'See what a RideBook trip costs before you book: choose a pickup and a destination for a price range, the distance and the time on the road.';
const ESTIMATE_FAILED = "We couldn't price this trip. Please try again.";

/** /fare-estimate: anyone prices a trip with the same rules as a booking (POST /api/fare-estimate). */
export function FareEstimatePage() {
  usePageMeta(TITLE, DESCRIPTION);
  const [boxes, setBoxes] = useState<TripBoxes>({ pickup: EMPTY_BOX, destination: EMPTY_BOX });
  const [errors, setErrors] = useState<TripErrors>({});
  const estimate = useTripEstimate({
    onError: (error) => setErrors(getFieldErrors(error)),
  });

  const update = (name: keyof TripBoxes, value: PlaceBoxValue) => {
    setBoxes((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    estimate.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readTrip(boxes);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    estimate.mutate(read.trip);
  };

  const placeBox = (name: keyof TripBoxes, label: string, placeholder: string) => (
    <div className="grid gap-1.5">
      <PlaceSearchField
        label={label}
        placeholder={placeholder}
        kind={name}
        point={boxes[name]}
        near={boxes.pickup.location}
        onTextChange={(text) => update(name, { text, location: null, pendingPin: null })}
        onChoose={(place) => {
          const location = placeToLocation(place);
          update(name, { text: location.address, location, pendingPin: null });
        }}
      />
      {errors[name] ? (
        <p className="text-sm font-medium text-destructive" data-field-error={name}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const generalError =
    estimate.isError && Object.keys(getFieldErrors(estimate.error)).length === 0
      ? getErrorMessage(estimate.error, ESTIMATE_FAILED)
      : null;

  return (
    <article>
      <header className="border-b border-border bg-gradient-to-b from-primary/10 to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Riders</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{TITLE}</h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{DESCRIPTION}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl items-start gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Trip to price"
          className="grid content-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
        >
          <HydratedFieldset>
            {placeBox('pickup', 'Pickup', 'Where from?')}
            {placeBox('destination', 'Destination', 'Where to?')}
            <Button type="submit" size="lg" disabled={estimate.isPending}>
              {estimate.isPending ? 'Estimating…' : 'Estimate fare'}
            </Button>
            {generalError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {generalError}
              </p>
            ) : null}
          </HydratedFieldset>
        </form>
        <section aria-labelledby="estimate-heading" aria-live="polite" className="grid content-start gap-4">
          <h2 id="estimate-heading" className="sr-only">
            Your estimate
          </h2>
          {estimate.data ? (
            <EstimateCard estimate={estimate.data} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-6 text-muted-foreground">
              Choose a pickup and a destination from the suggestions, then press Estimate fare.
            </p>
          )}
        </section>
      </div>
    </article>
  );
}

function EstimateCard({ estimate }: { estimate: TripEstimate }) {
  const { fare } = estimate;
  return (
    <div className="grid gap-4">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
        <p className="text-sm font-semibold text-muted-foreground">Estimated fare</p>
        <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums" data-testid="fare-estimate">
          {formatMoney(fare.estimate, fare.currency)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {fare.low === fare.high
            ? 'Minimum fare'
            : `Usually ${formatMoneyRange(fare.low, fare.high, fare.currency)}`}
        </p>
        <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Route aria-hidden="true" className="size-4" />
            {formatDistance(estimate.distanceMeters)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            about {formatDuration(estimate.durationSeconds)}
          </span>
        </p>
        <FareBreakdown fare={fare} />
        <p className="mt-4 text-sm text-muted-foreground">
          The price you book is fixed when you book; traffic and the route taken can move the final fare
          within the range.
        </p>
        <Link to="/book" className={buttonClass('primary', 'md', 'mt-5')}>
          Book this ride
        </Link>
        <Link to={paths.faq} className={buttonClass('ghost', 'md', 'mt-5 ml-2')}>
          How fares work
        </Link>
      </div>
      <RoutePreview route={estimate.route} />
    </div>
  );
}

/** What the estimate is made of, as the pricing settings compute it. */
function FareBreakdown({ fare }: { fare: FareEstimate }) {
  const { breakdown, currency } = fare;
  const lines = [
    { label: 'Base fare', amount: breakdown.baseFare },
    { label: 'Distance', amount: breakdown.distance },
    { label: 'Time', amount: breakdown.time },
    { label: 'Minimum fare top-up', amount: breakdown.minimumFareTopUp },
    { label: 'Booking fee', amount: breakdown.bookingFee },
  ].filter((line) => line.amount > 0);
  return (
    <ul aria-label="Fare breakdown" className="mt-4 grid gap-1 border-t border-border pt-4 text-sm">
      {lines.map((line) => (
        <li key={line.label} className="flex justify-between gap-4">
          <span className="text-muted-foreground">{line.label}</span>
          <span className="tabular-nums">{formatMoney(line.amount, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
