import { adminSosPageResponseSchema, type AdminSosPage, type AdminSosQuery } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/sos?status=&page=&pageSize=: SOS alerts, newest first (admins). */
export function getSosAlerts(query: AdminSosQuery = {}, options?: RequestOptions): Promise<AdminSosPage> {
  return requestParsed(adminSosPageResponseSchema, GET('/admin/sos', query), options);
}

/** Kept fresh by acknowledge and resolve (and, in the console, by the ops stream's sos.raised / sos.updated). */
export const sosAlertsQueryOptions = (query: AdminSosQuery = {}) =>
  endpointQueryOptions(queryKeys.safety.sosAlerts(query), (options) => getSosAlerts(query, options));

export const useSosAlerts = (query: AdminSosQuery = {}) => useQuery(sosAlertsQueryOptions(query));
