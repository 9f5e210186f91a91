import { adminPayoutsQueryOptions, useRetryPayout } from '@ridebook/api-client';
import { Badge, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { AdminPayout } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { MoneyList, RetryAction } from '../../components/money-list.tsx';

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
  return (
    <RetryAction
      isShown={payout.status === 'failed'}
      label={`Retry the payout of ${formatMoney(payout.transferred, payout.currency)} to ${payout.driver.name}`}
      mutation={retry}
      onRetry={() => retry.mutate(payout.id)}
    />
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
  return (
    <MoneyList
      title="Payouts"
      description="Drivers are paid weekly and when they cash out. A payout is taken from the driver's balance when it is requested, then sent by a queue with growing delays between tries; one that ran out of tries is listed as failed until you retry it. A payout the driver's bank refused comes back to their balance and is listed as returned."
      columns={COLUMNS}
      query={payouts}
      getRowId={(row) => row.id}
      emptyTitle="No payouts yet"
      emptyDescription="Drivers' weekly payouts and cash-outs show here."
    />
  );
}
