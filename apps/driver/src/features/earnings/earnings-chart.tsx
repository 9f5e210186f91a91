import { formatMoney, Skeleton } from '@ridebook/ui';
import type { DriverEarnings } from '@ridebook/validation';
import { lazy, Suspense } from 'react';
import { formatBucket } from './earnings-periods.ts';

// recharts stays out of the app's first bundle: it loads with the earnings page's first chart.
const BarChart = lazy(() => import('@ridebook/ui/charts').then((charts) => ({ default: charts.BarChart })));

const SERIES = [
  { key: 'fares', label: 'Fares (your 80%)', color: 'chart-1' },
  { key: 'tips', label: 'Tips', color: 'chart-2' },
  { key: 'cancellationFees', label: 'Cancellation fees', color: 'chart-3' },
  { key: 'refunds', label: 'Refunds', color: 'chart-5' },
] as const;

/**
 * Fares, tips and fees per bucket, stacked above the axis, refunds below it: the bar above less the bar below is what
 * the driver earned then (the bucket's `earnings`).
 */
export function EarningsChart({ earnings, title }: { earnings: DriverEarnings; title: string }) {
  const rows = earnings.series.map((bucket) => ({
    ...bucket,
    label: formatBucket(bucket.start, earnings.groupBy),
  }));
  return (
    <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
      <BarChart
        title={title}
        data={rows}
        xKey="label"
        series={SERIES}
        stacked
        showLegend
        valueFormatter={(cents) => formatMoney(cents, earnings.currency)}
        emptyMessage="No earnings in this period"
      />
    </Suspense>
  );
}
