import { useRiderSummary } from '@ridebook/api-client';
import { Button, formatMoney, StatCard } from '@ridebook/ui';
import { CarFront, Star, Wallet } from 'lucide-react';

/** The rider's totals from GET /rider/summary: completed rides, what they spent, the average rating they gave. */
export function RiderTotals() {
  const summary = useRiderSummary();
  if (summary.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border p-4 text-sm">
        <p className="text-destructive">We couldn't load your totals.</p>
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = summary.data;
  return (
    <section aria-label="Your totals" className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Rides"
        icon={CarFront}
        isLoading={summary.isPending}
        value={data?.completedRides ?? 0}
        description="Completed"
      />
      <StatCard
        label="Amount spent"
        icon={Wallet}
        isLoading={summary.isPending}
        value={data ? formatMoney(data.amountSpent, data.currency) : ''}
        description="Fares, tips and fees"
      />
      <StatCard
        label="Average rating given"
        icon={Star}
        isLoading={summary.isPending}
        value={data?.averageRatingGiven == null ? '–' : data.averageRatingGiven.toFixed(1)}
        description={data?.averageRatingGiven == null ? 'No ratings yet' : 'Out of 5 stars'}
      />
    </section>
  );
}
