import { useCities, useWallet } from '@ridebook/api-client';
import { Button, Card, CardContent, Skeleton } from '@ridebook/ui';
import { CreditCard, History, WalletMinimal, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SandboxNotice } from './sandbox-notice.tsx';
import { SavedCards } from './saved-cards.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import { WalletHistory } from './wallet-history.tsx';

function PaymentsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardContent className="grid gap-4 pt-6">
        <div className="grid gap-1">
          <h2 id={id} className="flex items-center gap-2 text-lg leading-tight font-semibold">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** One wallet per currency: where the operator's cities use more than one, the rider picks which one to see. */
function WalletCurrencyChoice({
  currencies,
  value,
  onChange,
}: {
  currencies: string[];
  value: string | undefined;
  onChange: (currency: string) => void;
}) {
  return (
    <div role="group" aria-label="Wallet currency" className="flex flex-wrap gap-2">
      {currencies.map((currency) => (
        <Button
          key={currency}
          type="button"
          size="sm"
          variant="outline"
          aria-pressed={currency === value}
          className={currency === value ? 'border-primary bg-primary/10' : undefined}
          onClick={() => onChange(currency)}
        >
          {currency}
        </Button>
      ))}
    </div>
  );
}

/** /rider/wallet: saved cards, the wallet (balance, held, available, top-up) and its history, per currency. */
export function WalletPage() {
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const wallet = useWallet({ currency });
  const cities = useCities();
  const currencies = [...new Set((cities.data ?? []).map((city) => city.currency))].sort();
  const shown = wallet.data?.currency ?? currency;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5" data-app="rider">
      <header>
        <h1 className="text-2xl font-semibold">Payments & Wallet</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Your cards, your wallet balance and everything that moved it.
        </p>
      </header>
      <SandboxNotice />
      <PaymentsSection
        id="cards-heading"
        icon={CreditCard}
        title="Cards"
        description="Card rides and top-ups use your default card."
      >
        <SavedCards />
      </PaymentsSection>
      <PaymentsSection
        id="wallet-heading"
        icon={WalletMinimal}
        title="Wallet"
        description="Pay for rides from your balance. Booking holds the fare's upper bound until the ride ends."
      >
        {currencies.length > 1 && (
          <WalletCurrencyChoice currencies={currencies} value={shown} onChange={setCurrency} />
        )}
        <WalletBalance currency={currency} />
      </PaymentsSection>
      <PaymentsSection
        id="history-heading"
        icon={History}
        title="Wallet history"
        description="Top-ups and refunds in; fares, fees and tips out."
      >
        {shown === undefined ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <WalletHistory key={shown} currency={shown} />
        )}
      </PaymentsSection>
    </div>
  );
}
