import { useWallet } from '@ridebook/api-client';
import { cardLabel, formatMoney, Skeleton } from '@ridebook/ui';
import {
  walletInsufficientMessage,
  type FareQuote,
  type PaymentMethod,
  type SavedCard,
} from '@ridebook/validation';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

const linkClasses = 'font-medium text-primary underline-offset-4 hover:underline';

/** Under the payment choice: which card pays, the wallet's available balance against the fare, or cash. */
export function PaymentMethodDetails({
  method,
  defaultCard,
  quote,
}: {
  method: PaymentMethod;
  defaultCard: SavedCard | undefined;
  quote: FareQuote | null;
}) {
  if (method === 'cash') {
    return <p className="text-sm text-muted-foreground">Pay your driver in cash at the end of the ride.</p>;
  }
  if (method === 'card') {
    return defaultCard ? (
      <p className="text-sm text-muted-foreground" data-testid="payment-card">
        Paid with <span className="font-medium text-foreground">{cardLabel(defaultCard)}</span>, your default
        card.{' '}
        <Link to={paths.wallet} className={linkClasses}>
          Manage cards
        </Link>
      </p>
    ) : (
      <p className="text-sm text-muted-foreground">
        You have no saved card yet.{' '}
        <Link to={paths.wallet} className={linkClasses}>
          Add a card
        </Link>
      </p>
    );
  }
  return <WalletDetails quote={quote} />;
}

/** The wallet in the quote's currency (a London ride is paid from the pounds). */
function WalletDetails({ quote }: { quote: FareQuote | null }) {
  const wallet = useWallet({ currency: quote?.fare.currency });
  if (!wallet.data) return <Skeleton className="h-5 w-48" />;
  const { available, currency } = wallet.data;
  const needed = quote?.fare.high;
  const isShort = needed !== undefined && needed > available;
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">
        Available in your wallet:{' '}
        <span className="font-medium text-foreground tabular-nums">{formatMoney(available, currency)}</span>
      </p>
      {isShort && (
        <p
          className="rounded-md border border-warning/40 bg-warning/10 p-2 font-medium"
          data-testid="wallet-short"
        >
          {walletInsufficientMessage(available, needed, currency)}{' '}
          <Link to={paths.wallet} className={linkClasses}>
            Top up your wallet
          </Link>
        </p>
      )}
    </div>
  );
}
