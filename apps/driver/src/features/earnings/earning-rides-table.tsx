import { driverEarningRidesQueryOptions } from '@ridebook/api-client';
import { DataTable, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { EarningRide } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { rideDetailPath } from '../../config/paths.ts';
import { PaymentBadge, RideDetailLink } from '../rides/index.ts';

export const EARNING_RIDES_PAGE_SIZE = 10;

const money = (cents: number, row: EarningRide) => formatMoney(cents, row.currency);

const COLUMNS: DataTableColumn<EarningRide>[] = [
  {
    id: 'completedAt',
    header: 'Completed',
    className: 'min-w-28 whitespace-normal sm:whitespace-nowrap',
    cell: (row) => <RideDetailLink rideId={row.rideId}>{formatDateTime(row.completedAt)}</RideDetailLink>,
  },
  {
    id: 'trip',
    header: 'Trip',
    // Nine columns do not fit beside the sidebar below 1536 px; the row opens the ride with its trip.
    hideBelowWide: true,
    cell: (row) => (
      <span className="block max-w-48 truncate" title={`${row.pickupAddress} to ${row.destinationAddress}`}>
        {row.pickupAddress} → {row.destinationAddress}
      </span>
    ),
  },
  {
    id: 'payment',
    header: 'Payment',
    hideOnMobile: true,
    cell: (row) => <PaymentBadge method={row.paymentMethod} />,
  },
  { id: 'fare', header: 'Fare', align: 'right', hideOnMobile: true, cell: (row) => money(row.fare, row) },
  {
    id: 'driverShare',
    header: 'Your 80%',
    align: 'right',
    // Phones show what was earned (share, tip and refunds together) and the tip.
    hideOnMobile: true,
    cell: (row) => money(row.driverShare, row),
  },
  { id: 'tip', header: 'Tip', align: 'right', cell: (row) => money(row.tip, row) },
  {
    id: 'refunds',
    header: 'Refunds',
    align: 'right',
    hideOnMobile: true,
    cell: (row) => money(row.refunds, row),
  },
  { id: 'earnings', header: 'Earned', align: 'right', cell: (row) => money(row.earnings, row) },
  {
    id: 'commission',
    header: 'Commission',
    align: 'right',
    hideOnMobile: true,
    cell: (row) => money(row.commission, row),
  },
];

/**
 * The period's completed rides with their money, newest first, a page at a time; a row opens the ride. `range` is
 * the period's instants as the earnings answer gave them; null (loading) while that answer is on its way.
 */
export function EarningRidesTable({
  range,
  page,
  onPageChange,
}: {
  range: { from: string; to: string } | null;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const navigate = useNavigate();
  const rides = useQuery({
    ...driverEarningRidesQueryOptions({ ...range, page, pageSize: EARNING_RIDES_PAGE_SIZE }),
    enabled: range !== null,
    refetchOnMount: true,
  });
  return (
    <DataTable
      caption="Earnings per ride"
      columns={COLUMNS}
      rows={rides.data?.data ?? []}
      getRowId={(row) => row.rideId}
      total={rides.data?.page.total ?? 0}
      page={page}
      pageSize={EARNING_RIDES_PAGE_SIZE}
      onPageChange={onPageChange}
      isLoading={rides.isPending}
      error={rides.isError ? "RideBook isn't responding right now. Please try again." : null}
      onRetry={() => void rides.refetch()}
      emptyTitle="No completed rides in this period"
      emptyDescription="Rides you complete show up here with what you earned from each."
      onRowClick={(row) => void navigate(rideDetailPath(row.rideId))}
    />
  );
}
