import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import type { ReconciliationRunDetail } from '@ridebook/validation';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { ReconciliationPage } from './reconciliation-page.tsx';

const yesterday: ReconciliationRunDetail = {
  id: '00000000-0000-4000-8000-0000000000a1',
  day: '2026-11-26',
  status: 'completed',
  trigger: 'schedule',
  paymentProvider: 'stripe',
  payoutProvider: 'stripe',
  checked: { charges: 12, refunds: 1, payouts: 3 },
  differenceCount: 1,
  error: null,
  createdAt: '2026-11-27T00:05:00.000Z',
  finishedAt: '2026-11-27T00:05:02.000Z',
  differences: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      recordKind: 'refund',
      kind: 'missing_in_ridebook',
      providerId: 're_dashboard_1',
      recordId: null,
      rideId: null,
      currency: 'USD',
      ridebookAmount: null,
      providerAmount: 150,
      ridebookState: null,
      providerState: 'succeeded',
    },
  ],
};
const today: ReconciliationRunDetail = {
  ...yesterday,
  id: '00000000-0000-4000-8000-0000000000a2',
  day: '2026-11-27',
  trigger: 'admin',
  checked: { charges: 2, refunds: 0, payouts: 1 },
  differenceCount: 0,
  differences: [],
};
const summary = ({ differences: _differences, ...run }: ReconciliationRunDetail) => run;

describe('the Reconciliation page', () => {
  it('lists the runs, shows the newest run’s differences, and another run’s when chosen', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/reconciliation/runs': ok([summary(yesterday)]),
      [`GET /admin/reconciliation/runs/${yesterday.id}`]: ok(yesterday),
    });
    renderPage(<ReconciliationPage />, { path: '/admin/reconciliation' });

    const runs = await screen.findByRole('table', { name: 'Reconciliation runs' });
    await within(runs).findByText('26 Nov 2026');
    expect(within(runs).getByText('12 card payments · 1 refunds · 3 payouts')).toBeTruthy();
    const differences = await screen.findByRole('table', { name: 'Differences on Thu, 26 Nov 2026' });
    await within(differences).findByText('Missing in RideBook');
    expect(within(differences).getByText('Refund to card')).toBeTruthy();
    expect(within(runs).getByText('1 difference')).toBeTruthy();
    expect(within(differences).getByText('$1.50')).toBeTruthy();
    expect(within(differences).getByText('re_dashboard_1')).toBeTruthy();
  });

  it('runs now: the new run is chosen and shows no differences once done', async () => {
    let runs = [summary(yesterday)];
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/reconciliation/runs': () => ok(runs),
      [`GET /admin/reconciliation/runs/${yesterday.id}`]: ok(yesterday),
      [`GET /admin/reconciliation/runs/${today.id}`]: ok(today),
      'POST /admin/reconciliation/runs': () => {
        runs = [summary(today), summary(yesterday)];
        return { status: 202, body: { data: { ...today, status: 'queued', finishedAt: null } } };
      },
    });
    const { user } = renderPage(<ReconciliationPage />, { path: '/admin/reconciliation' });
    await screen.findByRole('table', { name: 'Differences on Thu, 26 Nov 2026' });

    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await screen.findByRole('heading', { name: 'Differences on Fri, 27 Nov 2026' });
    expect(await screen.findByText('No differences')).toBeTruthy();
    expect(api.callsTo('POST /admin/reconciliation/runs')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Show the differences on Thu, 26 Nov 2026' }));
    await screen.findByRole('table', { name: 'Differences on Thu, 26 Nov 2026' });
  });

  it('says why a run failed, and why Run now was refused', async () => {
    const failed = {
      ...yesterday,
      status: 'failed' as const,
      error: 'Stripe refund list failed',
      differences: [],
    };
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/reconciliation/runs': ok([summary(failed)]),
      [`GET /admin/reconciliation/runs/${failed.id}`]: ok(failed),
      'POST /admin/reconciliation/runs': failure(403, { message: 'Admins only', code: 'FORBIDDEN' }),
    });
    const { user } = renderPage(<ReconciliationPage />, { path: '/admin/reconciliation' });
    expect(
      (await screen.findAllByRole('alert')).some((alert) =>
        alert.textContent?.includes('Stripe refund list failed'),
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === 'Admins only')).toBe(true),
    );
  });
});
