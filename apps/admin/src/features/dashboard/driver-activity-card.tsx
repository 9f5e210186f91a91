import { useDriverActivity } from '@ridebook/api-client';
import { Card, CardContent, CardHeader, DataTable, type DataTableColumn, formatMoney } from '@ridebook/ui';
import {
  DRIVER_ACTIVITY_SORT_COLUMNS,
  type AnalyticsRangeParams,
  type DriverActivityRow,
} from '@ridebook/validation';
import { Link } from 'react-router';
import { CardHeading } from '../../components/card-heading.tsx';
import { listErrorMessage } from '../../components/load-error.tsx';
import { userPath } from '../../config/paths.ts';
import { formatDuration, formatRating } from '../../lib/format.ts';
import { readOption, readPositiveInt, useUrlState } from '../../lib/use-url-state.ts';

const PAGE_SIZE = 5;

/** The driver's earnings in their city's currency, then any other currency apart ("£84.50 · $12.00"). */
function earningsText(row: DriverActivityRow): string {
  return [
    formatMoney(row.earnings, row.currency),
    ...row.otherEarnings.map((other) => formatMoney(other.amount, other.currency)),
  ].join(' · ');
}

const COLUMNS: DataTableColumn<DriverActivityRow>[] = [
  {
    id: 'name',
    header: 'Driver',
    cell: (row) => (
      <Link to={userPath(row.driverId)} className="font-medium text-primary hover:underline">
        {row.name}
      </Link>
    ),
  },
  {
    id: 'completedRides',
    header: 'Rides',
    sortable: true,
    align: 'right',
    cell: (row) => row.completedRides,
  },
  {
    id: 'earnings',
    header: 'Earnings',
    sortable: true,
    align: 'right',
    cell: earningsText,
  },
  {
    id: 'rating',
    header: 'Rating',
    sortable: true,
    hideOnMobile: true,
    cell: (row) => formatRating(row.rating, row.ratingCount),
  },
  {
    id: 'onlineSeconds',
    header: 'Time online',
    sortable: true,
    align: 'right',
    hideOnMobile: true,
    cell: (row) => formatDuration(row.onlineSeconds),
  },
];

/** Drivers active in the period: rides completed, earnings, rating and time online (page and order in the address). */
export function DriverActivityCard({ range }: { range: AnalyticsRangeParams }) {
  const { read, update } = useUrlState();
  const page = readPositiveInt(read('driversPage'), 1);
  const sort = readOption(read('driversSort'), DRIVER_ACTIVITY_SORT_COLUMNS) ?? 'completedRides';
  const order = readOption(read('driversOrder'), ['asc', 'desc']) ?? 'desc';
  const activity = useDriverActivity({ ...range, page, pageSize: PAGE_SIZE, sort, order });
  return (
    <Card>
      <CardHeader>
        <CardHeading>Driver activity</CardHeading>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Driver activity"
          columns={COLUMNS}
          rows={activity.data?.data ?? []}
          getRowId={(row) => row.driverId}
          total={activity.data?.page.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => update({ driversPage: next, page: undefined })}
          sort={{ id: sort, direction: order }}
          onSortChange={(next) =>
            update({
              driversSort: next?.id,
              driversOrder: next?.direction,
              driversPage: undefined,
              page: undefined,
            })
          }
          isLoading={activity.isPending}
          error={listErrorMessage(activity.error)}
          onRetry={() => void activity.refetch()}
          emptyTitle="No driver activity"
          emptyDescription="No driver completed a ride or went online in this period."
        />
      </CardContent>
    </Card>
  );
}
