import {
  paymentAuthenticationUrl,
  useConnectPayoutAccount,
  useDriverPayouts,
  useRefreshPayoutAccount,
} from '@ridebook/api-client';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  Skeleton,
  formatDateTime,
  formatMoney,
  notifyError,
} from '@ridebook/ui';
import type { DriverPayouts } from '@ridebook/validation';
import { Landmark, RefreshCw, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { paths } from '../../config/paths.ts';
import { CashOutDialog } from './cash-out-dialog.tsx';
import {
  ACCOUNT_STATUS_TEXT,
  PAYOUT_KIND_LABELS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUS_TONES,
  formatPayoutDay,
  weekdayName,
} from './payout-labels.ts';
import { PAYOUT_RETURN_PARAM, payoutPageNavigation, payoutReturnUrl } from './payout-navigation.ts';

/** Back from the provider's onboarding (`?payout_account=return`): read the account's state once, drop the marker. */
function useOnboardingReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const refresh = useRefreshPayoutAccount({
    onError: (error) => notifyError(error, 'We could not check your payout account. Please try again.'),
  });
  const isReturn = searchParams.has(PAYOUT_RETURN_PARAM);
  const handled = useRef(false);
  useEffect(() => {
    if (!isReturn || handled.current) return;
    handled.current = true;
    refresh.mutate();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYOUT_RETURN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [isReturn, refresh, setSearchParams]);
}

function AccountCard({ payouts }: { payouts: DriverPayouts }) {
  const connect = useConnectPayoutAccount({
    onSuccess: ({ url }) => payoutPageNavigation.assign(paymentAuthenticationUrl(url)),
    onError: (error) => notifyError(error, 'We could not open the payout account setup. Please try again.'),
  });
  const { status, provider } = payouts.account;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Payout account</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-center gap-2">
          <Landmark aria-hidden="true" className="size-4" />
          <Badge variant={status === 'enabled' ? 'success' : status === 'onboarding' ? 'warning' : 'muted'}>
            {ACCOUNT_STATUS_TEXT[status]}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {status === 'enabled'
            ? 'Your earnings are paid to this account.'
            : 'Connect the bank account your earnings should be paid to. You leave RideBook to fill in your details, then come back here.'}
          {provider === 'sandbox' && ' Sandbox: no real money moves.'}
        </p>
        {status !== 'enabled' && (
          <Button
            className="justify-self-start"
            loading={connect.isPending}
            onClick={() => connect.mutate(payoutReturnUrl(paths.payouts))}
          >
            {status === 'onboarding' ? 'Finish setting up' : 'Connect payout account'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function BalanceCard({ payouts }: { payouts: DriverPayouts }) {
  const [isCashingOut, setIsCashingOut] = useState(false);
  const { balance, schedule, account } = payouts;
  const money = (amount: number) => formatMoney(amount, balance.currency);
  const canCashOut = account.status === 'enabled' && balance.available > schedule.instantPayoutFee;
  return (
    <Card>
      <CardHeader>
        <CardHeading>Balance owed to you</CardHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-3xl font-semibold" aria-label="Balance owed to you">
          {money(balance.available)}
        </p>
        <dl
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
          aria-label="How your balance adds up"
        >
          <dt className="text-muted-foreground">Earned (fares, tips, fees)</dt>
          <dd>{money(balance.earned)}</dd>
          <dt className="text-muted-foreground">Cash fares you kept</dt>
          <dd>{money(-balance.cashCollected)}</dd>
          <dt className="text-muted-foreground">Paid out so far</dt>
          <dd>{money(-balance.paidOut)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          Automatic payout every {weekdayName(schedule.weeklyPayoutWeekday)}: next on{' '}
          {formatPayoutDay(schedule.nextWeeklyPayoutOn)}.
          {balance.cashDebt > 0 &&
            ` RideBook's share of your cash fares (${money(balance.cashDebt)}) is settled from your next payout.`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={!canCashOut} onClick={() => setIsCashingOut(true)}>
            <Wallet aria-hidden="true" />
            Cash out now
          </Button>
          <span className="text-sm text-muted-foreground">Fee {money(schedule.instantPayoutFee)}</span>
        </div>
        {isCashingOut && (
          <CashOutDialog
            open={isCashingOut}
            onOpenChange={setIsCashingOut}
            available={balance.available}
            fee={schedule.instantPayoutFee}
            currency={balance.currency}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PayoutHistory({ payouts }: { payouts: DriverPayouts['payouts'] }) {
  if (payouts.length === 0)
    return <p className="text-sm text-muted-foreground">No payouts yet. Your first one shows here.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm" aria-label="Your payouts">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-3 font-medium">Date</th>
            <th className="p-3 font-medium">Type</th>
            <th className="p-3 text-right font-medium">Amount</th>
            <th className="p-3 text-right font-medium">Fee</th>
            <th className="p-3 text-right font-medium">You received</th>
            <th className="p-3 font-medium">Status</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => (
            <tr key={payout.id} className="border-t">
              <td className="p-3">{formatDateTime(payout.createdAt)}</td>
              <td className="p-3">{PAYOUT_KIND_LABELS[payout.kind]}</td>
              <td className="p-3 text-right">{formatMoney(payout.amount, payout.currency)}</td>
              <td className="p-3 text-right">{formatMoney(payout.fee, payout.currency)}</td>
              <td className="p-3 text-right">{formatMoney(payout.transferred, payout.currency)}</td>
              <td className="p-3">
                <Badge variant={PAYOUT_STATUS_TONES[payout.status]}>
                  {PAYOUT_STATUS_LABELS[payout.status]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /driver/payouts: the payout account (connect it through the provider's onboarding), the balance owed (from the
 * ledger: earnings minus the cash kept minus earlier payouts), the weekly schedule, "cash out now" for a fee, and
 * every payout with its date, amount, fee and status.
 */
export function PayoutsPage() {
  useOnboardingReturn();
  const payouts = useDriverPayouts();
  const data = payouts.data;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Payouts</h1>
        <p className="mt-1 text-muted-foreground">How and when RideBook pays you what you earned.</p>
      </div>
      {payouts.isError ? (
        <EmptyState
          tone="destructive"
          icon={Wallet}
          title="We couldn't load your payouts"
          description="RideBook isn't responding right now. Please try again."
          action={
            <Button variant="outline" onClick={() => void payouts.refetch()} loading={payouts.isFetching}>
              {!payouts.isFetching && <RefreshCw aria-hidden="true" />}
              Try Again
            </Button>
          }
        />
      ) : data ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <BalanceCard payouts={data} />
            <AccountCard payouts={data} />
          </div>
          <section aria-labelledby="payout-history-heading" className="grid min-w-0 gap-3">
            <h2 id="payout-history-heading" className="text-lg font-semibold">
              Payout history
            </h2>
            <PayoutHistory payouts={data.payouts} />
          </section>
        </>
      ) : (
        <Skeleton className="h-72 w-full rounded-xl" />
      )}
    </div>
  );
}
