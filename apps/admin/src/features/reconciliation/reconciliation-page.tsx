import {
  reconciliationRunQueryOptions,
  reconciliationRunsQueryOptions,
  useRunReconciliation,
} from '@ridebook/api-client';
import { Badge, Button, DataTable, type DataTableColumn, formatDateTime, formatMoney } from '@ridebook/ui';
import type { ReconciliationDifference, ReconciliationRun } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { listErrorMessage } from '../../components/load-error.tsx';
import { MoneyList } from '../../components/money-list.tsx';
import { ridePath } from '../../config/paths.ts';

const STATUS_BADGES = {
  queued: <Badge variant="secondary">Running</Badge>,
  completed: <Badge variant="muted">Completed</Badge>,
  failed: <Badge variant="destructive">Failed</Badge>,
} as const satisfies Record<ReconciliationRun['status'], unknown>;

const TRIGGER_LABELS: Record<ReconciliationRun['trigger'], string> = { schedule: 'Daily', admin: 'Run now' };

const RECORD_LABELS: Record<ReconciliationDifference['recordKind'], string> = {
  charge: 'Card payment',
  refund: 'Refund to card',
  payout: 'Driver payout',
};

const DIFFERENCE_LABELS: Record<ReconciliationDifference['kind'], string> = {
  missing_at_provider: 'Missing at the provider',
  missing_in_ridebook: 'Missing in RideBook',
  amount_mismatch: 'Amounts differ',
  state_mismatch: 'States differ',
};

/** "Fri, 27 Nov 2026" of a UTC day. */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** "27 Nov 2026" of a UTC day (the runs' list, narrow enough for a phone). */
function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** One side of a difference: its amount and state, or a dash when that side has no record. */
function Side({
  amount,
  state,
  currency,
}: {
  amount: number | null;
  state: string | null;
  currency: string | null;
}) {
  if (amount === null && state === null) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="grid gap-0.5">
      {amount !== null && <span className="tabular-nums">{formatMoney(amount, currency ?? 'USD')}</span>}
      {state !== null && <span className="text-xs text-muted-foreground">{state.replaceAll('_', ' ')}</span>}
    </div>
  );
}

const DIFFERENCE_COLUMNS: DataTableColumn<ReconciliationDifference>[] = [
  {
    id: 'kind',
    header: 'Difference',
    cell: (difference) => (
      <div className="grid justify-items-start gap-1">
        <Badge variant="warning">{DIFFERENCE_LABELS[difference.kind]}</Badge>
        <span className="text-xs font-medium">{RECORD_LABELS[difference.recordKind]}</span>
        {difference.rideId !== null && (
          <Link className="text-xs underline underline-offset-2" to={ridePath(difference.rideId)}>
            ride
          </Link>
        )}
      </div>
    ),
  },
  {
    id: 'ridebook',
    header: 'RideBook',
    cell: (difference) => (
      <Side
        amount={difference.ridebookAmount}
        state={difference.ridebookState}
        currency={difference.currency}
      />
    ),
  },
  {
    id: 'provider',
    header: 'Provider',
    cell: (difference) => (
      <Side
        amount={difference.providerAmount}
        state={difference.providerState}
        currency={difference.currency}
      />
    ),
  },
  {
    id: 'providerId',
    header: 'Provider id',
    hideOnMobile: true,
    className: 'min-w-0 whitespace-normal wrap-anywhere font-mono text-xs',
    cell: (difference) => difference.providerId ?? '—',
  },
];

/** The differences of one run, read when it is chosen (and again while it runs). */
function RunDifferences({ run }: { run: ReconciliationRun }) {
  const detail = useQuery(reconciliationRunQueryOptions(run.id));
  const rows = detail.data?.differences ?? [];
  const title = `Differences on ${formatDay(run.day)}`;
  return (
    <section aria-labelledby="differences-heading" className="grid gap-3">
      <h2 id="differences-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {run.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The providers could not be read: {run.error ?? 'no answer'}. Run it again once they answer.
        </p>
      )}
      <DataTable
        caption={title}
        columns={DIFFERENCE_COLUMNS}
        rows={rows}
        getRowId={(row) => row.id}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        // Still running (as the list or the run itself says): its differences are not known yet.
        isLoading={detail.isPending || run.status === 'queued' || detail.data?.status === 'queued'}
        error={listErrorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
        emptyTitle={run.status === 'failed' ? 'Not compared' : 'No differences'}
        emptyDescription={
          run.status === 'failed'
            ? 'This run could not read the providers.'
            : 'RideBook’s records and the providers’ agree for this day.'
        }
      />
    </section>
  );
}

/**
 * Reconciliation: every day RideBook compares the previous day's card payments (tips among them), refunds to cards
 * and driver payouts with what the card and payout providers list; "Run now" compares today so far. The latest runs,
 * and the differences of the chosen one (the newest by default). Admins only.
 */
export function ReconciliationPage() {
  const runs = useQuery(reconciliationRunsQueryOptions());
  const runNow = useRunReconciliation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = runs.data?.find((run) => run.id === chosenId) ?? runs.data?.[0];

  const columns: DataTableColumn<ReconciliationRun>[] = [
    { id: 'day', header: 'Day', className: 'whitespace-nowrap', cell: (run) => formatShortDay(run.day) },
    {
      id: 'result',
      header: 'Result',
      cell: (run) => (
        <div className="flex flex-wrap items-center gap-1.5">
          {STATUS_BADGES[run.status]}
          {run.status === 'completed' && (
            <Badge variant={run.differenceCount === 0 ? 'success' : 'warning'}>
              {run.differenceCount === 1 ? '1 difference' : `${run.differenceCount} differences`}
            </Badge>
          )}
        </div>
      ),
    },
    {
      id: 'checked',
      header: 'Compared',
      hideOnMobile: true,
      cell: (run) =>
        `${run.checked.charges} card payments · ${run.checked.refunds} refunds · ${run.checked.payouts} payouts`,
    },
    { id: 'trigger', header: 'Started by', hideOnMobile: true, cell: (run) => TRIGGER_LABELS[run.trigger] },
    {
      id: 'finishedAt',
      header: 'Finished',
      hideOnMobile: true,
      cell: (run) => (run.finishedAt === null ? '—' : formatDateTime(run.finishedAt)),
    },
    {
      id: 'view',
      header: 'Action',
      cell: (run) => (
        <Button
          size="sm"
          variant={run.id === chosen?.id ? 'secondary' : 'outline'}
          aria-pressed={run.id === chosen?.id}
          aria-label={`Show the differences on ${formatDay(run.day)}`}
          onClick={() => setChosenId(run.id)}
        >
          Show
        </Button>
      ),
    },
  ];

  return (
    <MoneyList
      title="Reconciliation"
      description="Every day RideBook compares the day before — card payments and tips, refunds to cards, driver payouts — with what the card and payout providers list, and keeps every difference. Run now compares today so far."
      actions={
        <div className="grid justify-items-end gap-1">
          <Button
            disabled={runNow.isPending}
            onClick={() =>
              runNow.mutate(undefined, {
                onSuccess: (run) => setChosenId(run.id),
              })
            }
          >
            {runNow.isPending ? 'Starting…' : 'Run now'}
          </Button>
          {runNow.error && (
            <p role="alert" className="text-xs text-destructive">
              {runNow.error.message}
            </p>
          )}
        </div>
      }
      caption="Reconciliation runs"
      columns={columns}
      query={runs}
      getRowId={(row) => row.id}
      emptyTitle="No runs yet"
      emptyDescription="The first daily run compares yesterday; Run now compares today so far."
    >
      {chosen !== undefined && <RunDifferences run={chosen} />}
    </MoneyList>
  );
}
