import { driverSummaryQueryOptions } from '@ridebook/api-client';
import { formatMoney, StatCard } from '@ridebook/ui';
import { useQuery } from '@tanstack/react-query';
import { CarFront, Percent, Star, Wallet } from 'lucide-react';
import { formatPercent } from '../../lib/format.ts';

/** Today's earnings and rides, the acceptance rate (last 30 days) and the riders' rating (GET /driver/summary). */
export function DashboardStats() {
  const summary = useQuery({ ...driverSummaryQueryOptions(), refetchOnMount: true });
  const data = summary.data;
  const isLoading = !data && !summary.isError;
  const unavailable = summary.isError ? 'Unavailable' : undefined;
  const ratingCount = data?.rating.count ?? 0;
  return (
    // Two columns when its panel is wide enough, whatever the screen (the panel beside the map is narrow).
    <div className="@container">
      <section aria-label="Today at a glance" className="grid gap-4 @md:grid-cols-2">
        <StatCard
          label="Today's earnings"
          icon={Wallet}
          isLoading={isLoading}
          value={data ? formatMoney(data.today.earnings, data.currency) : unavailable}
          description="Fares, fees and tips, less refunds"
        />
        <StatCard
          label="Rides today"
          icon={CarFront}
          isLoading={isLoading}
          value={data ? data.today.rides : unavailable}
          description="Completed since midnight (UTC)"
        />
        <StatCard
          label="Acceptance rate"
          icon={Percent}
          isLoading={isLoading}
          value={
            data
              ? data.acceptanceRate === null
                ? 'No offers yet'
                : formatPercent(data.acceptanceRate)
              : unavailable
          }
          description="Offers accepted, last 30 days"
        />
        <StatCard
          label="Rating"
          icon={Star}
          isLoading={isLoading}
          value={
            data
              ? data.rating.average === null
                ? 'No ratings yet'
                : data.rating.average.toFixed(2)
              : unavailable
          }
          description={
            ratingCount === 0
              ? 'Riders rate you after each ride'
              : `From ${ratingCount} rider rating${ratingCount === 1 ? '' : 's'}`
          }
        />
      </section>
    </div>
  );
}
