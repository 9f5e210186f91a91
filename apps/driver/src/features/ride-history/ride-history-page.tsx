import { driverRidesQueryOptions, useDriverSummary } from '@ridebook/api-client';
import { Badge, DataTable, type DataTableColumn, formatDateTime, formatMoney, StatCard } from '@ridebook/ui';
import type { DriverRideRow } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { CarFront, CircleCheck, Wallet } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { rideDetailPath } from '../../config/paths.ts';
import { RideDetailLink, RIDE_STATUS_BADGES } from '../rides/index.ts';
import { RideHistoryFilterForm } from './ride-history-filter-form.tsx';
import {
  historySearchParams,
  NO_FILTERS,
  readHistorySearch,
  toRideListParams,
  type HistoryFilters,
} from './ride-history-filters.ts';

export const RIDE_HISTORY_PAGE_SIZE = 10;

const COLUMNS: DataTableColumn<DriverRideRow>[] = [
  {
    id: 'createdAt',
    header: 'Date',
    // Two lines on a phone rather than a table wider than the screen.
    className: 'min-w-28 whitespace-normal sm:whitespace-nowrap',
    cell: (row) => <RideDetailLink rideId={row.id}>{formatDateTime(row.createdAt)}</RideDetailLink>,
  },
  {
    id: 'trip',
    header: 'Trip',
    hideOnMobile: true,
    cell: (row) => (
      <span className="block max-w-64 truncate" title={`${row.pickupAddress} to ${row.destinationAddress}`}>
        {row.pickupAddress} → {row.destinationAddress}
      </span>
    ),
  },
  { id: 'rider', header: 'Rider', hideOnMobile: true, cell: (row) => row.riderName },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => {
      const badge = RIDE_STATUS_BADGES[row.status];
      return <Badge variant={badge.variant}>{badge.label}</Badge>;
    },
  },
  {
    id: 'fare',
    header: 'Fare',
    align: 'right',
    cell: (row) => formatMoney(row.fare.amount, row.fare.currency),
  },
];

/** What the matching rides cost, per currency; none yet: nothing in the driver's currency (once it is known). */
function describeFares(fares: { currency: string; amount: number }[], currency: string | undefined): string {
  if (fares.length === 0) return currency ? formatMoney(0, currency) : '–';
  return fares.map((fare) => formatMoney(fare.amount, fare.currency)).join(' + ');
}

/**
 * /driver/ride-history: every ride the driver was assigned, newest first, filtered by date range, status and fare
 * range (kept in the URL), with totals over every match; a row opens the ride.
 */
export function RideHistoryPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, page } = readHistorySearch(searchParams);
  const rides = useQuery({
    ...driverRidesQueryOptions(toRideListParams(filters, page, RIDE_HISTORY_PAGE_SIZE)),
    refetchOnMount: true,
  });
  const list = rides.data;
  // The driver's currency (their city's), which the fare filters are typed in.
  const currency = useDriverSummary().data?.currency;
  const isFiltered = historySearchParams(filters).toString() !== '';
  const show = (next: HistoryFilters, nextPage = 1) => setSearchParams(historySearchParams(next, nextPage));

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Ride History</h1>
        <p className="mt-1 text-muted-foreground">Every ride you accepted, with what the rider paid.</p>
      </div>
      {/* Remounted when the URL's filters change (Back, Clear), so the form shows what is applied. */}
      <RideHistoryFilterForm
        key={historySearchParams(filters).toString()}
        applied={filters}
        currency={currency}
        onApply={show}
      />
      <section aria-label="Totals" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <StatCard label="Rides" icon={CarFront} isLoading={!list} value={list?.totals.rides} />
        <StatCard label="Completed" icon={CircleCheck} isLoading={!list} value={list?.totals.completed} />
        <StatCard
          className="col-span-2 sm:col-span-1"
          label="Completed fares"
          icon={Wallet}
          isLoading={!list}
          value={list && describeFares(list.totals.completedFares, currency)}
        />
      </section>
      <DataTable
        caption="Your rides"
        columns={COLUMNS}
        rows={list?.data ?? []}
        getRowId={(row) => row.id}
        total={list?.page.total ?? 0}
        page={page}
        pageSize={RIDE_HISTORY_PAGE_SIZE}
        onPageChange={(next) => show(filters, next)}
        isLoading={rides.isPending}
        error={rides.isError ? "RideBook isn't responding right now. Please try again." : null}
        onRetry={() => void rides.refetch()}
        emptyTitle={isFiltered ? 'No rides match these filters' : 'No rides yet'}
        emptyDescription={
          isFiltered ? (
            <button
              type="button"
              className="font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => show(NO_FILTERS)}
            >
              Clear the filters
            </button>
          ) : (
            'Rides you accept show up here.'
          )
        }
        onRowClick={(row) => void navigate(rideDetailPath(row.id))}
      />
    </div>
  );
}
