import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPageItems } from '../primitives/pagination.tsx';
import { DataTable, nextSort } from './data-table.tsx';
import type { DataTableColumn, DataTableProps } from './data-table.tsx';

type Ride = { id: string; rider: string; fare: number };

const columns: DataTableColumn<Ride>[] = [
  { id: 'rider', header: 'Rider', cell: (ride) => ride.rider, sortable: true },
  { id: 'fare', header: 'Fare', cell: (ride) => `$${ride.fare}`, sortable: true, align: 'right' },
];

const rows: Ride[] = [
  { id: 'r1', rider: 'Zoe', fare: 12 },
  { id: 'r2', rider: 'Adam', fare: 30 },
];

function renderTable(props: Partial<DataTableProps<Ride>> = {}) {
  const handlers = { onPageChange: vi.fn(), onSortChange: vi.fn(), onFilterChange: vi.fn() };
  render(
    <DataTable<Ride>
      caption="Rides"
      columns={columns}
      rows={rows}
      getRowId={(ride) => ride.id}
      total={45}
      page={2}
      pageSize={10}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('cycles the sort asc, desc, none', () => {
    expect(nextSort(null, 'fare')).toEqual({ id: 'fare', direction: 'asc' });
    expect(nextSort({ id: 'fare', direction: 'asc' }, 'fare')).toEqual({ id: 'fare', direction: 'desc' });
    expect(nextSort({ id: 'fare', direction: 'desc' }, 'fare')).toBeNull();
    expect(nextSort({ id: 'rider', direction: 'desc' }, 'fare')).toEqual({ id: 'fare', direction: 'asc' });
  });

  it('asks the server to sort and keeps the rows in the order given', async () => {
    const { onSortChange } = renderTable({ sort: { id: 'fare', direction: 'asc' } });
    expect(screen.getByRole('columnheader', { name: /Fare/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Rider/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Rider/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'rider', direction: 'asc' });
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(cells).toEqual(['Zoe', 'Adam']);
  });

  it('reports the range and pages through the callbacks', async () => {
    const { onPageChange, onFilterChange } = renderTable({ filter: '' });
    expect(screen.getByText('Showing 11–20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    expect(onFilterChange).toHaveBeenCalledWith('a');
  });

  it('shows loading, empty and error states', async () => {
    const { unmount } = render(
      <DataTable<Ride>
        caption="Rides"
        columns={columns}
        rows={[]}
        getRowId={(ride) => ride.id}
        total={0}
        page={1}
        pageSize={10}
        onPageChange={vi.fn()}
        emptyTitle="No rides yet"
      />,
    );
    expect(screen.getByText('No rides yet')).toBeInTheDocument();
    unmount();

    const onRetry = vi.fn();
    renderTable({ rows: [], error: 'The server is unavailable.', onRetry });
    expect(screen.getByText('The server is unavailable.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('marks the table busy while loading', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Zoe')).not.toBeInTheDocument();
  });
});

describe('getPageItems', () => {
  it('shows the ends, the neighbours and ellipses', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(getPageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(getPageItems(1, 0)).toEqual([]);
  });
});
