import type { AdminUserScope } from '@ridebook/api-client';
import {
  ACCOUNT_STATUSES,
  ADMIN_USER_SORTS,
  DRIVER_APPROVAL_STATUSES,
  ROLES,
  type AdminUserListParams,
} from '@ridebook/validation';
import { readOption, readPositiveInt } from '../../lib/use-url-state.ts';

export const USER_PAGE_SIZES = [10, 20, 50] as const;

/** Which filters each list offers: riders have no role, approval or online; drivers no role. */
export const SCOPE_FILTERS: Record<AdminUserScope, { role: boolean; driver: boolean }> = {
  users: { role: true, driver: true },
  riders: { role: false, driver: false },
  drivers: { role: false, driver: true },
};

/** The list's query from the address: unknown values are left out, so the API's defaults apply. */
export function userListParams(scope: AdminUserScope, search: URLSearchParams): AdminUserListParams {
  const read = (key: string) => search.get(key) ?? '';
  const filters = SCOPE_FILTERS[scope];
  const online = read('online');
  return {
    page: readPositiveInt(read('page'), 1),
    pageSize: readOption(read('pageSize'), ['10', '20', '50']) ? Number(read('pageSize')) : 20,
    sort: readOption(read('sort'), ADMIN_USER_SORTS),
    order: readOption(read('order'), ['asc', 'desc']),
    q: read('q') || undefined,
    status: readOption(read('status'), ACCOUNT_STATUSES),
    role: filters.role ? readOption(read('role'), ROLES) : undefined,
    approval: filters.driver ? readOption(read('approval'), DRIVER_APPROVAL_STATUSES) : undefined,
    online: filters.driver && (online === 'true' || online === 'false') ? online === 'true' : undefined,
  };
}
