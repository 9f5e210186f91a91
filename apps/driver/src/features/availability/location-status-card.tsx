import { useRealtimeStatus } from '@ridebook/api-client';
import { Badge, Card, CardContent, CardHeader, useNow } from '@ridebook/ui';
import { CardHeading } from '../../components/card-heading.tsx';
import { useDriverLocation } from '../location/index.ts';

function secondsAgo(at: number | null, now: number): string {
  if (at === null) return 'Not yet';
  const seconds = Math.max(0, Math.round((now - at) / 1_000));
  return seconds < 2 ? 'Just now' : `${seconds} s ago`;
}

/** Where the app thinks the driver is, how fresh that is, and how it reaches the API. */
export function LocationStatusCard() {
  const location = useDriverLocation();
  const { status } = useRealtimeStatus();
  const now = useNow(1_000);
  const { fix } = location;

  const sharing = !location.isTracking
    ? { label: 'Not shared while offline', variant: 'muted' as const }
    : location.problem
      ? { label: 'Not shared: see the warning', variant: 'destructive' as const }
      : location.isSimulated
        ? { label: 'Simulated position', variant: 'warning' as const }
        : { label: 'Shared every few seconds', variant: 'success' as const };
  const connection =
    status === 'open'
      ? { label: 'Live', variant: 'success' as const }
      : status === 'connecting' || status === 'reconnecting'
        ? { label: 'Reconnecting…', variant: 'warning' as const }
        : { label: 'Offline', variant: 'muted' as const };

  return (
    <Card>
      <CardHeader>
        <CardHeading className="text-base">Location</CardHeading>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Your location</dt>
            <dd>
              <Badge variant={sharing.variant}>{sharing.label}</Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Connection</dt>
            <dd>
              <Badge variant={connection.variant}>{connection.label}</Badge>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Last position</dt>
            <dd className="font-medium tabular-nums">
              {fix ? `${fix.lat.toFixed(5)}, ${fix.lng.toFixed(5)}` : 'Unknown'}
              {fix?.accuracy != null && (
                <span className="font-normal text-muted-foreground"> · ±{Math.round(fix.accuracy)} m</span>
              )}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Updated · sent</dt>
            <dd className="font-medium tabular-nums">
              {secondsAgo(fix?.at ?? null, now)} · {secondsAgo(location.lastSentAt, now)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
