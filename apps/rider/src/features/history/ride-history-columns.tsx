import { formatDateTimeWithWeekday, formatDistance, formatMoney, type DataTableColumn } from '@ridebook/ui';
import type { RiderRideRow } from '@ridebook/validation';
import { Link } from 'react-router';
import { ridePath } from '../../config/paths.ts';
import { RideStatusBadge } from '../ride/index.ts';

/** The history's columns; the sortable ones are the API's sort keys (RIDE_SORT_COLUMNS). */
export const RIDE_HISTORY_COLUMNS: readonly DataTableColumn<RiderRideRow>[] = [
  {
    id: 'createdAt',
    header: 'Date',
    sortable: true,
    // The link is the row's keyboard and screen-reader way in; a click anywhere on the row does the same.
    className: 'max-sm:whitespace-normal',
    cell: (row) => (
      <span className="grid gap-0.5">
        <Link
          to={ridePath(row.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={(event) => event.stopPropagation()}
        >
          {formatDateTimeWithWeekday(row.createdAt)}
        </Link>
        {/* Phones have no Trip column: the destination goes under the date. */}
        <span className="line-clamp-1 text-xs text-muted-foreground sm:hidden">
          <span className="sr-only">To </span>
          {row.destinationAddress}
        </span>
      </span>
    ),
  },
  {
    id: 'trip',
    header: 'Trip',
    hideOnMobile: true,
    className: 'min-w-48 max-w-80 whitespace-normal',
    cell: (row) => (
      <span className="grid gap-0.5">
        <span className="line-clamp-1">
          <span className="sr-only">From </span>
          {row.pickupAddress}
        </span>
        <span className="line-clamp-1 text-muted-foreground">
          <span className="sr-only">to </span>
          {row.destinationAddress}
        </span>
      </span>
    ),
  },
  {
    id: 'driver',
    header: 'Driver',
    hideOnMobile: true,
    cell: (row) => row.driverName ?? <span className="text-muted-foreground">No driver</span>,
  },
  {
    id: 'distance',
    header: 'Distance',
    sortable: true,
    hideOnMobile: true,
    align: 'right',
    cell: (row) => formatDistance(row.distanceMeters),
  },
  {
    id: 'fare',
    header: 'Fare',
    sortable: true,
    align: 'right',
    cell: (row) => (
      <span className="tabular-nums">
        {formatMoney(row.fare.amount, row.fare.currency)}
        {!row.fare.isFinal && <span className="block text-xs text-muted-foreground">estimate</span>}
      </span>
    ),
  },
  { id: 'status', header: 'Status', sortable: true, cell: (row) => <RideStatusBadge status={row.status} /> },
];
