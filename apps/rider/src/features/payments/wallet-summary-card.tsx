import { useWallet } from '@ridebook/api-client';
import { Button, Card, CardContent, formatMoney, Skeleton } from '@ridebook/ui';
import { ArrowRight, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The profile's view of the wallet: what is available now, and the way to cards, top-ups and history. */
export function WalletSummaryCard() {
  const wallet = useWallet();
  return (
    <Card role="region" aria-labelledby="wallet-summary-heading">
      <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
        <div className="grid gap-1">
          <h3
            id="wallet-summary-heading"
            className="flex items-center gap-2 text-lg leading-tight font-semibold"
          >
            <Wallet aria-hidden="true" className="size-5 text-primary" />
            Wallet
          </h3>
          {wallet.isError ? (
            <p className="text-sm text-destructive">We couldn't load your wallet.</p>
          ) : wallet.data ? (
            <p className="text-sm text-muted-foreground">
              <span className="text-2xl font-semibold text-foreground tabular-nums">
                {formatMoney(wallet.data.available, wallet.data.currency)}
              </span>{' '}
              available
              {wallet.data.held > 0 &&
                ` (${formatMoney(wallet.data.held, wallet.data.currency)} held for booked rides)`}
            </p>
          ) : (
            <Skeleton className="h-8 w-32" />
          )}
        </div>
        <Button asChild variant="outline">
          <Link to={paths.wallet}>
            Cards and wallet
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
