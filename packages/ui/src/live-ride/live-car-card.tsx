import { Clock } from 'lucide-react';
import { cn } from '../cn.ts';
import { useNow } from '../lib/use-now.ts';
import { positionAgeNote } from './position-age.ts';

export type LiveCarCardProps = {
  /** The large line: "Arriving in 3 min". Not a live region (an ETA changes every few seconds): announce the
   * ride's state elsewhere. */
  headline: string;
  /** A line under it: "Heading to your pickup." */
  detail?: string;
  /** The car to look for: colour, make and model ("Blue Toyota Prius"). */
  car: string;
  plate: string;
  /** When the position on the map was taken (ISO); the card says how old it is once fixes stop. Null: none yet. */
  positionAt: string | null;
  className?: string;
};

/**
 * The live ride at a glance, as riders know it from other apps: a large ETA, the car (colour, make, model) and its
 * plate as printed, and "Position is N s old" when the driver's fixes stop, so a frozen car is never mistaken for
 * a car that stopped.
 */
export function LiveCarCard({ headline, detail, car, plate, positionAt, className }: LiveCarCardProps) {
  const now = useNow(1_000);
  const ageNote = positionAgeNote(positionAt, now);
  return (
    <div className={cn('grid gap-3', className)}>
      <div>
        <div role="status">
          <p
            className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl"
            data-testid="ride-eta-headline"
          >
            {headline}
          </p>
        </div>
        {detail && (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="ride-eta">
            {detail}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-muted/60 px-3 py-2">
        <p className="min-w-0 truncate text-sm font-medium" data-testid="ride-car">
          {car}
        </p>
        <p
          aria-label={`Plate ${plate}`}
          className="shrink-0 rounded-md border-2 border-foreground/80 bg-background px-2 py-0.5 font-mono text-sm font-bold tracking-widest"
        >
          {plate}
        </p>
      </div>
      {ageNote && (
        <p
          className="flex w-fit items-center gap-1.5 rounded-full bg-warning px-2.5 py-1 text-xs font-semibold text-warning-foreground"
          data-testid="position-age"
        >
          <Clock aria-hidden="true" className="size-3.5" />
          {ageNote}
        </p>
      )}
    </div>
  );
}
