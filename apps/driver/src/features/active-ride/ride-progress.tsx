import { cn } from '@ridebook/ui';
import type { RideStatus } from '@ridebook/validation';
import { Check } from 'lucide-react';
import { RIDE_STAGES } from './ride-steps.ts';

/** Accepted -> Arrived -> Picked Up -> In Transit -> Completed, with the ride's stage marked. */
export function RideProgress({ status }: { status: RideStatus }) {
  const current = RIDE_STAGES.findIndex((stage) => stage.status === status);
  return (
    <ol className="grid grid-cols-5 gap-1" aria-label="Ride progress">
      {RIDE_STAGES.map((stage, index) => {
        const isDone = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={stage.status}
            className="grid justify-items-center gap-1.5 text-center"
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 items-center justify-center rounded-full border-2 text-xs font-semibold',
                isDone && 'border-primary bg-primary text-primary-foreground',
                isCurrent && 'border-primary bg-primary/10 text-primary',
                !isDone && !isCurrent && 'border-border text-muted-foreground',
              )}
            >
              {isDone ? <Check className="size-3.5" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-[0.7rem] leading-tight sm:text-xs',
                isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {stage.label}
              {isDone && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
