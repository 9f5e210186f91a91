import { useSosAlerts } from '@ridebook/api-client';
import { Button, Card, CardContent, CardHeader, EmptyState, formatDateTime, Skeleton } from '@ridebook/ui';
import { ArrowRight, ShieldCheck, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { paths } from '../../config/paths.ts';

/** The open SOS alerts at a glance (live: a new one refetches this list), with the way to the SOS page. */
export function OpenSosCard() {
  const alerts = useSosAlerts({ status: 'open', pageSize: 5 });
  let body;
  if (alerts.isPending)
    body = <Skeleton role="status" aria-label="Loading SOS alerts" className="h-24 rounded-lg" />;
  else if (alerts.isError)
    body = (
      <LoadError
        title="Couldn't load SOS alerts"
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
      />
    );
  else if (alerts.data.data.length === 0)
    body = <EmptyState icon={ShieldCheck} title="No open SOS alerts" className="py-6" />;
  else
    body = (
      <ul className="divide-y">
        {alerts.data.data.map((alert) => (
          <li key={alert.id} className="flex items-start gap-3 py-2.5">
            <Siren aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {alert.user.name} <span className="font-normal text-muted-foreground">({alert.role})</span>
              </p>
              <p className="truncate text-muted-foreground">
                {formatDateTime(alert.createdAt)}
                {alert.message ? ` · “${alert.message}”` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  const openCount = alerts.data?.page.total ?? 0;
  return (
    <Card className={openCount > 0 ? 'border-destructive/50' : undefined}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardHeading>Open SOS alerts{openCount > 0 ? ` (${openCount})` : ''}</CardHeading>
        <Button asChild variant="link">
          <Link to={paths.sos}>
            SOS alerts
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
