import { getErrorMessage } from '@ridebook/api-client';
import {
  Button,
  formatDistance,
  formatDuration,
  formatMoney,
  formatMoneyRange,
  Skeleton,
} from '@ridebook/ui';
import type { FareQuote } from '@ridebook/validation';
import { Clock, RefreshCw, Route } from 'lucide-react';
import { formatCountdown } from '../../lib/format.ts';
import { BOOKING_MESSAGES } from './place-location.ts';

export type FareQuoteSummaryProps = {
  hasTrip: boolean;
  quote: FareQuote | null;
  msLeft: number;
  isQuoting: boolean;
  error: unknown;
  /** The refusal names the pickup, and the pickup field shows it: the rider moves the pickup. */
  errorOnPickup?: boolean;
  onRetry: () => void;
};

/** The trip's price before booking: estimate, range, distance and time, and how long the price is held. */
export function FareQuoteSummary({
  hasTrip,
  quote,
  msLeft,
  isQuoting,
  error,
  errorOnPickup = false,
  onRetry,
}: FareQuoteSummaryProps) {
  return (
    <section aria-labelledby="fare-heading" className="rounded-xl border bg-muted/40 p-4">
      <h2 id="fare-heading" className="text-sm font-semibold text-muted-foreground">
        Fare
      </h2>
      {!hasTrip ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Choose a pickup and a destination to see the fare.
        </p>
      ) : isQuoting ? (
        <div role="status" className="mt-2 grid gap-2">
          <span className="sr-only">Checking the fare…</span>
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : errorOnPickup ? (
        <p className="mt-1 text-sm text-muted-foreground">{BOOKING_MESSAGES.changePickup}</p>
      ) : error || !quote ? (
        <div className="mt-1 grid justify-items-start gap-2">
          <p className="text-sm font-medium text-destructive">
            {getErrorMessage(error, BOOKING_MESSAGES.quoteFailed)}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Check the fare again
          </Button>
        </div>
      ) : (
        <div className="mt-1 grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="text-3xl font-bold tracking-tight tabular-nums" data-testid="fare-estimate">
              {formatMoney(quote.fare.estimate, quote.fare.currency)}
            </p>
            <p className="text-sm text-muted-foreground">
              {quote.fare.low === quote.fare.high
                ? 'Minimum fare'
                : `Range ${formatMoneyRange(quote.fare.low, quote.fare.high, quote.fare.currency)}`}
            </p>
          </div>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Route aria-hidden="true" className="size-4" />
              {formatDistance(quote.distanceMeters)} · about {formatDuration(quote.durationSeconds)}
            </span>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Clock aria-hidden="true" className="size-4" />
              Price held for {formatCountdown(msLeft)}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}
