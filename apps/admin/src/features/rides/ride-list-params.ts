import {
  RIDE_SORT_COLUMNS,
  RIDE_STATUSES,
  dateProblem,
  type AdminRideListParams,
} from '@ridebook/validation';
import { readOption, readPositiveInt } from '../../lib/use-url-state.ts';

/** Fares in the address are in the currency's major unit (10 = $10.00); the API takes cents. */
const CENTS_PER_UNIT = 100;

function readAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * CENTS_PER_UNIT) : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** All Rides' query from the address; values the API would refuse are left out. */
export function rideListParams(search: URLSearchParams): AdminRideListParams {
  const read = (key: string) => search.get(key) ?? '';
  const status = readOption(read('status'), RIDE_STATUSES);
  // The API's own date rule (DATE_LIMITS): a date it would refuse is not sent; the filter shows why.
  const day = (key: string) => (dateProblem(read(key), 'day') === null ? read(key) : undefined);
  /** A person's or a city's id: anything else in the address is left out. */
  const person = (key: string) => (UUID.test(read(key)) ? read(key) : undefined);
  const params: AdminRideListParams = {
    page: readPositiveInt(read('page'), 1),
    pageSize: readOption(read('pageSize'), ['10', '20', '50']) ? Number(read('pageSize')) : 20,
  };
  const optional: Partial<AdminRideListParams> = {
    sort: readOption(read('sort'), RIDE_SORT_COLUMNS),
    order: readOption(read('order'), ['asc', 'desc']),
    from: day('from'),
    to: day('to'),
    status: status ? [status] : undefined,
    driverId: person('driverId'),
    riderId: person('riderId'),
    cityId: person('city'),
    minFare: readAmount(read('minFare')),
    maxFare: readAmount(read('maxFare')),
    q: read('q') || undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}
