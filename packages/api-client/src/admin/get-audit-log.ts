import { auditLogResponseSchema, type AuditLogParams, type AuditLogResponse } from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/audit-log: admin actions, newest first, filtered by action, actor, target and dates, a page at a time. */
export async function getAuditLog(
  params: AuditLogParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AuditLogResponse> {
  const response = await http.get<unknown>('/admin/audit-log', { params, signal });
  return parseResponse(auditLogResponseSchema, response);
}

export function auditLogQueryOptions(params: AuditLogParams = {}) {
  return queryOptions({
    queryKey: queryKeys.audit.log(params),
    queryFn: ({ signal }) => getAuditLog(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(params: AuditLogParams = {}) {
  return useQuery(auditLogQueryOptions(params));
}
