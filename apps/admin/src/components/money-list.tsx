import { Button, DataTable, type DataTableColumn } from '@ridebook/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listErrorMessage } from './load-error.tsx';
import { PageHeader } from './page-header.tsx';

/**
 * The one list of the money pages (Settlements, Payouts, Disputes, Reconciliation): a page header and the rows the
 * API answers in one page (it lists the latest few hundred at most), with loading, error and empty states.
 */
export function MoneyList<Row>({
  title,
  description,
  actions,
  caption = title,
  columns,
  query,
  getRowId,
  emptyTitle,
  emptyDescription,
  onRowClick,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /** The table's accessible name (the title unless said otherwise). */
  caption?: string;
  columns: DataTableColumn<Row>[];
  query: Pick<UseQueryResult<Row[]>, 'data' | 'isPending' | 'error' | 'refetch'>;
  getRowId: (row: Row) => string;
  emptyTitle: string;
  emptyDescription: string;
  onRowClick?: (row: Row) => void;
  /** What the page shows below the list (a selected row's details). */
  children?: ReactNode;
}) {
  const rows = query.data ?? [];
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader title={title} description={description} actions={actions} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        isLoading={query.isPending}
        error={listErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        {...(onRowClick !== undefined && { onRowClick })}
      />
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}

/** A failed row's Retry: shown only when `isShown`, busy while the request runs, the API's refusal under it. */
export function RetryAction({
  isShown,
  label,
  mutation,
  onRetry,
}: {
  isShown: boolean;
  /** The button's accessible name: what is retried ("Retry the capture of $18.50"). */
  label: string;
  mutation: { isPending: boolean; error: { message: string } | null };
  onRetry: () => void;
}) {
  if (!isShown) return null;
  return (
    <div className="grid justify-items-start gap-1">
      <Button size="sm" variant="outline" disabled={mutation.isPending} onClick={onRetry} aria-label={label}>
        {mutation.isPending ? 'Retrying…' : 'Retry'}
      </Button>
      {mutation.error && (
        <p role="alert" className="text-xs text-destructive">
          {mutation.error.message}
        </p>
      )}
    </div>
  );
}
