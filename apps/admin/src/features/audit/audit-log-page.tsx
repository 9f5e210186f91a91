import { adminUsersQueryOptions, auditLogQueryOptions } from '@ridebook/api-client';
import { cn, DataTable, type DataTableColumn, formatDateTime } from '@ridebook/ui';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  dateProblem,
  type AuditEntry,
  type AuditLogParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DateRangeFilter, FilterInput } from '../../components/filter-input.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ridePath, userPath } from '../../config/paths.ts';
import { readOption, readPositiveInt, useUrlState } from '../../lib/use-url-state.ts';
import { describeAuditDetails } from './audit-details.tsx';
import { TARGET_TYPE_LABELS } from './audit-labels.ts';

const PAGE_SIZES = [20, 50, 100] as const;

function Target({ entry }: { entry: AuditEntry }) {
  const type = TARGET_TYPE_LABELS[entry.targetType as keyof typeof TARGET_TYPE_LABELS] ?? entry.targetType;
  if (!entry.targetId) return <>{type}</>;
  if (entry.targetType === 'user' || entry.targetType === 'driver')
    return (
      <Link to={userPath(entry.targetId)} className="text-primary hover:underline">
        {entry.targetName ?? `${type} ${entry.targetId.slice(0, 8)}`}
      </Link>
    );
  if (entry.targetType === 'ride')
    return (
      <Link to={ridePath(entry.targetId)} className="text-primary hover:underline">
        Ride {entry.targetId.slice(0, 8)}
      </Link>
    );
  return <>{`${type} ${entry.targetId.slice(0, 8)}`}</>;
}

function AuditNotes({ entry, className }: { entry: AuditEntry; className?: string }) {
  return (
    <div className={cn('text-sm', className)}>
      {entry.reason && <p>{entry.reason}</p>}
      <p className="text-xs break-words text-muted-foreground">{describeAuditDetails(entry)}</p>
    </div>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  // Cells wrap, so the table fits a phone without scrolling sideways (a settings row has nothing to focus).
  { id: 'at', header: 'When', className: 'whitespace-normal', cell: (entry) => formatDateTime(entry.at) },
  {
    id: 'actor',
    header: 'Who',
    hideOnMobile: true,
    cell: (entry) => entry.actor?.name ?? 'A removed admin',
  },
  {
    id: 'action',
    header: 'What',
    className: 'whitespace-normal',
    cell: (entry) => (
      <>
        {auditActionLabel(entry.action)}
        {/* A phone has no room for the notes column: they follow the action. */}
        <AuditNotes entry={entry} className="mt-1 sm:hidden" />
      </>
    ),
  },
  {
    id: 'target',
    header: 'To whom',
    className: 'whitespace-normal',
    cell: (entry) => <Target entry={entry} />,
  },
  {
    id: 'reason',
    header: 'Reason and details',
    hideOnMobile: true,
    className: 'max-w-96 whitespace-normal',
    cell: (entry) => <AuditNotes entry={entry} />,
  },
];

function auditParams(read: (key: string) => string): AuditLogParams {
  // The API's own date rule (DATE_LIMITS): a date it would refuse is not sent; the filter shows why.
  const day = (key: string) => (dateProblem(read(key), 'day') === null ? read(key) : undefined);
  return {
    page: readPositiveInt(read('page'), 1),
    pageSize: readOption(read('pageSize'), ['20', '50', '100']) ? Number(read('pageSize')) : 20,
    action: readOption(read('action'), AUDIT_ACTIONS),
    actorId: read('actorId') || undefined,
    targetType: readOption(read('targetType'), AUDIT_TARGET_TYPES),
    targetId: read('targetId') || undefined,
    from: day('from'),
    to: day('to'),
  };
}

/** Audit log: who did what, when, to whom, newest first, filtered by action, admin, target and dates. */
export function AuditLogPage() {
  const { read, update } = useUrlState();
  const params = auditParams(read);
  const log = useQuery(auditLogQueryOptions(params));
  const admins = useQuery(
    adminUsersQueryOptions('users', { role: 'admin', pageSize: 100, sort: 'name', order: 'asc' }),
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title="Audit Log"
        description="Every administrator action: blocks, approvals, cancellations, SOS and settings."
      />
      <DataTable
        caption="Audit log"
        columns={COLUMNS}
        rows={log.data?.data ?? []}
        getRowId={(entry) => String(entry.id)}
        total={log.data?.page.total ?? 0}
        page={params.page ?? 1}
        pageSize={params.pageSize ?? 20}
        pageSizeOptions={PAGE_SIZES}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        toolbar={
          <>
            <FilterSelect
              label="Action"
              anyLabel="Any action"
              value={params.action ?? ''}
              options={AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: auditActionLabel(action),
              }))}
              onChange={(action) => update({ action })}
            />
            <FilterSelect
              label="Administrator"
              anyLabel="Any administrator"
              value={params.actorId ?? ''}
              options={(admins.data?.data ?? []).map((admin) => ({ value: admin.id, label: admin.name }))}
              onChange={(actorId) => update({ actorId })}
            />
            <FilterSelect
              label="Target"
              anyLabel="Any target"
              value={params.targetType ?? ''}
              options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_TYPE_LABELS[type] }))}
              onChange={(targetType) => update({ targetType })}
            />
            <FilterInput
              label="Target id"
              value={read('targetId')}
              onChange={(event) => update({ targetId: event.target.value.trim() }, { replace: true })}
            />
            <DateRangeFilter from={read('from')} to={read('to')} onChange={(range) => update(range)} />
          </>
        }
        isLoading={log.isPending}
        error={listErrorMessage(log.error)}
        onRetry={() => void log.refetch()}
        emptyTitle="Nothing recorded"
        emptyDescription="No administrator action matches these filters."
      />
    </div>
  );
}
