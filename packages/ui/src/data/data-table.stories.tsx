import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { Badge } from '../primitives/badge.tsx';
import { NativeSelect } from '../primitives/select.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn, DataTableSort } from './data-table.tsx';

type Ride = {
  id: string;
  rider: string;
  driver: string;
  pickup: string;
  status: 'completed' | 'cancelled' | 'in-progress' | 'requested';
  fare: number;
};

const STATUS_BADGE = {
  completed: <Badge variant="success">Completed</Badge>,
  cancelled: <Badge variant="destructive">Cancelled</Badge>,
  'in-progress': <Badge variant="info">In progress</Badge>,
  requested: <Badge variant="warning">Requested</Badge>,
} as const;

const NAMES = ['Ada Lovelace', 'Sam Lee', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Linus Ortega'];
const PLACES = [
  '12 Market St',
  'Central Station',
  'Airport T2',
  'City Hospital',
  'Riverside Mall',
  'Oak Avenue',
];
const STATUSES: Ride['status'][] = ['completed', 'completed', 'in-progress', 'cancelled', 'requested'];

const ALL_RIDES: Ride[] = Array.from({ length: 47 }, (_, index) => ({
  id: `RB-${20900 + index}`,
  rider: NAMES[index % NAMES.length] ?? '',
  driver: NAMES[(index + 2) % NAMES.length] ?? '',
  pickup: PLACES[(index * 5) % PLACES.length] ?? '',
  status: STATUSES[index % STATUSES.length] ?? 'completed',
  fare: 8 + ((index * 37) % 40) + 0.5,
}));

const columns: DataTableColumn<Ride>[] = [
  { id: 'id', header: 'Ride', cell: (ride) => <span className="font-mono text-xs">{ride.id}</span> },
  {
    id: 'rider',
    header: 'Rider',
    cell: (ride) => <span className="font-medium">{ride.rider}</span>,
    sortable: true,
  },
  { id: 'driver', header: 'Driver', cell: (ride) => ride.driver, sortable: true, hideOnMobile: true },
  { id: 'pickup', header: 'Pickup', cell: (ride) => ride.pickup, hideOnMobile: true },
  { id: 'status', header: 'Status', cell: (ride) => STATUS_BADGE[ride.status] },
  {
    id: 'fare',
    header: 'Fare',
    cell: (ride) => <span className="tabular-nums">${ride.fare.toFixed(2)}</span>,
    sortable: true,
    align: 'right',
  },
];

/** Stands in for the server: the story filters, sorts and pages, the table only displays. */
function ServerDrivenTable({ isLoading = false, error }: { isLoading?: boolean; error?: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort>({ id: 'fare', direction: 'desc' });
  const [filter, setFilter] = useState('');
  const [status, setStatus] = useState('all');

  const result = useMemo(() => {
    let rows = ALL_RIDES.filter(
      (ride) =>
        (status === 'all' || ride.status === status) &&
        `${ride.rider} ${ride.driver} ${ride.id}`.toLowerCase().includes(filter.toLowerCase()),
    );
    if (sort) {
      const key = sort.id as keyof Ride;
      rows = [...rows].sort((a, b) => {
        const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        return sort.direction === 'asc' ? order : -order;
      });
    }
    return { total: rows.length, rows: rows.slice((page - 1) * pageSize, page * pageSize) };
  }, [filter, page, pageSize, sort, status]);

  return (
    <DataTable<Ride>
      caption="All rides"
      columns={columns}
      rows={error ? [] : result.rows}
      getRowId={(ride) => ride.id}
      total={error ? 0 : result.total}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      sort={sort}
      onSortChange={setSort}
      filter={filter}
      onFilterChange={(value) => {
        setFilter(value);
        setPage(1);
      }}
      filterPlaceholder="Search rides…"
      toolbar={
        <NativeSelect
          aria-label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          className="w-44"
        >
          <option value="all">All statuses</option>
          <option value="completed">Completed</option>
          <option value="in-progress">In progress</option>
          <option value="requested">Requested</option>
          <option value="cancelled">Cancelled</option>
        </NativeSelect>
      }
      isLoading={isLoading}
      error={error}
      onRetry={() => undefined}
      emptyTitle="No rides match"
      emptyDescription="Try another search or status."
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  parameters: {
    docs: {
      description: {
        component:
          'Server-driven: pass one page of rows with the total, page, page size, sort and filter; get callbacks. The table never sorts or filters by itself.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj;

export const Default: Story = { render: () => <ServerDrivenTable /> };
export const Loading: Story = { render: () => <ServerDrivenTable isLoading /> };
export const Error: Story = {
  render: () => <ServerDrivenTable error="The server did not answer. Check your connection and try again." />,
};
export const Empty: Story = {
  render: () => (
    <DataTable<Ride>
      caption="Rides"
      columns={columns}
      rows={[]}
      getRowId={(ride) => ride.id}
      total={0}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
      emptyTitle="No rides yet"
      emptyDescription="Rides will show here once riders start booking."
    />
  ),
};
