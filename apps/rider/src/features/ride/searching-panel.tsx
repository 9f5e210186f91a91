import { useNow } from '@ridebook/ui';
import type { Ride } from '@ridebook/validation';
import { CarFront } from 'lucide-react';
import { formatCountdown } from '../../lib/format.ts';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';
import { useSearchProgress, type SearchProgress } from './use-search-progress.ts';

/** The latest round in words: read out when a round starts, not every second. */
export function describeRound(progress: SearchProgress | null): string {
  if (!progress) return 'Asking drivers near your pickup…';
  const round = `Round ${progress.batch} of ${progress.maxBatches}`;
  if (progress.driversOffered === 0) return `${round}: no free drivers nearby yet, looking further out.`;
  const drivers = progress.driversOffered === 1 ? '1 driver' : `${progress.driversOffered} drivers`;
  return `${round}: ${drivers} nearby asked.`;
}

function describeCountdown(progress: SearchProgress, msLeft: number): string {
  if (msLeft <= 0) return 'Moving on…';
  const isLast = progress.batch >= progress.maxBatches;
  return `${isLast ? 'Last round ends in' : 'Next round in'} ${formatCountdown(msLeft)}`;
}

/** A requested ride looking for a driver: the offer rounds live (`ride.searching`), their countdown, Cancel. */
export function SearchingPanel({ ride }: { ride: Ride }) {
  const progress = useSearchProgress(ride.id);
  const now = useNow(1_000);
  const msLeft = progress ? Date.parse(progress.nextRoundAt) - now : 0;

  return (
    <section
      aria-labelledby="searching-heading"
      className="grid justify-items-center gap-4 rounded-xl border bg-card p-6 text-center"
    >
      <div aria-hidden="true" className="relative flex size-20 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-primary/20 motion-safe:animate-ping" />
        <span className="absolute inset-2 rounded-full bg-primary/15" />
        <span className="relative flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <CarFront className="size-6" />
        </span>
      </div>
      <div className="grid gap-1">
        <h2 id="searching-heading" className="text-xl font-semibold">
          Finding you a driver
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {describeRound(progress)}
        </p>
      </div>
      {progress && (
        <div className="grid w-full max-w-xs gap-2">
          <div
            role="progressbar"
            aria-label="Search rounds"
            aria-valuemin={0}
            aria-valuemax={progress.maxBatches}
            aria-valuenow={progress.batch}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${(progress.batch / progress.maxBatches) * 100}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">{describeCountdown(progress, msLeft)}</p>
        </div>
      )}
      <CancelRideDialog ride={ride} triggerLabel="Cancel request" />
    </section>
  );
}
