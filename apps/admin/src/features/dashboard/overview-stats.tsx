import { useAnalyticsOverview } from '@ridebook/api-client';
import { formatMoney, StatCard } from '@ridebook/ui';
import type { AnalyticsOverview, AnalyticsRangeParams } from '@ridebook/validation';
import { Ban, CarFront, CircleCheck, Clock, DollarSign, Landmark, Route, Users } from 'lucide-react';
import { LoadError } from '../../components/load-error.tsx';
import { formatDuration, formatRate } from '../../lib/format.ts';

type Revenue = AnalyticsOverview['revenue'][number];

/**
 * One amount per currency ("$120.00 · £84.50"): amounts of different currencies are never added (every city has
 * one row per currency it was asked for, a city alone one).
 */
function perCurrency(revenue: Revenue[], amount: (row: Revenue) => number): string {
  return revenue.map((row) => formatMoney(amount(row), row.currency)).join(' · ');
}

/** The headline figures: people, drivers online, rides and revenue today and this month, rates and waits. */
export function OverviewStats({ range, periodLabel }: { range: AnalyticsRangeParams; periodLabel: string }) {
  const overview = useAnalyticsOverview(range);
  if (overview.isError)
    return (
      <LoadError
        title="Couldn't load the figures"
        error={overview.error}
        onRetry={() => void overview.refetch()}
        isRetrying={overview.isFetching}
      />
    );
  const data = overview.data;
  const isLoading = overview.isPending;
  const money = (amount: (row: Revenue) => number) => (data ? perCurrency(data.revenue, amount) : '');
  const period = periodLabel.toLowerCase();
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {data && (
        // The API cut "today", "this month" and the period in this zone (the operator's): say so, as dates.
        <p className="col-span-full text-sm text-muted-foreground">
          {data.range.from} to {data.range.to}, days in {data.range.timeZone}
        </p>
      )}
      <StatCard
        isLoading={isLoading}
        label="Users"
        icon={Users}
        value={data?.users.total ?? 0}
        description={
          data && `${data.users.riders} riders · ${data.users.drivers} drivers · ${data.users.admins} admins`
        }
      />
      <StatCard
        isLoading={isLoading}
        label="Drivers online"
        icon={CarFront}
        value={data ? `${data.drivers.onlineNow} / ${data.users.drivers}` : 0}
        description={data && `${data.drivers.pendingApproval} awaiting approval`}
      />
      <StatCard
        isLoading={isLoading}
        label="Rides today"
        icon={Route}
        value={data?.rides.today ?? 0}
        description={data && `${data.rides.inRange} in the ${period}`}
      />
      <StatCard
        isLoading={isLoading}
        label="Revenue today"
        icon={DollarSign}
        value={data ? money((row) => row.today) : 0}
        description={data && `${money((row) => row.thisMonth)} this month`}
      />
      <StatCard
        isLoading={isLoading}
        label="Completion rate"
        icon={CircleCheck}
        value={formatRate(data?.rides.completionRate ?? null)}
        description={data && `${data.rides.completed} completed in the ${period}`}
      />
      <StatCard
        isLoading={isLoading}
        label="Cancellation rate"
        icon={Ban}
        value={formatRate(data?.rides.cancellationRate ?? null)}
        description={data && `${data.rides.noDriverFound} found no driver`}
      />
      <StatCard
        isLoading={isLoading}
        label="Average wait"
        icon={Clock}
        value={formatDuration(data?.rides.averageWaitSeconds ?? null)}
        description={data && `Average trip ${formatDuration(data.rides.averageTripSeconds)}`}
      />
      <StatCard
        isLoading={isLoading}
        label="Revenue this month"
        icon={Landmark}
        value={data ? money((row) => row.thisMonth) : 0}
        description={data && `${money((row) => row.grossBookingsInRange)} gross fares in the ${period}`}
      />
    </section>
  );
}
