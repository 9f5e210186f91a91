import { adminMailResponseSchema, type AdminMailParams, type AdminMailResponse } from '@ridebook/validation';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/mail: the e-mail kept in the outbox (no SMTP_URL), newest first, a page at a time; admins only. */
export function getAdminMail(
  params: AdminMailParams = {},
  options?: RequestOptions,
): Promise<AdminMailResponse> {
  return requestParsed(adminMailResponseSchema, GET('/admin/mail', params), options);
}

export const adminMailQueryOptions = (params: AdminMailParams = {}) =>
  pagedQueryOptions(queryKeys.mail.list(params), getAdminMail, params);
