import { auditLogResponseSchema, type AuditLogParams, type AuditLogResponse } from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/audit-log: admin actions, newest first, filtered by action, actor, target and dates, a page at a time. */
export function getAuditLog(
  params: AuditLogParams = {},
  options?: RequestOptions,
): Promise<AuditLogResponse> {
  return requestParsed(auditLogResponseSchema, GET('/admin/audit-log', params), options);
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
