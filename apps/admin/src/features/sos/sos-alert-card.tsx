import { useAcknowledgeSos, useResolveSos } from '@ridebook/api-client';
import { Badge, Button, Card, CardContent, formatDateTime, notify, notifyError } from '@ridebook/ui';
import { resolveSosSchema, type AdminSosAlert, type SosStatus } from '@ridebook/validation';
import { CheckCheck, Eye, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { ReasonDialog, reasonValidator } from '../../components/reason-dialog.tsx';
import { ridePath, userPath } from '../../config/paths.ts';

const validateResolution = reasonValidator(resolveSosSchema, 'resolution');

export const SOS_STATUS_LABELS: Record<SosStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
};
const POSITION_SOURCES = {
  device: 'from their phone',
  driver: "the driver's last position",
  pickup: 'the pickup',
} as const;
const STATUS_VARIANTS = { open: 'destructive', acknowledged: 'warning', resolved: 'success' } as const;

export const SOS_MESSAGES = {
  acknowledged: 'Alert acknowledged. The others on duty can see you are on it.',
  resolved: 'Alert resolved.',
  failed: 'That did not work. Please try again.',
} as const;

function SosActions({ alert }: { alert: AdminSosAlert }) {
  const acknowledge = useAcknowledgeSos({
    onSuccess: () => notify.success(SOS_MESSAGES.acknowledged),
    onError: (error) => notifyError(error, SOS_MESSAGES.failed),
  });
  const resolve = useResolveSos({
    onSuccess: () => notify.success(SOS_MESSAGES.resolved),
    onError: (error) => notifyError(error, SOS_MESSAGES.failed),
  });
  if (alert.status === 'resolved') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {alert.status === 'open' && (
        <Button
          variant="outline"
          loading={acknowledge.isPending}
          onClick={() => acknowledge.mutate(alert.id)}
        >
          <Eye aria-hidden="true" />
          Acknowledge
        </Button>
      )}
      <ReasonDialog
        triggerVariant="default"
        trigger={
          <>
            <CheckCheck aria-hidden="true" />
            Resolve
          </>
        }
        title={`Resolve the SOS from ${alert.user.name}?`}
        description="Say what was done: who was called, what happened. It is kept with the alert and in the audit log."
        reasonLabel="Resolution"
        confirmLabel="Resolve"
        pendingLabel="Resolving..."
        validate={validateResolution}
        onConfirm={(resolution) => resolve.mutateAsync({ alertId: alert.id, resolution })}
      />
    </div>
  );
}

/** One SOS: who raised it on which ride, where, what they said, what was done, and the admin's next step. */
export function SosAlertCard({ alert }: { alert: AdminSosAlert }) {
  const where = alert.position
    ? `${alert.position.lat.toFixed(5)}, ${alert.position.lng.toFixed(5)} (${POSITION_SOURCES[alert.actions.positionSource]})`
    : 'Unknown';
  return (
    <Card className={alert.status === 'open' ? 'border-destructive/50' : undefined}>
      <CardContent className="grid gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-3">
            <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="min-w-0">
              <h2 className="font-semibold">
                <Link to={userPath(alert.user.id)} className="hover:underline">
                  {alert.user.name}
                </Link>{' '}
                <span className="font-normal text-muted-foreground">({alert.role})</span>
              </h2>
              <p className="text-sm text-muted-foreground">
                {formatDateTime(alert.createdAt)} · <a href={`tel:${alert.user.phone}`}>{alert.user.phone}</a>
              </p>
            </div>
          </div>
          <Badge variant={STATUS_VARIANTS[alert.status]}>{SOS_STATUS_LABELS[alert.status]}</Badge>
        </div>
        {alert.message && <p className="rounded-lg bg-muted px-3 py-2 text-sm">“{alert.message}”</p>}
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline text-muted-foreground">Position: </dt>
            <dd className="inline">{where}</dd>
          </div>
          <div>
            <dt className="inline text-muted-foreground">Emergency contacts told: </dt>
            <dd className="inline">{alert.actions.contactsNotified}</dd>
          </div>
          {alert.acknowledgedBy && (
            <div>
              <dt className="inline text-muted-foreground">Acknowledged by: </dt>
              <dd className="inline">{alert.acknowledgedBy}</dd>
            </div>
          )}
          {alert.resolution && (
            <div>
              <dt className="inline text-muted-foreground">Resolution: </dt>
              <dd className="inline">
                {alert.resolution}
                {alert.resolvedBy && ` (${alert.resolvedBy})`}
              </dd>
            </div>
          )}
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={ridePath(alert.rideId)} className="text-sm font-medium text-primary hover:underline">
            Open the ride
          </Link>
          <SosActions alert={alert} />
        </div>
      </CardContent>
    </Card>
  );
}
