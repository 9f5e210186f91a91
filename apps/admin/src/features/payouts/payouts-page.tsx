import { adminPayoutsQueryOptions, useRetryPayout } from '@ridebook/api-client';
import { Badge, Button, DataTable, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { AdminPayout } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const KIND_LABELS: Record<AdminPayout['kind'], string> = { weekly: 'Weekly', instant: 'Cash out now' };
const STATUS_BADGES = {
  failed: <Badge variant="destructive">Failed</Badge>,
  pending: <Badge variant="secondary">Sending</Badge>,
  paid: <Badge variant="success">Paid</Badge>,
  returned: <Badge variant="warning">Returned</Badge>,
  cancelled: <Badge variant="outline">Cancelled</Badge>,
} as const satisfies Record<AdminPayout['status'], unknown>;

/** A failed payout's retry: queued at once with the same idempotency key, so the driver is paid once. */
function RetryButton({ payout }: { payout: AdminPayout }) {
  const retry = useRetryPayout();
  if (payout.status !== 'failed') return null;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={retry.isPending}
        onClick={() => retry.mutate(payout.id)}
        aria-label={`Retry the payout of ${formatMoney(payout.transferred, payout.currency)} to ${payout.driver.name}`}
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

const COLUMNS: DataTableColumn<AdminPayout>[] = [
  { id: 'status', header: 'Status', cell: (payout) => STATUS_BADGES[payout.status] },
  {
    id: 'driver',
    header: 'Driver',
    cell: (payout) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{payout.driver.name}</span>
        <span className="text-xs text-muted-foreground">{payout.driver.email}</span>
      </div>
    ),
  },
  { id: 'kind', header: 'Kind', cell: (payout) => KIND_LABELS[payout.kind] },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right tabular-nums',
    cell: (payout) => formatMoney(payout.amount, payout.currency),
  },
  {
    id: 'fee',
    header: 'Fee',
    className: 'text-right tabular-nums',
    cell: (payout) => formatMoney(payout.fee, payout.currency),
  },
  {
    id: 'transferred',
    header: 'Sent',
    className: 'text-right tabular-nums',
    cell: (payout) => formatMoney(payout.transferred, payout.currency),
  },
  {
    id: 'lastError',
    header: 'Last error',
    hideOnMobile: true,
    className: 'min-w-0 whitespace-normal wrap-anywhere',
    cell: (payout) => (payout.status === 'paid' ? '—' : (payout.lastError ?? '—')),
  },
  {
    id: 'createdAt',
    header: 'Requested',
    hideOnMobile: true,
    cell: (payout) => formatDateTime(payout.createdAt),
  },
  { id: 'retry', header: 'Action', cell: (payout) => <RetryButton payout={payout} /> },
];

/**
 * Payouts: every driver payout (weekly and cash-out), failed ones first with the provider's last error and a Retry,
 * then the newest. Admins only.
 */
export function PayoutsPage() {
  const payouts = useQuery(adminPayoutsQueryOptions());
  const rows = payouts.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="Payouts"
        description="Drivers are paid weekly and when they cash out. A payout is taken from the driver's balance when it is requested, then sent by a queue with growing delays between tries; one that ran out of tries is listed as failed until you retry it."
      />
      <DataTable
        caption="Payouts"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        // One page: the API lists the 200 newest (failed first).
        onPageChange={() => undefined}
        isLoading={payouts.isPending}
        error={listErrorMessage(payouts.error)}
        onRetry={() => void payouts.refetch()}
        emptyTitle="No payouts yet"
        emptyDescription="Drivers' weekly payouts and cash-outs show here."
      />
    </div>
  );
}
