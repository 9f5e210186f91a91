import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '@ridebook/api-client/testing';
import type { Settlement } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { SettlementsPage } from './settlements-page.tsx';

const failedCapture: Settlement = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'capture',
  state: 'failed',
  rideId: '00000000-0000-4000-8000-0000000000d1',
  purpose: 'ride',
  amount: 1_850,
  currency: 'USD',
  attempts: 9,
  lastError: 'Stripe did not answer in time',
  updatedAt: '2026-11-26T09:30:00.000Z',
};
const pendingRefund: Settlement = {
  ...failedCapture,
  id: '00000000-0000-4000-8000-0000000000c2',
  kind: 'refund',
  state: 'pending',
  amount: 500,
  attempts: 0,
  lastError: null,
};

describe('the Settlements page', () => {
  it('lists failed settlements with their error, and retries one', async () => {
    let settlements = [failedCapture, pendingRefund];
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/settlements': () => ok(settlements),
      [`POST /admin/settlements/${failedCapture.id}/retry`]: () => {
        settlements = [{ ...failedCapture, state: 'pending' }, pendingRefund];
        return ok({ ...failedCapture, state: 'pending' });
      },
    });
    const { user } = renderPage(<SettlementsPage />, { path: '/admin/settlements' });

    const table = await screen.findByRole('table', { name: 'Settlements' });
    await within(table).findByText('Stripe did not answer in time');
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('$18.50')).toBeTruthy();
    expect(within(table).getByText('Refund to card')).toBeTruthy();
    // Only the failed one can be retried.
    expect(within(table).getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Retry the capture of $18.50' }));
    // The list is read again once the retry is answered: both are pending, and nothing is left to retry.
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Retry/ })).toBeNull());
    expect(api.callsTo(`POST /admin/settlements/${failedCapture.id}/retry`)).toHaveLength(1);
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
  });

  it('says when everything is settled', async () => {
    installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /admin/settlements': ok([]) });
    renderPage(<SettlementsPage />, { path: '/admin/settlements' });
    expect(await screen.findByText('Everything is settled')).toBeTruthy();
  });
});
