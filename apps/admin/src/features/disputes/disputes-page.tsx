import { disputesQueryOptions } from '@ridebook/api-client';
import { Badge, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { Dispute } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MoneyList } from '../../components/money-list.tsx';
import { ridePath, userPath } from '../../config/paths.ts';

const PURPOSE_LABELS: Record<string, string> = {
  ride: 'Fare',
  ride_extra: 'Fare above the hold',
  tip: 'Tip',
  wallet_top_up: 'Wallet top-up',
};

/** Stripe's dispute status in words, and how it reads. */
function StatusBadge({ status }: { status: string }) {
  if (status === 'won') return <Badge variant="success">Won</Badge>;
  if (status === 'lost') return <Badge variant="destructive">Lost</Badge>;
  const words = status.replaceAll('_', ' ');
  return <Badge variant="warning">{words.charAt(0).toUpperCase() + words.slice(1)}</Badge>;
}

/** Where the money is: taken back by the bank, or back with the platform after a won dispute. */
function moneyWords(dispute: Dispute): string {
  if (dispute.isReinstated) return 'Returned to the platform';
  if (dispute.isWithdrawn) return 'Taken back by the bank';
  return '—';
}

const COLUMNS: DataTableColumn<Dispute>[] = [
  { id: 'status', header: 'Status', cell: (dispute) => <StatusBadge status={dispute.status} /> },
  {
    id: 'what',
    header: 'Payment',
    cell: (dispute) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{PURPOSE_LABELS[dispute.purpose] ?? dispute.purpose}</span>
        {dispute.rideId !== null && (
          <Link className="text-xs underline underline-offset-2" to={ridePath(dispute.rideId)}>
            ride
          </Link>
        )}
      </div>
    ),
  },
  {
    id: 'rider',
    header: 'Rider',
    hideOnMobile: true,
    cell: (dispute) => (
      <Link className="underline underline-offset-2" to={userPath(dispute.rider.id)}>
        {dispute.rider.name}
      </Link>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right tabular-nums',
    cell: (dispute) => formatMoney(dispute.amount, dispute.currency),
  },
  {
    id: 'reason',
    header: 'Reason',
    hideOnMobile: true,
    cell: (dispute) => dispute.reason.replaceAll('_', ' '),
  },
  { id: 'money', header: 'Money', hideOnMobile: true, cell: moneyWords },
  {
    id: 'createdAt',
    header: 'Opened',
    hideOnMobile: true,
    cell: (dispute) => formatDateTime(dispute.createdAt),
  },
];

/**
 * Disputes: chargebacks the rider's bank opened on card payments (reported by Stripe), open ones first, with the ride
 * and rider, and where the money is. Admins only; answering a dispute happens in Stripe's dashboard.
 */
export function DisputesPage() {
  const disputes = useQuery(disputesQueryOptions());
  return (
    <MoneyList
      title="Disputes"
      description="When a rider's bank disputes a card payment, Stripe takes the amount back from the platform until the dispute is decided, and returns it if the dispute is won. Answer disputes with evidence in Stripe's dashboard."
      columns={COLUMNS}
      query={disputes}
      getRowId={(row) => row.id}
      emptyTitle="No disputes"
      emptyDescription="No rider's bank has disputed a card payment."
    />
  );
}
