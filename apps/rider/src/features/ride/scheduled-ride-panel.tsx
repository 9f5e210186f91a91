import { formatDateTimeWithWeekday } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { CalendarClock } from 'lucide-react';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';

/** A ride booked for later: when, what happens next, and Cancel. */
export function ScheduledRidePanel({ ride }: { ride: Ride }) {
  return (
    <section aria-labelledby="scheduled-heading" className="grid gap-4 rounded-xl border bg-card p-5">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <CalendarClock className="size-6" />
        </span>
        <div className="grid gap-1">
          <h2 id="scheduled-heading" className="text-xl font-semibold">
            {ride.scheduledAt ? `Pickup ${formatDateTimeWithWeekday(ride.scheduledAt)}` : 'Ride scheduled'}
          </h2>
          <p className="text-sm text-muted-foreground">
            We start looking for a driver shortly before then and tell you here when one accepts. Cancelling
            is free until a driver is on the way.
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <CancelRideDialog ride={ride} triggerLabel="Cancel scheduled ride" />
      </div>
    </section>
  );
}
