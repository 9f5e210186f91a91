import { useRateRide, useRideRatings } from '@ridebook/api-client';
import { Button, cn, FormField, notify, Skeleton, Textarea, zodFormikValidate } from '@ridebook/ui';
import { RATING_LIMITS, rateRideSchema, type FormValues, type Rating, type Ride } from '@ridebook/validation';
import { useFormik } from 'formik';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { toastError } from '../../lib/toast-error.ts';
import { firstName } from '../ride/index.ts';
import { AfterRideCard } from './after-ride-card.tsx';

export const RATING_TOASTS = {
  sent: 'Thanks! Your rating was sent.',
  failed: "We couldn't send your rating. Please try again.",
} as const;

const STARS = Array.from({ length: RATING_LIMITS.maxStars }, (_, index) => index + 1);

type RatingValues = FormValues<typeof rateRideSchema>;

/** After a completed ride: rate the driver 1 to 5 stars with an optional comment, once; then what was given. */
export function RateDriver({ ride }: { ride: Ride }) {
  const ratings = useRideRatings(ride.id);
  const name = ride.driver ? firstName(ride.driver.name) : 'your driver';
  return (
    <AfterRideCard icon={Star} title={`Rate ${name}`} headingId="rating-heading">
      {ratings.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your rating…</span>
          <Skeleton className="h-10 w-56" />
        </div>
      ) : ratings.data?.byRider.rating ? (
        <GivenRating rating={ratings.data.byRider.rating} />
      ) : ratings.data?.canRate ? (
        <RatingForm rideId={ride.id} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {ratings.isError ? "We couldn't load your rating." : 'You have already rated this ride.'}
        </p>
      )}
    </AfterRideCard>
  );
}

function GivenRating({ rating }: { rating: Rating }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex items-center gap-2">
        <span className="flex" aria-hidden="true">
          {STARS.map((star) => (
            <Star
              key={star}
              className={cn(
                'size-5',
                star <= rating.stars ? 'fill-warning text-warning' : 'text-muted-foreground',
              )}
            />
          ))}
        </span>
        <span>
          You rated this ride {rating.stars} {rating.stars === 1 ? 'star' : 'stars'}.
        </span>
      </p>
      {rating.comment && <p className="text-muted-foreground">“{rating.comment}”</p>}
    </div>
  );
}

function RatingForm({ rideId }: { rideId: string }) {
  const id = useId();
  // Toasts on the hook: the form unmounts as soon as the rating is stored. A 409 (already rated in another tab)
  // toasts the API's own message, and the hook refetches the rating that counts.
  const rate = useRateRide({
    onSuccess: () => void notify.success(RATING_TOASTS.sent, { id: 'rating' }),
    onError: (error) => void toastError(error, RATING_TOASTS.failed, { id: 'rating' }),
  });
  const form = useFormik<RatingValues>({
    initialValues: { stars: 0, comment: '' },
    validate: zodFormikValidate(rateRideSchema),
    onSubmit: (values) => rate.mutateAsync({ rideId, ...values }).catch(() => undefined),
  });
  const shown = form.values.stars;
  const starsError = form.submitCount > 0 ? form.errors.stars : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4">
      <fieldset aria-describedby={starsError ? `${id}-stars-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Your rating</legend>
        <div className="flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-0.5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="stars"
                value={star}
                checked={form.values.stars === star}
                onChange={() => void form.setFieldValue('stars', star)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 transition-colors',
                  star <= shown ? 'fill-warning text-warning' : 'text-muted-foreground',
                )}
              />
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {starsError && (
          <p id={`${id}-stars-error`} role="alert" className="mt-2 text-sm font-medium text-destructive">
            {starsError}
          </p>
        )}
      </fieldset>
      <FormField
        label="Comment (optional)"
        error={form.errors.comment}
        touched={form.touched.comment ?? form.submitCount > 0}
      >
        <Textarea
          name="comment"
          rows={3}
          maxLength={RATING_LIMITS.commentMax + 50}
          value={form.values.comment}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          placeholder="What went well, or what could be better?"
        />
      </FormField>
      <Button type="submit" className="justify-self-start" loading={rate.isPending}>
        {rate.isPending ? 'Sending…' : 'Send rating'}
      </Button>
    </form>
  );
}
