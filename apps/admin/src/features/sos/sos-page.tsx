import { sosAlertsQueryOptions } from '@ridebook/api-client';
import { EmptyState, Pagination, Skeleton } from '@ridebook/ui';
import { SOS_STATUSES } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { FilterSelect } from '../../components/filter-select.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { readOption, readPositiveInt, useUrlState } from '../../lib/use-url-state.ts';
import { SOS_STATUS_LABELS, SosAlertCard } from './sos-alert-card.tsx';

const PAGE_SIZE = 10;

/**
 * SOS alerts, newest first, live: a new alert arrives over the socket (AdminRealtime refetches the list), and
 * acknowledging or resolving one here or elsewhere updates it. Open alerts first by default.
 */
export function SosPage() {
  const { read, update } = useUrlState();
  const status = read('status') === 'all' ? undefined : (readOption(read('status'), SOS_STATUSES) ?? 'open');
  const page = readPositiveInt(read('page'), 1);
  const alerts = useQuery(sosAlertsQueryOptions({ status, page, pageSize: PAGE_SIZE }));

  let body;
  if (alerts.isPending) {
    body = (
      <div role="status" aria-label="Loading SOS alerts" className="grid gap-3">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
    );
  } else if (alerts.isError) {
    body = (
      <LoadError
        title="Couldn't load the SOS alerts"
        error={alerts.error}
        onRetry={() => void alerts.refetch()}
        isRetrying={alerts.isFetching}
      />
    );
  } else if (alerts.data.data.length === 0) {
    body = (
      <EmptyState
        icon={ShieldCheck}
        title={status === 'open' ? 'No open SOS alerts' : 'No SOS alerts here'}
        description="A new alert appears here the moment a rider or driver presses SOS."
      />
    );
  } else {
    body = (
      <ul aria-label="SOS alerts" className="grid gap-3">
        {alerts.data.data.map((alert) => (
          <li key={alert.id}>
            <SosAlertCard alert={alert} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
      <PageHeader
        title="SOS Alerts"
        description="Riders and drivers who pressed SOS during a ride. New alerts appear here live."
        actions={
          <FilterSelect
            label="Show"
            anyLabel="Open alerts"
            value={read('status') === 'open' ? '' : read('status')}
            options={[
              ...SOS_STATUSES.filter((value) => value !== 'open').map((value) => ({
                value,
                label: SOS_STATUS_LABELS[value],
              })),
              { value: 'all', label: 'All alerts' },
            ]}
            onChange={(next) => update({ status: next })}
          />
        }
      />
      {body}
      {alerts.data && alerts.data.page.totalPages > 1 && (
        <Pagination
          page={page}
          pageCount={alerts.data.page.totalPages}
          onPageChange={(next) => update({ page: next })}
        />
      )}
    </div>
  );
}
