import {
  RIDE_SORT_COLUMNS,
  RIDE_STATUSES,
  type RideListParams,
  type RideSortColumn,
  type RideStatus,
} from '@ridebook/validation';

/**
 * The ride history's filters, kept in the address bar so a filtered list can be reloaded, bookmarked and shared:
 * `?q=&from=&to=&minFare=&maxFare=&status=&sort=&order=&page=&pageSize=`. Fares are in the currency's units there
 * (what the rider typed, `minFare=12.5`) and in minor units (cents) in the API's query.
 */
export type HistoryFilters = {
  q: string;
  /** yyyy-mm-dd, a whole day (UTC, as the API reads it); '' for none. */
  from: string;
  to: string;
  /** As typed, in the currency's units; '' for none. */
  minFare: string;
  maxFare: string;
  status: RideStatus | '';
  sort: RideSortColumn | null;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : null;
}

/** What the address says; anything malformed is ignored rather than sent to the API. */
export function readHistoryFilters(search: URLSearchParams): HistoryFilters {
  const day = (key: string) => (DAY.test(search.get(key) ?? '') ? (search.get(key) ?? '') : '');
  const amount = (key: string) => (AMOUNT.test(search.get(key) ?? '') ? (search.get(key) ?? '') : '');
  const pageSize = positiveInt(search.get('pageSize'));
  return {
    q: search.get('q') ?? '',
    from: day('from'),
    to: day('to'),
    minFare: amount('minFare'),
    maxFare: amount('maxFare'),
    status: oneOf(search.get('status'), RIDE_STATUSES) ?? '',
    sort: oneOf(search.get('sort'), RIDE_SORT_COLUMNS),
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: HISTORY_PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The address of these filters: defaults and blanks are left out, so the plain list keeps a plain URL. */
export function writeHistoryFilters(filters: HistoryFilters): URLSearchParams {
  const search = new URLSearchParams();
  const set = (key: string, value: string, isDefault: boolean) => {
    if (!isDefault && value !== '') search.set(key, value);
  };
  set('q', filters.q, false);
  set('from', filters.from, false);
  set('to', filters.to, false);
  set('minFare', filters.minFare, false);
  set('maxFare', filters.maxFare, false);
  set('status', filters.status, false);
  if (filters.sort) {
    search.set('sort', filters.sort);
    search.set('order', filters.order);
  }
  set('page', String(filters.page), filters.page === 1);
  set('pageSize', String(filters.pageSize), filters.pageSize === DEFAULT_PAGE_SIZE);
  return search;
}

/** Units as typed (12.5) -> minor units (1250). */
function toMinorUnits(amount: string): number | undefined {
  return amount === '' ? undefined : Math.round(Number(amount) * 100);
}

/** The API's query for these filters (GET /rider/rides). Newest first unless the rider sorts. */
export function toRideListParams(filters: HistoryFilters): RideListParams {
  const params: RideListParams = {
    page: filters.page,
    pageSize: filters.pageSize,
    sort: filters.sort ?? 'createdAt',
    order: filters.sort ? filters.order : 'desc',
  };
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  const minFare = toMinorUnits(filters.minFare);
  if (minFare !== undefined) params.minFare = minFare;
  const maxFare = toMinorUnits(filters.maxFare);
  if (maxFare !== undefined) params.maxFare = maxFare;
  if (filters.status) params.status = [filters.status];
  return params;
}

/** Whether any filter narrows the list (the empty state then says so and offers to clear them). */
export function hasActiveFilters(filters: HistoryFilters): boolean {
  return Boolean(
    filters.q.trim() || filters.from || filters.to || filters.minFare || filters.maxFare || filters.status,
  );
}
