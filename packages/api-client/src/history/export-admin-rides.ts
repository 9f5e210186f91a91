import type { AdminRideListParams } from '@ridebook/validation';
import { CSV_RESPONSE } from '../csv-response.ts';
import { ApiClientError } from '../errors.ts';
import type { RequestOptions } from '../http-client.ts';
import { sendRequest } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { rideListSearchParams } from './ride-list-params.ts';

export type RideExport = {
  /** e.g. ridebook-rides-2026-03-01.csv, from Content-Disposition. */
  filename: string;
  csv: string;
  /** Rides that matched: more than the file holds when the export was capped. */
  total: number;
};

const FILENAME = /filename="([^"]+)"/;

/** GET /admin/rides/export.csv: the rides matching the list's filters, as CSV text (admins). */
export async function exportAdminRides(
  params: AdminRideListParams = {},
  options?: RequestOptions,
): Promise<RideExport> {
  const request = { path: '/admin/rides/export.csv', params: rideListSearchParams(params), ...CSV_RESPONSE };
  const response = await sendRequest(request, options);
  const filename = FILENAME.exec(String(response.headers['content-disposition'] ?? ''))?.[1];
  const total = Number(response.headers['x-total-count']);
  if (typeof response.data !== 'string' || filename === undefined || !Number.isInteger(total)) {
    throw new ApiClientError('The API sent a response this client does not understand.', {
      status: response.status,
    });
  }
  return { filename, csv: response.data, total };
}

/** A download the admin asks for: a mutation, so nothing is cached and nothing runs on its own. */
export function useExportAdminRides(options: MutationHookOptions<RideExport, AdminRideListParams> = {}) {
  return useEndpointMutation(exportAdminRides, options);
}
