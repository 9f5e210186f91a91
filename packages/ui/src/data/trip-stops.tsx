import { cn } from '../cn.ts';

/**
 * A trip's two places as the maps draw them: a green dot for the pickup, a square for the destination (the words
 * "Pickup" and "Destination" are there for screen readers).
 */
export function TripStops({
  pickup,
  destination,
  className,
}: {
  pickup: string;
  destination: string;
  className?: string;
}) {
  return (
    <ol className={cn('grid gap-2 text-sm', className)}>
      <li className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-success" />
        <span>
          <span className="sr-only">Pickup: </span>
          {pickup}
        </span>
      </li>
      <li className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-[2px] bg-foreground" />
        <span>
          <span className="sr-only">Destination: </span>
          {destination}
        </span>
      </li>
    </ol>
  );
}
