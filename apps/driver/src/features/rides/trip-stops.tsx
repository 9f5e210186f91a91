import { cn } from '@ridebook/ui';
import type { ReactNode } from 'react';

type Stop = { label: string; address: string; detail?: ReactNode };

/** Pickup and destination as a little route: a dot, a line, a square. */
export function TripStops({ pickup, destination }: { pickup: Stop; destination: Stop }) {
  return (
    <dl className="grid gap-3">
      {[pickup, destination].map((stop, index) => (
        <div key={stop.label} className="relative min-w-0 pl-6">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1.5 left-0.5 size-2.5',
                index === 0 ? 'rounded-full bg-success' : 'rounded-[2px] bg-foreground',
              )}
            />
            {stop.label}
            {stop.detail && <span className="tracking-normal normal-case"> · {stop.detail}</span>}
          </dt>
          <dd className="font-medium break-words">
            {index === 0 && (
              <span aria-hidden="true" className="absolute top-5 -bottom-4 left-[0.6875rem] w-px bg-border" />
            )}
            {stop.address}
          </dd>
        </div>
      ))}
    </dl>
  );
}
