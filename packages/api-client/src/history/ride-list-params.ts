import type { AdminRideListParams } from '@ridebook/validation';

/**
 * A ride list's query string: statuses as one comma-separated value (axios would send `status[]=`), blank and
 * absent filters left out.
 */
export function rideListSearchParams(params: AdminRideListParams): Record<string, string | number> {
  const search: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (Array.isArray(value)) {
      if (value.length > 0) search[key] = value.join(',');
    } else if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
      search[key] = value;
    }
  }
  return search;
}
