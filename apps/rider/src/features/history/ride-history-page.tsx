import { getErrorMessage, riderRidesQueryOptions, useRiderSummary } from '@ridebook/api-client';
import { DataTable, formatMoney } from '@ridebook/ui';
import { rideListQuerySchema, type RideListTotals, type RideSortColumn } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { hasActiveFilters, HISTORY_PAGE_SIZES, toRideListParams } from './history-search-params.ts';
import { RIDE_HISTORY_COLUMNS } from './ride-history-columns.tsx';
import { RideHistoryFilters, type FilterErrors } from './ride-history-filters.tsx';
import { useHistoryFilters } from './use-history-filters.ts';

/**
 * /rider/ride-history (and /rider/rides, the navigation bar's name): the rider's rides, a page at a time from
 * GET /rider/rides, searched, filtered and sorted by the API. The filters live in the address; a range the API
 * would refuse is explained beside its field and not asked for.
 */
export function RideHistoryPage() {
  const navigate = useNavigate();
  const { filters, update, clear } = useHistoryFilters();
  const params = toRideListParams(filters);
  const checked = rideListQuerySchema.safeParse(params);
  const errors: FilterErrors = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as keyof FilterErrors;
      errors[field] ??= issue.message;
    }
  }
  const rides = useQuery({ ...riderRidesQueryOptions(params), enabled: checked.success });
  const isFiltered = hasActiveFilters(filters);
  // The rider's currency (their latest ride's city's), which the fare filters are typed in.
  const summary = useRiderSummary();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5" data-app="rider">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Ride History</h1>
        <p className="text-muted-foreground">
          Every ride you booked. Open one for its route, receipt and timeline.
        </p>
      </header>

      <RideHistoryFilters
        filters={filters}
        errors={errors}
        currency={summary.data?.currency}
        onChange={update}
        onClear={clear}
        canClear={isFiltered}
      />

      {rides.data && <HistoryTotals totals={rides.data.totals} />}

      <DataTable
        caption="Your rides"
        columns={RIDE_HISTORY_COLUMNS}
        rows={rides.data?.data ?? []}
        getRowId={(row) => row.id}
        total={rides.data?.page.total ?? 0}
        page={filters.page}
        pageSize={filters.pageSize}
        pageSizeOptions={HISTORY_PAGE_SIZES}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        sort={filters.sort ? { id: filters.sort, direction: filters.order } : null}
        onSortChange={(sort) =>
          update({ sort: (sort?.id as RideSortColumn | undefined) ?? null, order: sort?.direction ?? 'desc' })
        }
        isLoading={checked.success && rides.isPending}
        error={rides.isError ? getErrorMessage(rides.error, "We couldn't load your rides.") : null}
        onRetry={() => void rides.refetch()}
        emptyTitle={isFiltered ? 'No rides match these filters' : 'No rides yet'}
        emptyDescription={
          !checked.success
            ? 'Fix the filters above to see your rides.'
            : isFiltered
              ? 'Try a wider date or fare range, another status, or clear the filters.'
              : 'Your rides will show here once you book one.'
        }
        onRowClick={(row) => void navigate(ridePath(row.id))}
      />
    </div>
  );
}

function HistoryTotals({ totals }: { totals: RideListTotals }) {
  const spent = totals.completedFares.map((fare) => formatMoney(fare.amount, fare.currency)).join(' + ');
  return (
    <p className="text-sm text-muted-foreground" data-testid="history-totals">
      {totals.rides} {totals.rides === 1 ? 'ride' : 'rides'} · {totals.completed} completed
      {spent && ` · ${spent} in fares`}
    </p>
  );
}
