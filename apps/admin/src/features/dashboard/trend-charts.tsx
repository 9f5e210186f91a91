import { useAnalyticsTimeseries } from '@ridebook/api-client';
import { Card, CardContent, CardHeader, formatMoney, Skeleton } from '@ridebook/ui';
import { AreaChart, BarChart } from '@ridebook/ui/charts';
import type { AnalyticsBucket, AnalyticsGrouping, AnalyticsRangeParams } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { minorUnitsPerMajor } from '../../lib/format.ts';

function bucketLabel(start: unknown, groupBy: AnalyticsGrouping): string {
  const date = new Date(`${String(start)}T00:00:00`);
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(undefined, options).format(date);
}

/** Ride volume and revenue over the period (this module is the lazy chunk that brings recharts). */
export function TrendCharts({ range, groupBy }: { range: AnalyticsRangeParams; groupBy: AnalyticsGrouping }) {
  const series = useAnalyticsTimeseries({ ...range, groupBy });
  if (series.isPending)
    return <Skeleton role="status" aria-label="Loading the charts" className="h-80 rounded-xl" />;
  if (series.isError)
    return (
      <LoadError
        title="Couldn't load the charts"
        error={series.error}
        onRetry={() => void series.refetch()}
        isRetrying={series.isFetching}
      />
    );
  const { buckets, currencies } = series.data;
  const xFormatter = (value: unknown) => bucketLabel(value, groupBy);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card>
        <CardHeader>
          <CardHeading>Ride volume</CardHeading>
        </CardHeader>
        <CardContent>
          <AreaChart
            title="Ride volume"
            data={buckets}
            counts
            xKey="start"
            xFormatter={xFormatter}
            series={[
              { key: 'requested', label: 'Requested' },
              { key: 'completed', label: 'Completed' },
              { key: 'cancelled', label: 'Cancelled' },
            ]}
            emptyMessage="No rides in this period"
          />
        </CardContent>
      </Card>
      {currencies.map((currency) => (
        <RevenueChart
          key={currency}
          buckets={buckets}
          currency={currency}
          // One chart per currency: amounts of different currencies are never drawn on one axis or added.
          title={currencies.length > 1 ? `Revenue in ${currency}` : 'Revenue'}
          xFormatter={xFormatter}
        />
      ))}
    </div>
  );
}

function RevenueChart({
  buckets,
  currency,
  title,
  xFormatter,
}: {
  buckets: AnalyticsBucket[];
  currency: string;
  title: string;
  xFormatter: (value: unknown) => string;
}) {
  const perMajor = minorUnitsPerMajor(currency);
  // The chart's axis reads in whole units ($12.50), the tooltip in the currency.
  const rows = buckets.map((bucket) => ({
    start: bucket.start,
    revenue: (bucket.revenue[currency] ?? 0) / perMajor,
    grossFares: (bucket.grossFares[currency] ?? 0) / perMajor,
  }));
  return (
    <Card>
      <CardHeader>
        <CardHeading>{title}</CardHeading>
      </CardHeader>
      <CardContent>
        <BarChart
          title={title}
          data={rows}
          xKey="start"
          xFormatter={xFormatter}
          valueFormatter={(value) => formatMoney(Math.round(value * perMajor), currency)}
          series={[
            { key: 'revenue', label: 'Platform revenue' },
            { key: 'grossFares', label: 'Gross fares' },
          ]}
          emptyMessage="No revenue in this period"
        />
      </CardContent>
    </Card>
  );
}
