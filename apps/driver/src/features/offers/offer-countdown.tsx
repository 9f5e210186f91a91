import { cn } from '@ridebook/ui';
import { secondsUntil } from '../../lib/format.ts';

/**
 * A bar that empties until the offer expires, with the seconds left. `shownAt` is when the driver first saw the
 * offer (ms): the bar is full then.
 */
export function OfferCountdown({
  expiresAt,
  shownAt,
  now,
}: {
  expiresAt: string;
  shownAt: number;
  now: number;
}) {
  const total = Math.max(1, Date.parse(expiresAt) - shownAt);
  const left = Math.max(0, Date.parse(expiresAt) - now);
  const share = Math.min(1, left / total);
  const seconds = secondsUntil(expiresAt, now);
  const isUrgent = seconds <= 5;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="text-muted-foreground">Time to respond</span>
        <span className={cn('font-semibold tabular-nums', isUrgent && 'text-destructive')}>{seconds} s</span>
      </div>
      <div
        role="progressbar"
        aria-label="Time left to respond"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-valuetext={`${seconds} seconds left`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full origin-left rounded-full transition-transform duration-300 ease-linear motion-reduce:transition-none',
            isUrgent ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ transform: `scaleX(${share})` }}
        />
      </div>
    </div>
  );
}
