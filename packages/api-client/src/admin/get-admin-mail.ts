import { adminMailResponseSchema, type AdminMailParams, type AdminMailResponse } from '@ridebook/validation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/mail: the e-mail kept in the outbox (no SMTP_URL), newest first, a page at a time; admins only. */
export async function getAdminMail(
  params: AdminMailParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminMailResponse> {
  const response = await http.get<unknown>('/admin/mail', { params, signal });
  return parseResponse(adminMailResponseSchema, response);
}

export function adminMailQueryOptions(params: AdminMailParams = {}) {
  return queryOptions({
    queryKey: queryKeys.mail.list(params),
    queryFn: ({ signal }) => getAdminMail(params, { signal }),
    placeholderData: keepPreviousData,
  });
}
