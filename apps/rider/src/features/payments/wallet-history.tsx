import { useWalletHistory } from '@ridebook/api-client';
import {
  Button,
  cardLabel,
  cn,
  formatDateTimeWithWeekday,
  formatMoney,
  Pagination,
  Skeleton,
} from '@ridebook/ui';
import type { LedgerTransactionKind, WalletMovement } from '@ridebook/validation';
import { useState } from 'react';
import { Link } from 'react-router';
import { ridePath } from '../../config/paths.ts';

const KIND_LABELS: Record<LedgerTransactionKind, string> = {
  ride_fare: 'Ride fare',
  cancellation_fee: 'Cancellation fee',
  tip: 'Tip',
  wallet_top_up: 'Top-up',
  refund: 'Refund',
  payout: 'Payout',
  tip_refund: 'Tip refund',
  dispute: 'Disputed payment',
  dispute_reversal: 'Dispute won',
  payout_return: 'Payout returned',
};

const PAGE_SIZE = 10;

/** What a movement was: a top-up names its card as everywhere else ("Visa •••• 4242"), others say what they were. */
function movementDetail(movement: WalletMovement): string {
  return movement.card ? `From ${cardLabel(movement.card)}` : movement.description;
}

/** GET /rider/wallet/history: every change of the wallet, newest first, a page at a time. */
export function WalletHistory({ currency }: { currency: string }) {
  const [page, setPage] = useState(1);
  const history = useWalletHistory({ page, pageSize: PAGE_SIZE, currency });

  if (history.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your wallet history…</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">We couldn't load your wallet history.</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data: movements, page: info } = history.data;
  if (movements.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No wallet activity yet. Top-ups and refunds show here.</p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Wallet history" className="grid divide-y rounded-lg border">
        {movements.map((movement) => (
          <li key={movement.id} className="flex items-center justify-between gap-4 px-3 py-2.5">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium">
                {movement.rideId ? (
                  <Link to={ridePath(movement.rideId)} className="text-primary hover:underline">
                    {KIND_LABELS[movement.kind]}
                  </Link>
                ) : (
                  KIND_LABELS[movement.kind]
                )}
              </p>
              <p className="text-sm break-words text-muted-foreground">
                {formatDateTimeWithWeekday(movement.at)} · {movementDetail(movement)}
              </p>
            </div>
            <p className={cn('shrink-0 font-semibold tabular-nums', movement.amount > 0 && 'text-success')}>
              {movement.amount > 0 ? '+' : ''}
              {formatMoney(movement.amount, currency)}
            </p>
          </li>
        ))}
      </ul>
      {info.totalPages > 1 && (
        <Pagination
          page={info.page}
          pageCount={info.totalPages}
          onPageChange={setPage}
          disabled={history.isPlaceholderData}
          className="justify-center"
        />
      )}
    </div>
  );
}
