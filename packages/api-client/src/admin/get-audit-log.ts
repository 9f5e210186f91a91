import { auditLogResponseSchema, type AuditLogParams, type AuditLogResponse } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { KEEP_PREVIOUS_PAGE, endpointQueryOptions } from '../endpoint-query.ts';
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

export const auditLogQueryOptions = (params: AuditLogParams = {}) =>
  endpointQueryOptions(
    queryKeys.audit.log(params),
    (options) => getAuditLog(params, options),
    KEEP_PREVIOUS_PAGE,
  );

export const useAuditLog = (params: AuditLogParams = {}) => useQuery(auditLogQueryOptions(params));
