import { useAnalyticsHeatmap, useReverseGeocode } from '@ridebook/api-client';
import { Card, CardContent, CardDescription, CardHeader, EmptyState, Skeleton } from '@ridebook/ui';
import { isPinnedPlace, type AnalyticsRangeParams, type HeatmapCell, type Place } from '@ridebook/validation';
import { Flame } from 'lucide-react';
import { CardHeading } from '../../components/card-heading.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { formatCount } from '../../lib/format.ts';
import { useUrlState } from '../../lib/use-url-state.ts';

/** The busiest cells listed; the rest of the city is quiet by comparison. */
const CELLS_SHOWN = 10;
const RESOLUTIONS = [
  { value: '7', label: 'Districts (5 km²)' },
  { value: '8', label: 'Neighbourhoods (0.7 km²)' },
  { value: '9', label: 'Blocks (0.1 km²)' },
] as const;

/**
 * What a hot spot is called: the known place at its centre, else (nothing known there, or no answer yet) its
 * coordinates; never a bare "Pinned location".
 */
export function hotSpotName(cell: Pick<HeatmapCell, 'lat' | 'lng'>, place: Place | null | undefined): string {
  if (place && !isPinnedPlace(place)) return place.name;
  return `${cell.lat.toFixed(4)}, ${cell.lng.toFixed(4)}`;
}

/** One hot spot: the nearest named place to the cell's centre, its requests, and its share of the busiest. */
function HotSpot({
  cell,
  rank,
  busiest,
  total,
}: {
  cell: HeatmapCell;
  rank: number;
  busiest: number;
  total: number;
}) {
  const place = useReverseGeocode({ lat: cell.lat, lng: cell.lng });
  const share = total > 0 ? Math.round((cell.count / total) * 100) : 0;
  return (
    <li className="grid grid-cols-[1.75rem_1fr_auto] items-center gap-x-3 gap-y-1">
      <span className="text-sm font-semibold text-muted-foreground tabular-nums">{rank}</span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">{hotSpotName(cell, place.data)}</p>
        <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-2 rounded-full bg-primary"
            style={{ width: `${Math.max(4, (cell.count / busiest) * 100)}%` }}
          />
        </div>
      </div>
      <span className="text-right text-sm tabular-nums">
        {cell.count} <span className="text-xs text-muted-foreground">({share}%)</span>
      </span>
    </li>
  );
}

/** Where ride requests start: H3 cells of the pickups in the period, busiest first, named after a nearby place. */
export function DemandHeatmap({ range }: { range: AnalyticsRangeParams }) {
  const { read, update } = useUrlState();
  const resolution = read('resolution') === '7' ? 7 : read('resolution') === '9' ? 9 : 8;
  const heatmap = useAnalyticsHeatmap({ ...range, resolution });

  let body;
  if (heatmap.isPending)
    body = <Skeleton role="status" aria-label="Loading the demand" className="h-64 rounded-xl" />;
  else if (heatmap.isError)
    body = (
      <LoadError
        title="Couldn't load the demand"
        error={heatmap.error}
        onRetry={() => void heatmap.refetch()}
        isRetrying={heatmap.isFetching}
      />
    );
  else if (heatmap.data.cells.length === 0)
    body = <EmptyState icon={Flame} title="No ride requests in this period" className="py-8" />;
  else {
    const cells = heatmap.data.cells.slice(0, CELLS_SHOWN);
    const busiest = cells[0]?.count ?? 1;
    body = (
      <>
        <ol aria-label="Busiest pickup areas" className="grid gap-3">
          {cells.map((cell, index) => (
            <HotSpot
              key={cell.cell}
              cell={cell}
              rank={index + 1}
              busiest={busiest}
              total={heatmap.data.rides}
            />
          ))}
        </ol>
        <p className="mt-3 text-xs text-muted-foreground">
          {formatCount(heatmap.data.rides, 'request')} in {formatCount(heatmap.data.cells.length, 'area')}
          {heatmap.data.isCapped ? ' (the latest requests only: a busy period is sampled)' : ''}.
        </p>
      </>
    );
  }

  return (
    <Card>
      <CardHeader className="grid gap-3">
        <div>
          <CardHeading>Demand hot spots</CardHeading>
          <CardDescription>Where ride requests start: place more drivers near the top areas.</CardDescription>
        </div>
        <FilterSelect
          label="Area size"
          anyLabel={RESOLUTIONS[1].label}
          value={resolution === 8 ? '' : String(resolution)}
          options={RESOLUTIONS.filter((option) => option.value !== '8')}
          onChange={(value) => update({ resolution: value })}
        />
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
