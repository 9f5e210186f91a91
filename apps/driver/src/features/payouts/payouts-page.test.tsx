import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { driverPayoutsSchema, type DriverPayouts } from '@ridebook/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAvailability, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { payoutPageNavigation } from './payout-navigation.ts';
import { PayoutsPage } from './payouts-page.tsx';

function aPayoutsOverview(overrides: Partial<DriverPayouts> = {}): DriverPayouts {
  return driverPayoutsSchema.parse({
    account: { status: 'enabled', provider: 'sandbox' },
    balance: {
      currency: 'USD',
      available: 4_210,
      earned: 6_000,
      cashCollected: 1_290,
      paidOut: 500,
      cashDebt: 258,
    },
    schedule: { weeklyPayoutWeekday: 1, nextWeeklyPayoutOn: '2026-11-30', instantPayoutFee: 50 },
    payouts: [
      {
        id: '0b8a4a8e-1c1f-4d7e-9a0e-000000000001',
        kind: 'instant',
        status: 'failed',
        currency: 'USD',
        amount: 500,
        fee: 50,
        transferred: 450,
        cashDebtNetted: 0,
        createdAt: '2026-11-20T09:30:00.000Z',
        paidAt: null,
      },
    ],
    ...overrides,
  });
}

const answerWith = (overview: DriverPayouts, extra: Parameters<typeof installFakeApi>[0] = {}) =>
  installFakeApi({
    'GET /driver/availability': ok(anAvailability()),
    'GET /driver/payouts': ok(overview),
    ...extra,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/driver/payouts', () => {
  it('shows the balance owed and how it adds up, the next weekly payout and each payout with its fee and status', async () => {
    answerWith(aPayoutsOverview());
    renderForDriver(<PayoutsPage />, { path: '/driver/payouts' });

    expect((await screen.findByLabelText('Balance owed to you', { selector: 'p' })).textContent).toBe(
      '$42.10',
    );
    const sums = screen.getByLabelText('How your balance adds up');
    expect(within(sums).getByText('Earned (fares, tips, fees)').nextElementSibling?.textContent).toBe(
      '$60.00',
    );
    expect(within(sums).getByText('Cash fares you kept').nextElementSibling?.textContent).toBe('-$12.90');
    expect(within(sums).getByText('Paid out so far').nextElementSibling?.textContent).toBe('-$5.00');
    expect(screen.getByText(/Automatic payout every Monday: next on Mon, 30 Nov 2026/)).toBeTruthy();
    expect(
      screen.getByText(/share of your cash fares \(\$2\.58\) is settled from your next payout/),
    ).toBeTruthy();
    expect(screen.getByText('Ready for payouts')).toBeTruthy();

    const row = within(screen.getByRole('table', { name: 'Your payouts' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Cash out now')).toBeTruthy();
    expect(within(row).getByText('$5.00')).toBeTruthy();
    expect(within(row).getByText('$0.50')).toBeTruthy();
    expect(within(row).getByText('$4.50')).toBeTruthy();
    expect(within(row).getByText('Failed: RideBook will retry')).toBeTruthy();
  });

  it('cashes out: the fee and what arrives are shown before confirming, more than the balance is refused', async () => {
    const api = answerWith(aPayoutsOverview(), {
      'POST /driver/payouts': (request) => ({
        status: 201,
        body: {
          data: {
            ...aPayoutsOverview().payouts[0],
            id: '0b8a4a8e-1c1f-4d7e-9a0e-000000000002',
            status: 'pending',
            amount: (request.body as { amount: number }).amount,
            transferred: (request.body as { amount: number }).amount - 50,
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderForDriver(<PayoutsPage />, { path: '/driver/payouts' });

    await user.click(await screen.findByRole('button', { name: 'Cash out now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash out now' });
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect((amount as HTMLInputElement).value).toBe('42.10');
    const summary = within(dialog).getByLabelText('Cash-out summary');
    expect(within(summary).getByText('Cash-out fee').nextElementSibling?.textContent).toBe('$0.50');
    expect(within(summary).getByText('You receive').nextElementSibling?.textContent).toBe('$41.60');

    await user.clear(amount);
    await user.type(amount, '50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));
    expect(await within(dialog).findByText('You can cash out at most $42.10.')).toBeTruthy();
    expect(api.callsTo('POST /driver/payouts')).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(summary).getByText('You receive').nextElementSibling?.textContent).toBe('$19.50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cash out' }));
    await waitFor(() => expect(api.callsTo('POST /driver/payouts')).toHaveLength(1));
    const [sent] = api.callsTo('POST /driver/payouts');
    expect(sent?.body).toEqual({
      amount: 2_000,
      idempotencyKey: expect.stringMatching(/^cash-out-/) as string,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('connects a payout account: the provider’s page opens, and the return reads the account again', async () => {
    const assign = vi.spyOn(payoutPageNavigation, 'assign').mockImplementation(() => undefined);
    const notConnected = aPayoutsOverview({
      account: { status: 'not_connected', provider: 'sandbox' },
      payouts: [],
    });
    const api = answerWith(notConnected, {
      'POST /driver/payouts/account': ok({ url: '/api/payouts/sandbox/onboarding/acct_sandbox_1' }),
    });
    const user = userEvent.setup();
    renderForDriver(<PayoutsPage />, { path: '/driver/payouts' });

    expect(await screen.findByText('No payouts yet. Your first one shows here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cash out now' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Connect payout account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /driver/payouts/account')[0]?.body).toEqual({
      returnUrl: `${window.location.origin}/driver/payouts?payout_account=return`,
    });
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/api/payouts/sandbox/onboarding/acct_sandbox_1`,
    );
  });

  it('back from the onboarding, asks the API to read the account and shows it ready', async () => {
    const api = answerWith(aPayoutsOverview({ account: { status: 'onboarding', provider: 'stripe' } }), {
      'POST /driver/payouts/account/refresh': ok(aPayoutsOverview()),
    });
    const { router } = renderForDriver(<PayoutsPage />, { path: '/driver/payouts?payout_account=return' });

    expect(await screen.findByText('Ready for payouts')).toBeTruthy();
    expect(api.callsTo('POST /driver/payouts/account/refresh')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });
});
