import { Card, cn, Skeleton, Spinner, Switch, useNow } from '@ridebook/ui';
import { formatTimeOnline } from '../../lib/format.ts';
import { secondsOnlineToday } from './time-online-today.ts';
import { useAvailabilityToggle } from './use-availability-toggle.ts';

/**
 * The driver's online/offline switch with what it means, and the time online today. One tap: going online asks
 * for the location first.
 */
export function OnlineSwitch({ className }: { className?: string }) {
  const toggle = useAvailabilityToggle();
  const now = useNow(15_000);
  const { data, dataUpdatedAt, isPending } = toggle.availability;

  if (isPending || !data) {
    return (
      <Card className={cn('flex items-center gap-4 p-5', className)} aria-busy="true">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-56" />
        </div>
        <span className="sr-only">Loading your availability</span>
      </Card>
    );
  }

  const { isOnline, isSwitching } = toggle;
  const blockedReason = isOnline
    ? toggle.offlineBlockedReason
    : toggle.canGoOnline
      ? null
      : toggle.blockedReason;
  const onChange = (checked: boolean) => {
    if (checked) void toggle.goOnline();
    else toggle.goOffline();
  };

  return (
    // Laid out by its own width, not the screen's: it is full width on the availability page and in a narrow
    // panel beside the dashboard's map.
    <Card className={cn('@container p-5', isOnline && 'border-success/40 bg-success/5', className)}>
      <div className="flex flex-col gap-4 @md:flex-row @md:items-center">
        <div className="flex flex-1 items-center gap-4">
          <span
            aria-hidden="true"
            className={cn(
              'relative flex size-12 shrink-0 items-center justify-center rounded-full',
              isOnline ? 'bg-success/15' : 'bg-muted',
            )}
          >
            <span className={cn('size-4 rounded-full', isOnline ? 'bg-success' : 'bg-muted-foreground/60')} />
            {isOnline && (
              <span className="absolute inset-2 animate-ping rounded-full bg-success/30 motion-reduce:hidden" />
            )}
          </span>
          <div className="grid gap-0.5">
            <p className="text-lg font-semibold" aria-live="polite">
              {isOnline ? "You're online" : "You're offline"}
            </p>
            <p className="text-sm text-muted-foreground">
              {isOnline ? 'Ride requests near you will come to you.' : 'Go online to get ride requests.'}
              {' · '}
              <span className="whitespace-nowrap">
                {formatTimeOnline(secondsOnlineToday(data, dataUpdatedAt, now))} online today
              </span>
            </p>
            {blockedReason && <p className="text-sm font-medium text-warning">{blockedReason}</p>}
          </div>
        </div>
        <label className="flex cursor-pointer items-center gap-3 self-end rounded-lg border bg-card px-3 py-2 @md:self-auto">
          {isSwitching && <Spinner size="sm" label={isOnline ? 'Going offline' : 'Going online'} />}
          <span className="text-sm font-semibold">Online</span>
          <Switch
            checked={isOnline}
            onCheckedChange={onChange}
            disabled={isSwitching || Boolean(blockedReason)}
            aria-label="Online"
          />
        </label>
      </div>
    </Card>
  );
}
