// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES, PAGINATION_MESSAGES, type AuditLogResponse } from '@ridebook/validation';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys.ts';
import { failure, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { auditLogQueryOptions, getAuditLog, useAuditLog } from './get-audit-log.ts';

const log: AuditLogResponse = {
  data: [
    {
      id: 7,
      at: '2026-11-21T09:00:00.000Z',
      action: 'user.block',
      actor: { id: 'admin-1', name: 'Ops Lead', email: 'ops@example.com' },
      targetType: 'user',
      targetId: 'user-1',
      targetName: 'Ada Rider',
      reason: 'Spam',
      details: { role: 'rider', openRideIds: [] },
    },
  ],
  page: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
};

const api = fakeApiForEachTest();

describe('audit log', () => {
  it('gets /admin/audit-log with the filters as query parameters', async () => {
    api.responders['GET /admin/audit-log'] = { status: 200, body: log };
    const params = {
      action: 'user.block',
      targetType: 'user',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    } as const;
    await expect(getAuditLog(params)).resolves.toEqual(log);
    expect(api.lastParams('GET /admin/audit-log')).toEqual({ ...params, page: '2' });
    expect(auditLogQueryOptions(params).queryKey).toEqual(queryKeys.audit.log(params));
  });

  it('rejects with the field error of a bad range, and 403 for a non-admin', async () => {
    const invalid = {
      message: MESSAGES.validationFailed,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'to', message: PAGINATION_MESSAGES.dateRangeInvalid }],
    };
    api.responders['GET /admin/audit-log'] = ({ params }) =>
      params.from === '2026-12-01' && params.to === '2026-11-01'
        ? { status: 400, body: invalid }
        : { status: 500 };
    await expect(getAuditLog({ from: '2026-12-01', to: '2026-11-01' })).rejects.toMatchObject({
      status: 400,
      body: invalid,
    });
    api.responders['GET /admin/audit-log'] = failure(403, {
      message: MESSAGES.forbidden,
      code: ERROR_CODES.FORBIDDEN,
    });
    await expect(getAuditLog()).rejects.toMatchObject({ status: 403, code: ERROR_CODES.FORBIDDEN });
  });

  it('useAuditLog loads a page', async () => {
    api.responders['GET /admin/audit-log'] = { status: 200, body: log };
    const { result } = renderHookWithClient(() => useAuditLog({ actorId: 'admin-1' }));
    await waitFor(() => expect(result.current.data).toEqual(log));
  });
});
