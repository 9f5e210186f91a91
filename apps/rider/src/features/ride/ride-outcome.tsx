import { Button, formatDateTimeWithWeekday, formatMoney } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { CircleCheck, CircleX, RotateCcw, SearchX, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { firstName, isNoDriverFound } from './ride-copy.ts';
import { useRebook } from './use-rebook.ts';

const PAID_WITH: Record<Ride['paymentMethod'], string> = {
  cash: 'Paid in cash to your driver',
  card: 'Charged to your card',
  wallet: 'Paid from your wallet',
};

type Outcome = { icon: LucideIcon; tone: 'success' | 'destructive'; title: string; lines: string[] };

/** What happened, in the rider's words: who ended the ride and why, and what it cost. */
export function describeOutcome(ride: Ride): Outcome {
  if (ride.status === 'completed') {
    const fare = formatMoney(ride.fare.final ?? ride.fare.estimate, ride.fare.currency);
    return {
      icon: CircleCheck,
      tone: 'success',
      title: "You've arrived",
      lines: [
        `Fare ${fare}. ${PAID_WITH[ride.paymentMethod]}.`,
        ride.completedAt ? `Dropped off ${formatDateTimeWithWeekday(ride.completedAt)}.` : '',
      ].filter(Boolean),
    };
  }
  const reason = ride.cancellationReason ? `Reason: ${ride.cancellationReason}` : '';
  const fee =
    ride.cancellationFee > 0
      ? `A cancellation fee of ${formatMoney(ride.cancellationFee, ride.fare.currency)} applies.`
      : 'You were not charged.';
  if (isNoDriverFound(ride)) {
    return {
      icon: SearchX,
      tone: 'destructive',
      title: 'No driver found',
      lines: [ride.cancellationReason ?? '', 'You were not charged.'].filter(Boolean),
    };
  }
  const by =
    ride.cancelledBy === 'rider'
      ? 'You cancelled this ride'
      : ride.cancelledBy === 'driver'
        ? `${ride.driver ? firstName(ride.driver.name) : 'Your driver'} cancelled this ride`
        : ride.cancelledBy === 'admin'
          ? 'RideBook support cancelled this ride'
          : 'RideBook cancelled this ride';
  return { icon: CircleX, tone: 'destructive', title: by, lines: [reason, fee].filter(Boolean) };
}

/** The end of a ride on its own page: completed (the fare) or cancelled (who and why), and what to do next. */
export function RideOutcome({ ride }: { ride: Ride }) {
  const { rebook, isRebooking } = useRebook(ride);
  const outcome = describeOutcome(ride);
  const Icon = outcome.icon;
  const canRetry = ride.status === 'cancelled' && ride.cancelledBy !== 'rider';

  return (
    <section
      aria-labelledby="outcome-heading"
      className="grid justify-items-center gap-4 rounded-xl border bg-card p-6 text-center"
    >
      <span
        aria-hidden="true"
        className={
          outcome.tone === 'success'
            ? 'flex size-14 items-center justify-center rounded-full bg-success/12 text-success'
            : 'flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive'
        }
      >
        <Icon className="size-7" />
      </span>
      <div className="grid gap-1">
        <h2 id="outcome-heading" className="text-xl font-semibold">
          {outcome.title}
        </h2>
        {outcome.lines.map((line) => (
          <p key={line} className="text-sm text-muted-foreground">
            {line}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {canRetry && (
          <Button onClick={() => void rebook()} loading={isRebooking}>
            {!isRebooking && <RotateCcw aria-hidden="true" />}
            {isRebooking ? 'Booking again…' : 'Try again'}
          </Button>
        )}
        <Button asChild variant={canRetry ? 'outline' : 'default'}>
          <Link to={paths.bookRide}>{canRetry ? 'Change the trip' : 'Book another ride'}</Link>
        </Button>
      </div>
    </section>
  );
}
