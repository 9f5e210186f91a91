// @vitest-environment jsdom
import {
  ERROR_CODES,
  cardDeclinedMessage,
  type PaymentsConfig,
  type RideRefund,
  type SavedCard,
  type Wallet,
  type WalletHistoryPage,
} from '@ridebook/validation';
import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { addPaymentMethod, useAddPaymentMethod } from './add-payment-method.ts';
import { startCardSetup } from './start-card-setup.ts';
import { getPaymentMethods, usePaymentMethods } from './get-payment-methods.ts';
import { getPaymentsConfig } from './get-payments-config.ts';
import { getWalletHistory } from './get-wallet-history.ts';
import { getWallet, useWallet } from './get-wallet.ts';
import { refundRide, useRefundRide } from './refund-ride.ts';
import { removePaymentMethod, useRemovePaymentMethod } from './remove-payment-method.ts';
import { setDefaultPaymentMethod, useSetDefaultPaymentMethod } from './set-default-payment-method.ts';
import { topUpWallet, useTopUpWallet } from './top-up-wallet.ts';

const card: SavedCard = {
  id: 'card-1',
  provider: 'sandbox',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  isDefault: true,
  createdAt: '2026-03-02T09:00:00.000Z',
};
const wallet: Wallet = { currency: 'USD', balance: 2_500, held: 0, available: 2_500 };
const history: WalletHistoryPage = {
  data: [
    {
      id: '7',
      kind: 'wallet_top_up',
      amount: 2_500,
      description: 'Wallet top-up of $25.00 (visa ending 4242)',
      card: { brand: 'visa', last4: '4242' },
      rideId: null,
      at: '2026-03-02T09:00:00.000Z',
    },
    {
      id: '8',
      kind: 'tip_refund',
      amount: 300,
      description: "Tip refund to the rider's wallet: Tipped by mistake",
      card: null,
      rideId: 'ride-1',
      at: '2026-03-01T18:00:00.000Z',
    },
  ],
  page: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
};
const config: PaymentsConfig = {
  provider: 'sandbox',
  isSandbox: true,
  testCards: [
    { number: '4242424242424242', brand: 'visa', outcome: 'succeeds', label: 'Visa: always succeeds' },
  ],
};
const refund: RideRefund = {
  rideId: 'ride-1',
  currency: 'USD',
  amount: 500,
  destination: 'card',
  purpose: 'fare',
  refundedTotal: 500,
  refundable: 1_900,
};

const api = fakeApiForEachTest();

/** Fills the payments keys (and one other), so a test can see which ones a mutation invalidated. */
function seed(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.payments.methods(), [card]);
  queryClient.setQueryData(queryKeys.payments.wallet(), wallet);
  queryClient.setQueryData(queryKeys.payments.walletHistory({ page: 1 }), history);
  queryClient.setQueryData(queryKeys.payments.config(), config);
  return (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
}

describe('payments endpoints', () => {
  it('read the config, the cards, the wallet and its history', async () => {
    api.responders['GET /payments/config'] = ok(config);
    api.responders['GET /rider/payment-methods'] = ok([card]);
    api.responders['GET /rider/wallet'] = ok(wallet);
    api.responders['GET /rider/wallet/history'] = { status: 200, body: history };
    await expect(getPaymentsConfig()).resolves.toEqual(config);
    await expect(getPaymentMethods()).resolves.toEqual([card]);
    await expect(getWallet()).resolves.toEqual(wallet);
    await getWallet({ currency: 'GBP' });
    expect(api.lastParams('GET /rider/wallet')).toEqual({ currency: 'GBP' });
    await expect(getWalletHistory({ page: 2, pageSize: 10 })).resolves.toEqual(history);
    expect(api.lastParams('GET /rider/wallet/history')).toEqual({ page: '2', pageSize: '10' });
  });

  it('send cards, defaults, removals, top-ups and refunds to their routes', async () => {
    api.responders['POST /rider/payment-methods'] = { status: 201, body: { data: card } };
    api.responders['POST /rider/payment-methods/card-1/default'] = ok(card);
    api.responders['DELETE /rider/payment-methods/card-1'] = {
      status: 200,
      body: { message: 'Card removed' },
    };
    api.responders['POST /rider/wallet/top-up'] = { status: 201, body: { data: wallet } };
    api.responders['POST /admin/rides/ride-1/refund'] = ok(refund);
    const setup = {
      provider: 'sandbox',
      setupId: 'sandbox_setup_1',
      clientSecret: 'secret',
      publishableKey: null,
      hostedPageUrl: '/api/payments/sandbox/card-setups/sandbox_setup_1?client_secret=secret',
    };
    api.responders['POST /rider/payment-methods/setup'] = { status: 201, body: { data: setup } };
    const returnUrl = 'http://localhost/rider/wallet?card_setup=1';
    await expect(startCardSetup({ returnUrl })).resolves.toEqual(setup);
    expect(api.callsTo('POST /rider/payment-methods/setup')[0]?.body).toEqual({ returnUrl });
    // Only the confirmed setup goes to the API: never a card number.
    const input = { setupId: 'sandbox_setup_1', makeDefault: true };
    await expect(addPaymentMethod(input)).resolves.toEqual(card);
    expect(api.callsTo('POST /rider/payment-methods')[0]?.body).toEqual(input);
    await expect(setDefaultPaymentMethod('card-1')).resolves.toEqual(card);
    await expect(removePaymentMethod('card-1')).resolves.toBe('Card removed');
    await expect(topUpWallet({ amount: 2_500 })).resolves.toEqual(wallet);
    await expect(refundRide('ride-1', { amount: 500, destination: 'card', reason: 'Late' })).resolves.toEqual(
      refund,
    );
    expect(api.callsTo('POST /admin/rides/ride-1/refund').at(-1)?.body).toEqual({
      amount: 500,
      destination: 'card',
      reason: 'Late',
    });
  });

  it('sends a tip refund with its purpose, and reads what is left of the tip', async () => {
    const tipRefund: RideRefund = {
      ...refund,
      purpose: 'tip',
      amount: 300,
      refundedTotal: 300,
      refundable: 0,
    };
    api.responders['POST /admin/rides/ride-1/refund'] = ok(tipRefund);
    await expect(
      refundRide('ride-1', {
        purpose: 'tip',
        amount: 300,
        destination: 'wallet',
        reason: 'Tipped by mistake',
      }),
    ).resolves.toEqual(tipRefund);
    expect(api.callsTo('POST /admin/rides/ride-1/refund').at(-1)?.body).toEqual({
      purpose: 'tip',
      amount: 300,
      destination: 'wallet',
      reason: 'Tipped by mistake',
    });
  });

  it('rejects a declined top-up with the API’s code and message', async () => {
    const message = cardDeclinedMessage('insufficient funds');
    api.responders['POST /rider/wallet/top-up'] = {
      status: 402,
      body: { message, code: ERROR_CODES.CARD_DECLINED, errors: [{ path: 'paymentMethodId', message }] },
    };
    const rejection = topUpWallet({ amount: 2_500 });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 402, code: ERROR_CODES.CARD_DECLINED, message });
  });
});

describe('payments hooks', () => {
  it('load cards and the wallet', async () => {
    api.responders['GET /rider/payment-methods'] = ok([card]);
    api.responders['GET /rider/wallet'] = ok(wallet);
    const cards = renderHookWithClient(() => usePaymentMethods());
    const balance = renderHookWithClient(() => useWallet());
    await waitFor(() => expect(cards.result.current.data).toEqual([card]));
    await waitFor(() => expect(balance.result.current.data).toEqual(wallet));
  });

  it.each([
    ['adding', () => useAddPaymentMethod({ onSuccess: vi.fn() }), { setupId: 'sandbox_setup_1' }],
    ['making default', () => useSetDefaultPaymentMethod(), 'card-1'],
    ['removing', () => useRemovePaymentMethod(), 'card-1'],
  ] as const)('invalidates the cards only after %s a card', async (_name, hook, variables) => {
    api.responders['POST /rider/payment-methods'] = { status: 201, body: { data: card } };
    api.responders['POST /rider/payment-methods/card-1/default'] = ok(card);
    api.responders['DELETE /rider/payment-methods/card-1'] = {
      status: 200,
      body: { message: 'Card removed' },
    };
    type AnyMutation = { mutateAsync: (value: unknown) => Promise<unknown> };
    const { result, queryClient } = renderHookWithClient(hook as () => AnyMutation);
    const isInvalidated = seed(queryClient);
    await act(() => result.current.mutateAsync(variables));
    expect(isInvalidated(queryKeys.payments.methods())).toBe(true);
    expect(isInvalidated(queryKeys.payments.wallet())).toBe(false);
    expect(isInvalidated(queryKeys.payments.config())).toBe(false);
  });

  it('keeps a saved card in the list even when the list read back was taken before it was saved', async () => {
    const saved = { ...card, id: 'card-2', last4: '4444', isDefault: true };
    api.responders['POST /rider/payment-methods'] = { status: 201, body: { data: saved } };
    // The refetch answers the list as it was: the card is added all the same, the default moved to it.
    api.responders['GET /rider/payment-methods'] = ok([card]);
    const { result, queryClient } = renderHookWithClient(() => useAddPaymentMethod());
    queryClient.setQueryData(queryKeys.payments.methods(), [card]);
    await act(() => result.current.mutateAsync({ setupId: 'sandbox_setup_2', makeDefault: true }));
    expect(queryClient.getQueryData(queryKeys.payments.methods())).toEqual([
      saved,
      { ...card, isDefault: false },
    ]);
  });

  it('writes the topped-up wallet, invalidates its history, then calls onSuccess', async () => {
    const toppedUp = { ...wallet, balance: 5_000, available: 5_000 };
    api.responders['POST /rider/wallet/top-up'] = { status: 201, body: { data: toppedUp } };
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useTopUpWallet({ onSuccess }));
    const isInvalidated = seed(queryClient);
    await act(() => result.current.mutateAsync({ amount: 2_500 }));
    expect(queryClient.getQueryData(queryKeys.payments.wallet({ currency: wallet.currency }))).toEqual(
      toppedUp,
    );
    expect(isInvalidated(queryKeys.payments.walletHistory({ page: 1 }))).toBe(true);
    expect(isInvalidated(queryKeys.payments.methods())).toBe(false);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('invalidates the refunded ride, the ride lists and the audit log', async () => {
    api.responders['POST /admin/rides/ride-1/refund'] = ok(refund);
    const { result, queryClient } = renderHookWithClient(() => useRefundRide());
    queryClient.setQueryData(queryKeys.ride.receipt('ride-1'), {});
    queryClient.setQueryData(queryKeys.audit.all(), {});
    queryClient.setQueryData(queryKeys.ride.receipt('ride-2'), {});
    await act(() =>
      result.current.mutateAsync({ rideId: 'ride-1', amount: 500, destination: 'card', reason: 'Late' }),
    );
    expect(queryClient.getQueryState(queryKeys.ride.receipt('ride-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.audit.all())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.ride.receipt('ride-2'))?.isInvalidated).toBe(false);
  });
});
