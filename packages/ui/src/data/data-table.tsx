import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, Inbox, RefreshCw, Search } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../cn.ts';
import { Button } from '../primitives/button.tsx';
import { EmptyState } from '../primitives/empty-state.tsx';
import { Input } from '../primitives/input.tsx';
import { Pagination } from '../primitives/pagination.tsx';
import { NativeSelect } from '../primitives/select.tsx';
import { Skeleton } from '../primitives/skeleton.tsx';

export type SortDirection = 'asc' | 'desc';
export type DataTableSort = { id: string; direction: SortDirection } | null;

export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Hide below the small breakpoint to keep phones readable. */
  hideOnMobile?: boolean;
  /** Show only on wide screens (2xl, 1536 px): a column a crowded table can spare (the row leads to it). */
  hideBelowWide?: boolean;
  /**
   * Keep the cell on one line; default: right-aligned columns (amounts, counts, distances). Other cells wrap when
   * the table would not fit its box, so a table does not hide a column behind a sideways scroll on a desk.
   */
  nowrap?: boolean;
};

/** Where a column is hidden, the same for its header, cells and skeletons. */
function hiddenClasses(column: { hideOnMobile?: boolean | undefined; hideBelowWide?: boolean | undefined }): string {
  return cn(column.hideOnMobile && 'max-sm:hidden', column.hideBelowWide && 'max-2xl:hidden');
}

export type DataTableProps<Row> = {
  /** The table's accessible name (a caption, visually hidden). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The current page of rows, as the server returned it. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The number of rows across all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  sort?: DataTableSort;
  /** Called with the next sort: asc, then desc, then none. The table never sorts by itself. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The search text; the caller debounces and queries the server. */
  filter?: string;
  onFilterChange?: (filter: string) => void;
  filterPlaceholder?: string;
  /** More filters (selects, date ranges) under the search box, laid out in a grid: give each control `w-full`. */
  toolbar?: ReactNode;
  isLoading?: boolean;
  /** A message when the page failed to load. */
  error?: string | null;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  onRowClick?: (row: Row) => void;
  className?: string;
};

/** The sort after clicking a column header: none -> asc -> desc -> none. */
export function nextSort(current: DataTableSort | undefined, columnId: string): DataTableSort {
  if (!current || current.id !== columnId) return { id: columnId, direction: 'asc' };
  if (current.direction === 'asc') return { id: columnId, direction: 'desc' };
  return null;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * A server-driven table: the caller passes one page of rows, the total, the page, the page size, the sort and the
 * filter, and gets callbacks when the user changes any of them. Loading, error and empty states included.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  total,
  page,
  pageSize,
  onPageChange,
  pageSizeOptions = [10, 20, 50],
  onPageSizeChange,
  sort,
  onSortChange,
  filter,
  onFilterChange,
  filterPlaceholder = 'Search…',
  toolbar,
  isLoading = false,
  error,
  onRetry,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  onRowClick,
  className,
}: DataTableProps<Row>) {
  const searchId = useId();
  const pageSizeId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hasToolbar = Boolean(onFilterChange || toolbar);

  let body: ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
      <tr key={`skeleton-${index}`} className="border-b last:border-b-0">
        {columns.map((column) => (
          <td
            key={column.id}
            className={cn('px-3 py-3.5 first:pl-4 last:pr-4', hiddenClasses(column))}
          >
            <Skeleton className="h-4 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length > 0 && !error) {
    body = rows.map((row) => (
      <tr
        key={getRowId(row)}
        className={cn(
          'border-b transition-colors last:border-b-0 hover:bg-muted/50',
          onRowClick && 'cursor-pointer',
        )}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
      >
        {columns.map((column) => (
          <td
            key={column.id}
            className={cn(
              'px-3 py-3 align-middle first:pl-4 last:pr-4',
              (column.nowrap ?? column.align === 'right') && 'whitespace-nowrap',
              ALIGN[column.align ?? 'left'],
              hiddenClasses(column),
              column.className,
            )}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cn('grid min-w-0 gap-4', className)}>
      {hasToolbar && (
        <div className="grid gap-3">
          {onFilterChange && (
            <div className="relative w-full sm:max-w-sm">
              <label htmlFor={searchId} className="sr-only">
                {filterPlaceholder.replace(/…$/, '')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={filter ?? ''}
                placeholder={filterPlaceholder}
                onChange={(event) => onFilterChange(event.target.value)}
                className="pl-9"
              />
            </div>
          )}
          {/* The filters in a grid of equal columns, each control as wide as its column; top-aligned, so a filter
              that shows its error below keeps its label in line with the others. */}
          {/* The filters in a grid of equal columns: as many as fit, each control as wide as its column. */}
          {toolbar && (
            <div
              data-slot="table-filters"
              className="grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] items-start gap-3"
            >
              {toolbar}
            </div>
          )}
        </div>
      )}

      <div className="min-w-0 overflow-hidden rounded-xl border bg-card shadow-xs">
        <div className="overflow-x-auto">
          <table className="w-full caption-bottom text-sm" aria-busy={isLoading || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b bg-muted/60">
              <tr>
                {columns.map((column) => {
                  const isSorted = sort?.id === column.id;
                  const ariaSort = isSorted
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined;
                  const SortIcon = !isSorted
                    ? ChevronsUpDown
                    : sort.direction === 'asc'
                      ? ArrowUp
                      : ArrowDown;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={column.sortable ? (ariaSort ?? 'none') : undefined}
                      className={cn(
                        'h-11 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4',
                        ALIGN[column.align ?? 'left'],
                        hiddenClasses(column),
                      )}
                    >
                      {column.sortable && onSortChange ? (
                        <button
                          type="button"
                          onClick={() => onSortChange(nextSort(sort, column.id))}
                          className={cn(
                            '-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 uppercase',
                            'transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none',
                            'focus-visible:ring-2 focus-visible:ring-ring',
                            isSorted && 'text-foreground',
                          )}
                        >
                          {column.header}
                          <SortIcon aria-hidden="true" className="size-3.5" />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        {!isLoading && error && (
          <div className="p-4">
            <EmptyState
              tone="destructive"
              icon={CircleAlert}
              title="Couldn't load this list"
              description={error}
              className="border-0"
              action={
                onRetry && (
                  <Button variant="outline" onClick={onRetry}>
                    <RefreshCw aria-hidden="true" />
                    Try again
                  </Button>
                )
              }
            />
          </div>
        )}
        {!isLoading && !error && rows.length === 0 && (
          <div className="p-4">
            <EmptyState icon={Inbox} title={emptyTitle} description={emptyDescription} className="border-0" />
          </div>
        )}
      </div>

      <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total}`}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          {onPageSizeChange && (
            <div className="flex items-center gap-2">
              <label htmlFor={pageSizeId} className="text-sm whitespace-nowrap text-muted-foreground">
                Rows per page
              </label>
              <NativeSelect
                id={pageSizeId}
                value={pageSize}
                onChange={(event) => onPageSizeChange(Number(event.target.value))}
                className="h-8 w-20 py-0 text-sm"
              >
                {pageSizeOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {pageCount > 1 && (
            <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} disabled={isLoading} />
          )}
        </div>
      </div>
    </div>
  );
}
