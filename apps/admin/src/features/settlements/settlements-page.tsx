import { settlementsQueryOptions, useRetrySettlement } from '@ridebook/api-client';
import { Badge, Button, DataTable, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { Settlement } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ridePath } from '../../config/paths.ts';

const KIND_LABELS: Record<Settlement['kind'], string> = {
  capture: 'Capture',
  void: 'Release hold',
  refund: 'Refund to card',
};

const PURPOSE_LABELS: Record<string, string> = {
  ride: 'Fare',
  ride_extra: 'Fare above the hold',
  tip: 'Tip',
  wallet_top_up: 'Wallet top-up',
};

/** A failed settlement's retry: queued at once; the row leaves the list once the provider has it. */
function RetryButton({ settlement }: { settlement: Settlement }) {
  const retry = useRetrySettlement();
  if (settlement.state !== 'failed') return null;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={retry.isPending}
        onClick={() => retry.mutate(settlement.id)}
        aria-label={`Retry the ${KIND_LABELS[settlement.kind].toLowerCase()} of ${formatMoney(settlement.amount, settlement.currency)}`}
      >
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </Button>
      {retry.error && (
        <p role="alert" className="text-xs text-destructive">
          {retry.error.message}
        </p>
      )}
    </div>
  );
}

const COLUMNS: DataTableColumn<Settlement>[] = [
  {
    id: 'state',
    header: 'State',
    cell: (settlement) =>
      settlement.state === 'failed' ? (
        <Badge variant="destructive">Failed</Badge>
      ) : (
        <Badge variant="secondary">Pending</Badge>
      ),
  },
  {
    id: 'what',
    header: 'What',
    cell: (settlement) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{KIND_LABELS[settlement.kind]}</span>
        <span className="text-xs text-muted-foreground">
          {PURPOSE_LABELS[settlement.purpose] ?? settlement.purpose}
          {settlement.rideId !== null && (
            <>
              {' · '}
              <Link className="underline underline-offset-2" to={ridePath(settlement.rideId)}>
                ride
              </Link>
            </>
          )}
        </span>
      </div>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right tabular-nums',
    cell: (settlement) => formatMoney(settlement.amount, settlement.currency),
  },
  {
    id: 'attempts',
    header: 'Failed attempts',
    hideOnMobile: true,
    className: 'tabular-nums',
    cell: (settlement) => settlement.attempts,
  },
  {
    id: 'lastError',
    header: 'Last error',
    hideOnMobile: true,
    className: 'min-w-0 whitespace-normal wrap-anywhere',
    cell: (settlement) => settlement.lastError ?? '—',
  },
  {
    id: 'updatedAt',
    header: 'Updated',
    hideOnMobile: true,
    cell: (settlement) => formatDateTime(settlement.updatedAt),
  },
  { id: 'retry', header: 'Action', cell: (settlement) => <RetryButton settlement={settlement} /> },
];

/**
 * Settlements: card captures, hold releases and card refunds the queue has not settled yet (pending) or that used up
 * their retries (failed, first), with the provider's last error and a Retry for each failed one. Admins only.
 */
export function SettlementsPage() {
  const settlements = useQuery(settlementsQueryOptions());
  const rows = settlements.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="Settlements"
        description="Card payments are captured, released and refunded by a queue after the ride or refund is saved, retried with growing delays. A settlement that ran out of retries is listed as failed until you retry it."
      />
      <DataTable
        caption="Settlements"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        // One page: the API lists at most the 200 newest of each kind.
        onPageChange={() => undefined}
        isLoading={settlements.isPending}
        error={listErrorMessage(settlements.error)}
        onRetry={() => void settlements.refetch()}
        emptyTitle="Everything is settled"
        emptyDescription="No card payment or refund is waiting for the provider."
      />
    </div>
  );
}
