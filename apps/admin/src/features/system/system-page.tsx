import { ADMIN_SYSTEM_REFRESH_MS, useAdminSystem } from '@ridebook/api-client';
import { Badge, Card, CardContent, CardHeader, formatDateTime, Skeleton } from '@ridebook/ui';
import type {
  AdminSystemResponse,
  DependencyStatus,
  SystemAdapters,
  SystemProcess,
} from '@ridebook/validation';
import { lazy, Suspense } from 'react';
import { CardHeading } from '../../components/card-heading.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ADAPTER_LABELS, CHECK_LABELS, sampleTime, STATUS_LABELS } from './system-labels.ts';

// recharts loads with the charts, after the dependencies and processes.
const SystemCharts = lazy(() =>
  import('./system-charts.tsx').then((module) => ({ default: module.SystemCharts })),
);

const STATUS_BADGES: Record<DependencyStatus, 'success' | 'destructive' | 'muted'> = {
  ok: 'success',
  failed: 'destructive',
  'not-configured': 'muted',
};

function Dependencies({ checks, adapters }: Pick<AdminSystemResponse, 'checks' | 'adapters'>) {
  const adapterKeys = Object.keys(ADAPTER_LABELS) as Array<keyof SystemAdapters>;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardHeading>Dependencies</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2" aria-label="Health">
          {(Object.keys(CHECK_LABELS) as Array<keyof typeof CHECK_LABELS>).map((check) => (
            <div key={check} className="flex items-center justify-between gap-3">
              <dt className="text-sm">{CHECK_LABELS[check]}</dt>
              <dd>
                <Badge variant={STATUS_BADGES[checks[check]]}>{STATUS_LABELS[check][checks[check]]}</Badge>
              </dd>
            </div>
          ))}
        </dl>
        <dl className="grid gap-2 border-t pt-4" aria-label="Adapters in use">
          {adapterKeys.map((key) => (
            <div key={key} className="flex items-center justify-between gap-3">
              <dt className="text-sm text-muted-foreground">{ADAPTER_LABELS[key].name}</dt>
              <dd className="text-sm font-medium">
                {(ADAPTER_LABELS[key].values as Record<string, string>)[adapters[key]]}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Processes({ processes }: { processes: SystemProcess[] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardHeading>API processes online ({processes.length})</CardHeading>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="API processes">
          {processes.map((process) => (
            <li key={process.id} className="grid gap-1 rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium wrap-anywhere">
                  {process.host} · pid {process.pid}
                </span>
                {process.isCurrent && <Badge variant="info">Answered this page</Badge>}
              </div>
              <p className="text-xs text-muted-foreground">
                Version {process.version} · started {formatDateTime(process.startedAt)} · last seen{' '}
                {sampleTime(process.lastSeenAt)}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * System: each dependency's health and the adapters in use, the API processes online (their heartbeats on the
 * event bus) and the key metrics of the last minutes as charts. Admins only; it refreshes itself.
 */
export function SystemPage() {
  const system = useAdminSystem();
  const seconds = ADMIN_SYSTEM_REFRESH_MS / 1000;
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="System"
        description={`Dependencies, API processes and key metrics, refreshed every ${seconds} seconds.`}
      />
      {system.isPending && (
        <Skeleton role="status" aria-label="Loading the system status" className="h-64 rounded-xl" />
      )}
      {system.isError && !system.data && (
        <LoadError
          title="Couldn't load the system status"
          error={system.error}
          onRetry={() => void system.refetch()}
          isRetrying={system.isFetching}
        />
      )}
      {system.data && (
        <>
          {system.isError && (
            <p role="alert" className="text-sm text-destructive">
              The last refresh failed: showing the status of{' '}
              {sampleTime(new Date(system.dataUpdatedAt).toISOString())}.
            </p>
          )}
          <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
            <Dependencies checks={system.data.checks} adapters={system.data.adapters} />
            <Processes processes={system.data.processes} />
          </div>
          <Suspense
            fallback={<Skeleton role="status" aria-label="Loading the charts" className="h-80 rounded-xl" />}
          >
            <SystemCharts samples={system.data.samples} />
          </Suspense>
        </>
      )}
    </div>
  );
}
