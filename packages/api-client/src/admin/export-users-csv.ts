import type { AdminUserListParams } from '@ridebook/validation';
import { CSV_RESPONSE } from '../csv-response.ts';
import type { RequestOptions } from '../http-client.ts';
import { sendRequest } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

export type UsersCsv = { filename: string; csv: string };

/** The name the API gives the file; readable only when the API shares the header (one origin, or exposed by CORS). */
const FILENAME = /filename="([^"]+)"/;
const FALLBACK_FILENAME = 'ridebook-users.csv';

/**
 * GET /admin/users/export.csv: every account matching the filters (no paging), in the list's order, as CSV text
 * with its file name (ridebook-users-YYYY-MM-DD.csv). The caller saves it (a Blob and a download link).
 */
export async function exportUsersCsv(
  params: Omit<AdminUserListParams, 'page' | 'pageSize'> = {},
  options?: RequestOptions,
): Promise<UsersCsv> {
  const response = await sendRequest({ path: '/admin/users/export.csv', params, ...CSV_RESPONSE }, options);
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { filename: FILENAME.exec(disposition)?.[1] ?? FALLBACK_FILENAME, csv: String(response.data) };
}

/** Fetches the export on demand (a button), not on render. */
export function useExportUsersCsv(
  options: MutationHookOptions<UsersCsv, Omit<AdminUserListParams, 'page' | 'pageSize'>> = {},
) {
  return useEndpointMutation(exportUsersCsv, options);
}
