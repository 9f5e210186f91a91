import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '@ridebook/api-client/testing';
import type { AdminPayout } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { PayoutsPage } from './payouts-page.tsx';

const failed: AdminPayout = {
  id: '00000000-0000-4000-8000-0000000000e1',
  kind: 'instant',
  status: 'failed',
  currency: 'USD',
  amount: 2_000,
  fee: 50,
  transferred: 1_950,
  cashDebtNetted: 0,
  createdAt: '2026-11-26T09:30:00.000Z',
  paidAt: null,
  driver: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Dana Driver', email: 'dana@example.com' },
  attempts: 9,
  lastError: 'Stripe transfer failed (HTTP 500, api_error)',
};
const paid: AdminPayout = {
  ...failed,
  id: '00000000-0000-4000-8000-0000000000e2',
  kind: 'weekly',
  status: 'paid',
  amount: 4_210,
  fee: 0,
  transferred: 4_210,
  paidAt: '2026-11-23T06:00:00.000Z',
  attempts: 0,
  lastError: null,
};

describe('the Payouts page', () => {
  it('lists payouts with their fee and status, failed first with the error, and retries a failed one', async () => {
    let payouts = [failed, paid];
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/payouts': () => ok(payouts),
      [`POST /admin/payouts/${failed.id}/retry`]: () => {
        payouts = [{ ...failed, status: 'pending' }, paid];
        return ok({ ...failed, status: 'pending' });
      },
    });
    const { user } = renderPage(<PayoutsPage />, { path: '/admin/payouts' });

    const table = await screen.findByRole('table', { name: 'Payouts' });
    await within(table).findByText('Stripe transfer failed (HTTP 500, api_error)');
    const [, failedRow, paidRow] = within(table).getAllByRole('row');
    expect(within(failedRow!).getByText('Failed')).toBeTruthy();
    expect(within(failedRow!).getByText('Cash out now')).toBeTruthy();
    expect(within(failedRow!).getByText('$0.50')).toBeTruthy();
    expect(within(failedRow!).getByText('$19.50')).toBeTruthy();
    expect(within(paidRow!).getByText('Paid')).toBeTruthy();
    expect(within(paidRow!).getByText('Weekly')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.click(
      within(table).getByRole('button', { name: 'Retry the payout of $19.50 to Dana Driver' }),
    );
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Retry/ })).toBeNull());
    expect(api.callsTo(`POST /admin/payouts/${failed.id}/retry`)).toHaveLength(1);
    expect(within(table).getByText('Sending')).toBeTruthy();
  });

  it('says when there is no payout yet', async () => {
    installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /admin/payouts': ok([]) });
    renderPage(<PayoutsPage />, { path: '/admin/payouts' });
    expect(await screen.findByText('No payouts yet')).toBeTruthy();
  });
});
