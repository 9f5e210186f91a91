import { auditLogResponseSchema, type AuditLogParams, type AuditLogResponse } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
  pagedQueryOptions(queryKeys.audit.log(params), getAuditLog, params);

export const useAuditLog = (params: AuditLogParams = {}) => useQuery(auditLogQueryOptions(params));
