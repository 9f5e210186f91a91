import { adminUsersQueryOptions, useCities, type AdminUserScope } from '@ridebook/api-client';
import { DataTable, type DataTableColumn, type DataTableSort } from '@ridebook/ui';
import { ACCOUNT_STATUSES, DRIVER_APPROVAL_STATUSES, ROLES, type AdminUser } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { FilterSelect } from '../../components/filter-select.tsx';
import { listErrorMessage } from '../../components/load-error.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { userPath } from '../../config/paths.ts';
import { formatDate, formatRating } from '../../lib/format.ts';
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts';
import { useUrlState } from '../../lib/use-url-state.ts';
import { ExportUsersButton } from './export-users-button.tsx';
import {
  APPROVAL_LABELS,
  ApprovalBadge,
  OnlineBadge,
  ROLE_LABELS,
  RoleBadge,
  STATUS_LABELS,
  StatusBadge,
} from './user-badges.tsx';
import { SCOPE_FILTERS, USER_PAGE_SIZES, userListParams } from './user-list-params.ts';

/** The spec's menu names the three lists; each is its page's heading. */
const SCOPE_PAGES: Record<AdminUserScope, { title: string; description: string; caption: string }> = {
  users: {
    title: 'All Users',
    description: 'Every account: riders, drivers and administrators.',
    caption: 'All users',
  },
  riders: {
    title: 'Rider Management',
    description: 'Riders, their rides and their standing.',
    caption: 'Riders',
  },
  drivers: {
    title: 'Driver Management',
    description: 'Drivers, their vehicles, approval and who is online now.',
    caption: 'Drivers',
  },
};

const toOptions = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** A driver's city by name (a dash for a rider or an admin, and while the cities load). */
function cityCell(user: AdminUser, cityNames: ReadonlyMap<string, string>) {
  const name = user.driver?.cityId ? cityNames.get(user.driver.cityId) : undefined;
  return name ?? <span className="text-muted-foreground">—</span>;
}

function userColumns(
  scope: AdminUserScope,
  cityNames: ReadonlyMap<string, string>,
): DataTableColumn<AdminUser>[] {
  const showsDriver = SCOPE_FILTERS[scope].driver;
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (user) => (
        <div className="min-w-0">
          <Link to={userPath(user.id)} className="font-medium text-primary hover:underline">
            {user.name}
          </Link>
          {/* A long address may break anywhere rather than widen the table. */}
          <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{user.email}</p>
        </div>
      ),
    },
    ...(scope === 'users'
      ? [{ id: 'role', header: 'Role', cell: (user: AdminUser) => <RoleBadge role={user.role} /> }]
      : []),
    { id: 'status', header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
    ...(showsDriver
      ? [
          {
            id: 'driver',
            header: 'Driver',
            hideOnMobile: true,
            cell: (user: AdminUser) =>
              user.driver ? (
                <div className="flex flex-wrap gap-1">
                  <ApprovalBadge status={user.driver.approvalStatus} />
                  <OnlineBadge isOnline={user.driver.online} />
                </div>
              ) : (
                <span className="text-muted-foreground">—</span>
              ),
          },
          { id: 'city', header: 'City', cell: (user: AdminUser) => cityCell(user, cityNames) },
        ]
      : []),
    {
      id: 'rides',
      header: 'Rides',
      sortable: true,
      align: 'right',
      hideOnMobile: true,
      cell: (user) => user.rideCount,
    },
    {
      id: 'rating',
      header: 'Rating',
      sortable: true,
      hideOnMobile: true,
      cell: (user) => formatRating(user.rating, user.ratingCount),
    },
    {
      id: 'createdAt',
      header: 'Joined',
      sortable: true,
      hideOnMobile: true,
      cell: (user) => formatDate(user.createdAt),
    },
  ];
}

/** All Users, Rider Management and Driver Management: one list, searched, filtered, sorted and paged by the API. */
export function UserListPage({ scope }: { scope: AdminUserScope }) {
  const { searchParams, read, update } = useUrlState();
  const params = userListParams(scope, searchParams);
  const list = useQuery(adminUsersQueryOptions(scope, params));
  const cities = useCities();
  const cityNames = new Map((cities.data ?? []).map((city) => [city.id, city.name]));
  const navigate = useNavigate();
  const [search, setSearch] = useDebouncedSearch(read('q'), (q) => update({ q }, { replace: true }));
  const filters = SCOPE_FILTERS[scope];
  const page = SCOPE_PAGES[scope];
  const sort: DataTableSort = params.sort ? { id: params.sort, direction: params.order ?? 'desc' } : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1">
      <PageHeader
        title={page.title}
        description={page.description}
        actions={<ExportUsersButton params={params} />}
      />
      <DataTable
        caption={page.caption}
        columns={userColumns(scope, cityNames)}
        rows={list.data?.data ?? []}
        getRowId={(user) => user.id}
        total={list.data?.page.total ?? 0}
        page={params.page ?? 1}
        pageSize={params.pageSize ?? 20}
        pageSizeOptions={USER_PAGE_SIZES}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(pageSize) => update({ pageSize })}
        sort={sort}
        onSortChange={(next) => update({ sort: next?.id, order: next?.direction })}
        filter={search}
        onFilterChange={setSearch}
        filterPlaceholder="Search name, email or phone…"
        toolbar={
          <>
            {filters.role && (
              <FilterSelect
                label="Role"
                anyLabel="Any role"
                value={params.role ?? ''}
                options={toOptions(ROLES, ROLE_LABELS)}
                onChange={(role) => update({ role })}
              />
            )}
            <FilterSelect
              label="Status"
              anyLabel="Any status"
              value={params.status ?? ''}
              options={toOptions(ACCOUNT_STATUSES, STATUS_LABELS)}
              onChange={(status) => update({ status })}
            />
            {filters.driver && (
              <>
                <FilterSelect
                  label="Approval"
                  anyLabel="Any approval"
                  value={params.approval ?? ''}
                  options={toOptions(DRIVER_APPROVAL_STATUSES, APPROVAL_LABELS)}
                  onChange={(approval) => update({ approval })}
                />
                <FilterSelect
                  label="Online"
                  anyLabel="Online or offline"
                  value={params.online === undefined ? '' : String(params.online)}
                  options={[
                    { value: 'true', label: 'Online now' },
                    { value: 'false', label: 'Offline' },
                  ]}
                  onChange={(online) => update({ online })}
                />
              </>
            )}
          </>
        }
        isLoading={list.isPending}
        error={listErrorMessage(list.error)}
        onRetry={() => void list.refetch()}
        emptyTitle="No accounts match"
        emptyDescription="Try another search or clear a filter."
        onRowClick={(user) => void navigate(userPath(user.id))}
      />
    </div>
  );
}
