import { adminRidesQueryOptions, useCities } from '@ridebook/api-client';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSort,
  formatDateTime,
  formatMoney,
} from '@ridebook/ui';
import { RIDE_STATUS_LABELS, RIDE_STATUSES, type AdminRideRow } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DateRangeFilter, FilterInput } from '../../components/filter-input.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RideStatusBadge } from '../../components/ride-status-badge.tsx';
import { ridePath, userPath } from '../../config/paths.ts';
import { formatDistance } from '../../lib/format.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { ExportRidesButton } from './export-rides-button.tsx';
import { PersonFilter } from './person-filter.tsx';
import { rideListParams } from './ride-list-params.ts';

const PAGE_SIZES = [10, 20, 50] as const;

const COLUMNS: DataTableColumn<AdminRideRow>[] = [
  {
    id: 'createdAt',
    header: 'Requested',
    sortable: true,
    cell: (ride) => (
      <Link to={ridePath(ride.id)} className="font-medium text-primary hover:underline">
        {formatDateTime(ride.createdAt)}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (ride) => <RideStatusBadge status={ride.status} />,
  },
  {
    id: 'rider',
    header: 'Rider',
    hideOnMobile: true,
    cell: (ride) => (
      <Link
        to={userPath(ride.rider.id)}
        className="hover:underline"
        onClick={(event) => event.stopPropagation()}
      >
        {ride.rider.name}
      </Link>
    ),
  },
  {
    id: 'driver',
    header: 'Driver',
    hideOnMobile: true,
    cell: (ride) =>
      ride.driver ? (
        <Link
          to={userPath(ride.driver.id)}
          className="hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          {ride.driver.name}
        </Link>
      ) : (
        <span className="text-muted-foreground">None yet</span>
      ),
  },
  {
    id: 'trip',
    header: 'Trip',
    hideOnMobile: true,
    // Two lines, each cut short (the whole address is its tooltip): the trip never widens the table.
    className: 'max-w-56',
    cell: (ride) => (
      <>
        <span className="block truncate" title={ride.pickupAddress}>
          {ride.pickupAddress}
        </span>
        <span className="block truncate text-muted-foreground" title={ride.destinationAddress}>
          → {ride.destinationAddress}
        </span>
      </>
    ),
  },
  {
    id: 'distance',
    header: 'Distance',
    sortable: true,
    align: 'right',
    hideOnMobile: true,
    cell: (ride) => formatDistance(ride.distanceMeters),
  },
  {
    id: 'fare',
    header: 'Fare',
    sortable: true,
    align: 'right',
    cell: (ride) => (
      <span className="tabular-nums">
        {formatMoney(ride.fare.amount, ride.fare.currency)}
        {!ride.fare.isFinal && <span className="text-xs text-muted-foreground"> est.</span>}
      </span>
    ),
  },
];

/** All Rides: every ride on the platform, filtered by the API, with totals over every match. */
export function RidesPage() {
  const { searchParams, read, update } = useUrlState();
  const params = rideListParams(searchParams);
  const rides = useQuery(adminRidesQueryOptions(params));
  const cities = useCities();
  const city = cities.data?.find((candidate) => candidate.id === params.cityId);
  // Fares are in each ride's own currency: the filter names it only when one city is chosen.
  const fareUnit = city ? ` (${city.currency})` : '';
  const navigate = useNavigate();
  const [search, setSearch] = useDebouncedSearch(read('q'), (q) => update({ q }, { replace: true }));
  const sort: DataTableSort = params.sort ? { id: params.sort, direction: params.order ?? 'desc' } : null;
  const totals = rides.data?.totals;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="All Rides"
        description={
          totals
            ? `${totals.rides} ${totals.rides === 1 ? 'ride matches' : 'rides match'}, ${totals.completed} completed` +
              totals.completedFares
                .map((fare) => ` · ${formatMoney(fare.amount, fare.currency)} in fares`)
                .join('')
            : 'Every ride on the platform.'
        }
        actions={<ExportRidesButton params={params} />}
      />
      <DataTable
        caption="All rides"
        columns={COLUMNS}
        rows={rides.data?.data ?? []}
        getRowId={(ride) => ride.id}
        total={rides.data?.page.total ?? 0}
        page={params.page ?? 1}
        pageSize={params.pageSize ?? 20}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        sort={sort}
        onSortChange={(next) => update({ sort: next?.id, order: next?.direction })}
        filter={search}
        onFilterChange={setSearch}
        filterPlaceholder="Search addresses or names…"
        toolbar={
          <>
            <DateRangeFilter from={read('from')} to={read('to')} onChange={(range) => update(range)} />
            <FilterSelect
              label="City"
              anyLabel="All cities"
              value={params.cityId ?? ''}
              options={(cities.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
              onChange={(value) => update({ city: value })}
            />
            <FilterSelect
              label="Status"
              anyLabel="Any status"
              value={read('status')}
              options={RIDE_STATUSES.map((status) => ({ value: status, label: RIDE_STATUS_LABELS[status] }))}
              onChange={(status) => update({ status })}
            />
            <PersonFilter
              role="driver"
              value={params.driverId ?? ''}
              onChange={(driverId) => update({ driverId })}
            />
            <PersonFilter
              role="rider"
              value={params.riderId ?? ''}
              onChange={(riderId) => update({ riderId })}
            />
            <FilterInput
              label={`Fare from${fareUnit}`}
              type="number"
              min={0}
              inputMode="decimal"
              value={read('minFare')}
              onChange={(event) => update({ minFare: event.target.value }, { replace: true })}
            />
            <FilterInput
              label={`Fare up to${fareUnit}`}
              type="number"
              min={0}
              inputMode="decimal"
              value={read('maxFare')}
              onChange={(event) => update({ maxFare: event.target.value }, { replace: true })}
            />
          </>
        }
        isLoading={rides.isPending}
        error={listErrorMessage(rides.error)}
        onRetry={() => void rides.refetch()}
        emptyTitle="No rides match"
        emptyDescription="Try a wider date range or clear a filter."
        onRowClick={(ride) => void navigate(ridePath(ride.id))}
      />
    </div>
  );
}
