import {
  DRIVER_ASSIGNED_STATUSES,
  rideListQuerySchema,
  type RideListParams,
  type RideStatus,
} from '@ridebook/validation';
import { readPage } from '../../lib/search-params.ts';

/** The status filter's choices: "in progress" is any status while the driver holds the ride. */
export const STATUS_FILTERS = {
  completed: { label: 'Completed', statuses: ['completed'] },
  cancelled: { label: 'Cancelled', statuses: ['cancelled'] },
  active: { label: 'In progress', statuses: DRIVER_ASSIGNED_STATUSES },
} as const satisfies Record<string, { label: string; statuses: readonly RideStatus[] }>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

/** The filters as the form and the URL hold them: text; fares in dollars ("12.50"); blank means "any". */
export type HistoryFilters = {
  from: string;
  to: string;
  status: StatusFilter | '';
  minFare: string;
  maxFare: string;
};
export type HistoryFilterErrors = Partial<Record<keyof HistoryFilters, string>>;

export const NO_FILTERS: HistoryFilters = { from: '', to: '', status: '', minFare: '', maxFare: '' };
const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof HistoryFilters)[];

function isStatusFilter(value: string): value is StatusFilter {
  return Object.hasOwn(STATUS_FILTERS, value);
}

export function readFilters(searchParams: URLSearchParams): HistoryFilters {
  const status = searchParams.get('status') ?? '';
  return {
    from: searchParams.get('from') ?? '',
    to: searchParams.get('to') ?? '',
    status: isStatusFilter(status) ? status : '',
    minFare: searchParams.get('minFare') ?? '',
    maxFare: searchParams.get('maxFare') ?? '',
  };
}

export function readHistorySearch(searchParams: URLSearchParams) {
  return { filters: readFilters(searchParams), page: readPage(searchParams) };
}

/** The URL's query for the filters and the page: blank filters and page 1 left out. */
export function historySearchParams(filters: HistoryFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** "12.50" -> 1250 cents; blank stays absent; anything else is NaN, which the contract refuses. */
function dollarsToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

/** GET /driver/rides's query for the filters and page. */
export function toRideListParams(filters: HistoryFilters, page: number, pageSize: number): RideListParams {
  const params: RideListParams = { page, pageSize };
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.status) params.status = [...STATUS_FILTERS[filters.status].statuses];
  const minFare = dollarsToCents(filters.minFare);
  const maxFare = dollarsToCents(filters.maxFare);
  if (minFare !== undefined) params.minFare = minFare;
  if (maxFare !== undefined) params.maxFare = maxFare;
  return params;
}

/** What is wrong with the filters, by the API's own contract and messages (first message per field). */
export function validateFilters(filters: HistoryFilters): HistoryFilterErrors {
  const result = rideListQuerySchema.safeParse(toRideListParams(filters, 1, 1));
  const errors: HistoryFilterErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FILTER_KEYS.includes(field as keyof HistoryFilters)) {
      errors[field as keyof HistoryFilters] ??= issue.message;
    }
  }
  return errors;
}
