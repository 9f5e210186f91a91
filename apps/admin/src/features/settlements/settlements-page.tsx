import { settlementsQueryOptions, useRetrySettlement } from '@ridebook/api-client';
import { Badge, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { Settlement } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MoneyList, RetryAction } from '../../components/money-list.tsx';
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
  return (
    <RetryAction
      isShown={settlement.state === 'failed'}
      label={`Retry the ${KIND_LABELS[settlement.kind].toLowerCase()} of ${formatMoney(settlement.amount, settlement.currency)}`}
      mutation={retry}
      onRetry={() => retry.mutate(settlement.id)}
    />
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
  return (
    <MoneyList
      title="Settlements"
      description="Card payments are captured, released and refunded by a queue after the ride or refund is saved, retried with growing delays. A settlement that ran out of retries is listed as failed until you retry it."
      columns={COLUMNS}
      query={settlements}
      getRowId={(row) => row.id}
      emptyTitle="Everything is settled"
      emptyDescription="No card payment or refund is waiting for the provider."
    />
  );
}
