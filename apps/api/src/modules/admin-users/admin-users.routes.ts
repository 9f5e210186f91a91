import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  driverCityChangeSchema,
  DRIVER_APPROVAL_ACTIONS,
  adminDriversQuerySchema,
  adminReasonBodySchema,
  adminRidersQuerySchema,
  adminUserDetailResponseSchema,
  adminUserIdParamsSchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUsersExportQuerySchema,
  adminUsersQuerySchema,
  optionalAdminReasonBodySchema,
  type DriverApprovalAction,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { AdminUsersService } from './admin-users.service.ts';
import type { DriverApprovalService } from './driver-approval.service.ts';

export type AdminUsersRoutesOptions = {
  adminUsersService: AdminUsersService;
  driverApprovalService: DriverApprovalService;
};

const APPROVAL_SUMMARIES: Record<DriverApprovalAction, string> = {
  approve: 'Approve a pending or rejected driver',
  reject: 'Reject a pending driver, with a reason',
  suspend:
    'Suspend an approved driver, with a reason: ends their sessions, cancels their ride, takes them offline',
  reinstate: 'Reinstate a suspended driver',
};

/**
 * /api/admin/users, /riders, /drivers: the admin's lists (one query, the same filters), the CSV export, a user's
 * detail, blocking and driver approval. Admins only; answers are never cached (personal data).
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (
  app,
  { adminUsersService, driverApprovalService },
) => {
  const adminOnly = app.requireRole('admin');
  const listErrors = errorResponses(400, 401, 403);
  const actionErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/admin/users',
    {
      schema: {
        operationId: 'listUsers',
        tags: ['admin'],
        summary: 'Every account: search, filter by role, status and driver standing, sort, page',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListResponseSchema, ...listErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return adminUsersService.list(filters, { page, pageSize });
    },
  );

  app.get(
    '/admin/riders',
    {
      schema: {
        operationId: 'listRiders',
        tags: ['admin'],
        summary: 'Riders: search, filter by status, sort, page',
        querystring: adminRidersQuerySchema,
        response: { 200: adminUserListResponseSchema, ...listErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return adminUsersService.list({ ...filters, role: 'rider' }, { page, pageSize });
    },
  );

  app.get(
    '/admin/drivers',
    {
      schema: {
        operationId: 'listDrivers',
        tags: ['admin'],
        summary: 'Drivers: search, filter by status, approval and online, sort, page',
        querystring: adminDriversQuerySchema,
        response: { 200: adminUserListResponseSchema, ...listErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return adminUsersService.list({ ...filters, role: 'driver' }, { page, pageSize });
    },
  );

  app.get(
    '/admin/users/export.csv',
    {
      schema: {
        operationId: 'exportUsersCsv',
        tags: ['admin'],
        summary:
          'The filtered list as CSV (every matching row), ridebook-users-YYYY-MM-DD.csv; times in local time of timeZone (default: the operator’s), stated in X-Time-Zone',
        querystring: adminUsersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV with a header row'), ...listErrors },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const { filename, csv, timeZone } = await adminUsersService.exportCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-time-zone', timeZone)
        .send(csv);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        operationId: 'getUser',
        tags: ['admin'],
        summary: 'One account with its figures and its 10 most recent rides',
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await adminUsersService.get(request.params.id) }),
  );

  app.post(
    '/admin/users/:id/block',
    {
      schema: {
        operationId: 'blockUser',
        tags: ['admin'],
        summary:
          'Block a rider or driver, with a reason: ends their sessions, cancels their open ride, takes a driver offline',
        params: adminUserIdParamsSchema,
        body: adminReasonBodySchema,
        response: { 200: adminUserResponseSchema, ...actionErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await adminUsersService.block(currentUser(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/admin/users/:id/unblock',
    {
      schema: {
        operationId: 'unblockUser',
        tags: ['admin'],
        summary: 'Unblock an account (an optional note for the audit log); they can sign in again',
        params: adminUserIdParamsSchema,
        body: optionalAdminReasonBodySchema,
        response: { 200: adminUserResponseSchema, ...actionErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await adminUsersService.unblock(currentUser(request), request.params.id, request.body?.reason),
    }),
  );

  app.put(
    '/admin/drivers/:id/city',
    {
      schema: {
        tags: ['admin'],
        operationId: 'changeDriverCity',
        summary: 'Move an offline driver to another city (409 while they are online)',
        params: adminUserIdParamsSchema,
        body: driverCityChangeSchema,
        response: { 200: adminUserResponseSchema, ...actionErrors },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await driverApprovalService.changeCity(
        currentUser(request),
        request.params.id,
        request.body.cityId,
      ),
    }),
  );

  for (const action of DRIVER_APPROVAL_ACTIONS) {
    const isReasonRequired = action === 'reject' || action === 'suspend';
    app.post(
      `/admin/drivers/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          operationId: `${action}Driver`,
          summary: APPROVAL_SUMMARIES[action],
          params: adminUserIdParamsSchema,
          body: isReasonRequired ? adminReasonBodySchema : optionalAdminReasonBodySchema,
          response: { 200: adminUserResponseSchema, ...actionErrors },
        },
        onRequest: adminOnly,
      },
      async (request) => ({
        data: await driverApprovalService.change(
          currentUser(request),
          request.params.id,
          action,
          request.body?.reason,
        ),
      }),
    );
  }
};
