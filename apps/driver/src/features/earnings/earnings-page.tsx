import { driverEarningsQueryOptions } from '@ridebook/api-client';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  formatMoney,
  EmptyState,
  Skeleton,
  StatCard,
} from '@ridebook/ui';
import { useQuery } from '@tanstack/react-query';
import { Banknote, CarFront, CircleDollarSign, HandCoins, RefreshCw, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { paths } from '../../config/paths.ts';
import { readPage } from '../../lib/search-params.ts';
import { EarningRidesTable } from './earning-rides-table.tsx';
import { EarningsBreakdown } from './earnings-breakdown.tsx';
import { EarningsChart } from './earnings-chart.tsx';
import {
  earningsParams,
  isEarningsPeriod,
  PERIOD_DEFINITIONS,
  type EarningsPeriod,
} from './earnings-periods.ts';
import { cashDebtDetail, totalEarnings, totalRides } from './earnings-totals.ts';
import { OtherCurrencyEarnings } from './other-currency-earnings.tsx';
import { PeriodSelector } from './period-selector.tsx';

function usePeriodSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('period');
  const period: EarningsPeriod = isEarningsPeriod(raw) ? raw : 'daily';
  const page = readPage(searchParams);
  const update = (next: { period?: EarningsPeriod; page?: number }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next.period) params.set('period', next.period);
      const nextPage = next.page ?? 1;
      if (nextPage > 1) params.set('page', String(nextPage));
      else params.delete('page');
      return params;
    });
  return { period, page, update };
}

/**
 * /driver/earnings: the period's totals, its chart (daily, weekly or monthly), the breakdown of fares (the driver
 * keeps 80%), tips and fees, and the per-ride list. The period and the list's page live in the URL.
 */
export function EarningsPage() {
  const { period, page, update } = usePeriodSearchParams();
  const params = earningsParams(period);
  const definition = PERIOD_DEFINITIONS[period];
  const earnings = useQuery({ ...driverEarningsQueryOptions(params), refetchOnMount: true });
  const data = earnings.data;

  let body;
  if (earnings.isError) {
    body = (
      <EmptyState
        tone="destructive"
        icon={Wallet}
        title="We couldn't load your earnings"
        description="RideBook isn't responding right now. Please try again."
        action={
          <Button variant="outline" onClick={() => void earnings.refetch()} loading={earnings.isFetching}>
            {!earnings.isFetching && <RefreshCw aria-hidden="true" />}
            Try Again
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <section
          aria-label="Period totals"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5"
        >
          <StatCard
            label="Total earnings"
            icon={Wallet}
            isLoading={!data}
            value={data && formatMoney(totalEarnings(data), data.currency)}
            description={definition.range}
          />
          <StatCard
            label="Fares (your 80%)"
            icon={CircleDollarSign}
            isLoading={!data}
            value={data && formatMoney(data.totals.fares, data.currency)}
          />
          <StatCard
            label="Tips"
            icon={HandCoins}
            isLoading={!data}
            value={data && formatMoney(data.totals.tips, data.currency)}
          />
          <StatCard label="Rides" icon={CarFront} isLoading={!data} value={data && totalRides(data)} />
          <StatCard
            label="Cash debt"
            icon={Banknote}
            isLoading={!data}
            value={data && formatMoney(data.cashDebt ?? 0, data.currency)}
            description={data && cashDebtDetail(data)}
          />
        </section>
        {data && <OtherCurrencyEarnings earnings={data.otherCurrencies ?? []} />}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Card>
            <CardHeader>
              <CardHeading>{definition.chartTitle}</CardHeading>
              <p className="text-sm text-muted-foreground">{definition.range}</p>
            </CardHeader>
            <CardContent>
              {data ? (
                <EarningsChart earnings={data} title={definition.chartTitle} />
              ) : (
                <Skeleton className="h-72 w-full rounded-xl" />
              )}
            </CardContent>
          </Card>
          {data ? <EarningsBreakdown earnings={data} /> : <Skeleton className="h-96 rounded-xl" />}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Earnings</h1>
          <p className="mt-1 text-muted-foreground">You keep 80% of every fare, plus all of your tips.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="outline">
            <Link to={paths.payouts}>Payouts and cash out</Link>
          </Button>
          <PeriodSelector value={period} onChange={(next) => update({ period: next })} />
        </div>
      </div>
      {body}
      <section aria-labelledby="earning-rides-heading" className="grid min-w-0 gap-3">
        <h2 id="earning-rides-heading" className="text-lg font-semibold">
          Rides in this period
        </h2>
        <EarningRidesTable
          // The period as the API cut it (local midnights of the driver's zone): the same rides as the totals.
          range={data ? { from: data.from, to: data.to } : null}
          page={page}
          onPageChange={(next) => update({ page: next })}
        />
      </section>
    </div>
  );
}
