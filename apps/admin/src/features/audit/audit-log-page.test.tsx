import { installFakeApi, ok, okPage } from '@ridebook/api-client/testing';
import type { AuditEntry } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const REFUND: AuditEntry = {
  id: 7,
  at: '2026-03-02T09:00:00.000Z',
  action: 'ride.refund',
  actor: { id: anAdmin.id, name: anAdmin.name, email: anAdmin.email },
  targetType: 'ride',
  targetId: '0b8f3f4e-6b1a-4c55-9d7e-1f2a3b4c5d6e',
  targetName: null,
  reason: 'Long pickup',
  details: { amount: 500, destination: 'wallet' },
};

describe('the audit log', () => {
  it('filters by every action the API records, refunds included', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/users': okPage([]),
      'GET /admin/audit-log': ({ params }) => okPage(params.action === 'ride.refund' ? [REFUND] : []),
    });
    const { user, router } = renderPage(<AuditLogPage />, { path: '/admin/audit-log' });

    const action = await screen.findByLabelText('Action');
    expect(within(action).getByRole('option', { name: 'Refunded a ride' })).toBeTruthy();
    expect(within(action).getByRole('option', { name: 'Cancelled a ride' })).toBeTruthy();
    await user.selectOptions(action, 'Refunded a ride');

    await waitFor(() => expect(router.state.location.search).toBe('?action=ride.refund'));
    expect(api.lastParams('GET /admin/audit-log')).toMatchObject({ action: 'ride.refund' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Refunded a ride')).toBeTruthy();
    expect(within(table).getAllByText('Long pickup').length).toBeGreaterThan(0);
  });
});
