import { Card, CardContent, CardHeader } from '@ridebook/ui';
import { LineChart, type ChartSeries } from '@ridebook/ui/charts';
import type { SystemSample } from '@ridebook/validation';
import { CardHeading } from '../../components/card-heading.tsx';
import { sampleTime } from './system-labels.ts';

type Row = { at: string } & Record<string, number | string | null>;

const decimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const milliseconds = (value: number) => `${decimal.format(value)} ms`;

function ChartCard({
  title,
  rows,
  series,
  valueFormatter,
  counts = false,
}: {
  title: string;
  rows: Row[];
  series: ChartSeries[];
  valueFormatter?: (value: number) => string;
  counts?: boolean;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardHeading>{title}</CardHeading>
      </CardHeader>
      <CardContent>
        <LineChart
          title={title}
          data={rows}
          xKey="at"
          xFormatter={sampleTime}
          series={series}
          height={200}
          counts={counts}
          {...(valueFormatter ? { valueFormatter } : {})}
          emptyMessage="No samples yet"
        />
      </CardContent>
    </Card>
  );
}

/** The key metrics of the last minutes, one point per heartbeat (this module is the lazy chunk with recharts). */
export function SystemCharts({ samples }: { samples: SystemSample[] }) {
  const rows = samples.map((sample) => ({
    at: sample.at,
    requestsPerSecond: sample.requestsPerSecond,
    p95LatencyMs: sample.p95LatencyMs,
    ...sample.websockets,
    sent: sample.offers.sent,
    accepted: sample.offers.accepted,
    expired: sample.offers.expired,
    eventLoopLagMs: sample.eventLoopLagMs,
  }));
  return (
    <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
      <ChartCard
        title="Requests per second"
        rows={rows}
        series={[{ key: 'requestsPerSecond', label: 'Requests/s' }]}
        valueFormatter={(value) => decimal.format(value)}
      />
      <ChartCard
        title="Latency (p95)"
        rows={rows}
        series={[{ key: 'p95LatencyMs', label: 'p95', color: 'chart-2' }]}
        valueFormatter={milliseconds}
      />
      <ChartCard
        title="WebSocket connections"
        rows={rows}
        counts
        series={[
          { key: 'rider', label: 'Riders' },
          { key: 'driver', label: 'Drivers' },
          { key: 'admin', label: 'Admins' },
        ]}
      />
      <ChartCard
        title="Dispatch offers"
        rows={rows}
        counts
        series={[
          { key: 'sent', label: 'Sent' },
          { key: 'accepted', label: 'Accepted' },
          { key: 'expired', label: 'Expired' },
        ]}
      />
      <ChartCard
        title="Event-loop lag (p99)"
        rows={rows}
        series={[{ key: 'eventLoopLagMs', label: 'Lag', color: 'chart-4' }]}
        valueFormatter={milliseconds}
      />
    </div>
  );
}
