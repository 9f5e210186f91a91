import { useCities } from '@ridebook/api-client';
import { Button, Skeleton } from '@ridebook/ui';
import {
  Activity,
  Building2,
  ClipboardList,
  HandCoins,
  Landmark,
  Mail,
  Scale,
  Settings,
  ShieldAlert,
  Siren,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { analyticsRange, DEFAULT_PERIOD, groupingFor, PERIODS, type PeriodDays } from './dashboard-range.ts';
import { DemandHeatmap } from './demand-heatmap.tsx';
import { DriverActivityCard } from './driver-activity-card.tsx';
import { LiveOperationsMap } from './live-operations-map.tsx';
import { OpenSosCard } from './open-sos-card.tsx';
import { OverviewStats } from './overview-stats.tsx';

// recharts loads with the charts, after the figures: the page shows its numbers first.
const TrendCharts = lazy(() =>
  import('./trend-charts.tsx').then((module) => ({ default: module.TrendCharts })),
);

/** Pages outside the spec's sidebar menu, reached from here. */
const TOOLS = [
  { to: paths.sos, label: 'SOS Alerts', icon: Siren },
  { to: paths.cities, label: 'Cities', icon: Building2 },
  { to: paths.settings, label: 'Settings', icon: Settings },
  { to: paths.auditLog, label: 'Audit Log', icon: ClipboardList },
  { to: paths.mail, label: 'Mail', icon: Mail },
  { to: paths.settlements, label: 'Settlements', icon: HandCoins },
  { to: paths.payouts, label: 'Payouts', icon: Landmark },
  { to: paths.reconciliation, label: 'Reconciliation', icon: Scale },
  { to: paths.disputes, label: 'Disputes', icon: ShieldAlert },
  { to: paths.system, label: 'System', icon: Activity },
] as const;

function readPeriod(text: string): PeriodDays {
  return PERIODS.find((period) => String(period.days) === text)?.days ?? DEFAULT_PERIOD;
}

/**
 * Overview: the figures of the platform or of one city over a chosen period (both in the address), live
 * operations, demand, driver activity and SOS.
 */
export function DashboardPage() {
  const { read, update } = useUrlState();
  const days = readPeriod(read('days'));
  const cities = useCities();
  const cityId = read('city');
  const city = cities.data?.find((candidate) => candidate.id === cityId);
  const range = analyticsRange(days, cityId);
  const periodLabel = PERIODS.find((period) => period.days === days)?.label ?? '';
  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6" data-app="admin">
      <PageHeader
        title="Overview"
        description={
          city
            ? `Drivers, rides and revenue in ${city.name}, in its time zone and currency.`
            : 'Users, drivers, rides and revenue of every city; money per currency, never converted.'
        }
        actions={
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              label="City"
              anyLabel="All cities"
              value={cityId}
              options={(cities.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
              onChange={(value) => update({ city: value, driversPage: undefined })}
            />
            <FilterSelect
              label="Period"
              anyLabel={PERIODS[1].label}
              value={days === DEFAULT_PERIOD ? '' : String(days)}
              options={PERIODS.filter((period) => period.days !== DEFAULT_PERIOD).map((period) => ({
                value: String(period.days),
                label: period.label,
              }))}
              onChange={(value) => update({ days: value, driversPage: undefined })}
            />
          </div>
        }
      />
      <nav aria-label="Admin tools" className="flex flex-wrap gap-2">
        {TOOLS.map((tool) => (
          <Button key={tool.to} asChild variant="outline" size="sm">
            <Link to={tool.to}>
              <tool.icon aria-hidden="true" />
              {tool.label}
            </Link>
          </Button>
        ))}
      </nav>
      <OverviewStats range={range} periodLabel={periodLabel} />
      <Suspense
        fallback={<Skeleton role="status" aria-label="Loading the charts" className="h-80 rounded-xl" />}
      >
        <TrendCharts range={range} groupBy={groupingFor(days)} />
      </Suspense>
      <div className="grid gap-6 *:min-w-0 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <LiveOperationsMap city={city} />
        </div>
        <div className="grid grid-cols-1 content-start gap-6">
          <OpenSosCard />
          <DemandHeatmap range={range} />
        </div>
      </div>
      <DriverActivityCard range={range} />
    </div>
  );
}
