import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '@ridebook/api-client/testing';
import type { Dispute } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DisputesPage } from './disputes-page.tsx';

const open: Dispute = {
  id: '00000000-0000-4000-8000-0000000000e1',
  providerDisputeId: 'dp_1',
  cardPaymentId: '00000000-0000-4000-8000-0000000000e2',
  rideId: '00000000-0000-4000-8000-0000000000e3',
  purpose: 'ride',
  rider: { id: '00000000-0000-4000-8000-0000000000e4', name: 'Rita Rider', email: 'rita@example.com' },
  amount: 1_850,
  currency: 'USD',
  reason: 'product_not_received',
  status: 'needs_response',
  isWithdrawn: true,
  isReinstated: false,
  createdAt: '2026-11-26T09:30:00.000Z',
  closedAt: null,
};
const won: Dispute = {
  ...open,
  id: '00000000-0000-4000-8000-0000000000f1',
  providerDisputeId: 'dp_2',
  purpose: 'tip',
  status: 'won',
  isReinstated: true,
  closedAt: '2026-11-27T09:30:00.000Z',
};

describe('the Disputes page', () => {
  it('lists disputes with their status, payment, ride and where the money is', async () => {
    installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /admin/disputes': ok([open, won]) });
    renderPage(<DisputesPage />, { path: '/admin/disputes' });

    const table = await screen.findByRole('table', { name: 'Disputes' });
    await within(table).findByText('Needs response');
    expect(within(table).getByText('Won')).toBeTruthy();
    expect(within(table).getByText('Taken back by the bank')).toBeTruthy();
    expect(within(table).getByText('Returned to the platform')).toBeTruthy();
    expect(within(table).getAllByText('$18.50')).toHaveLength(2);
    expect(within(table).getAllByRole('link', { name: 'ride' })[0]?.getAttribute('href')).toBe(
      `/admin/rides/${open.rideId}`,
    );
  });

  it('says when there are none', async () => {
    installFakeApi({ 'GET /user/me': ok(anAdmin), 'GET /admin/disputes': ok([]) });
    renderPage(<DisputesPage />, { path: '/admin/disputes' });
    expect(await screen.findByText('No disputes')).toBeTruthy();
  });
});
