import {
  cardDeclinedMessage,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  type AddCardInput,
  type WalletMovement,
} from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { aCity, failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { paymentPageNavigation } from '../../lib/payment-authentication.ts';
import { aSavedCard, aWallet, sandboxConfig } from '../../test/payment-fixtures.ts';
import { saveTopUpDraft, type TopUpDraft } from './top-up-authentication.ts';

/** A key made by crypto.randomUUID(). */
const A_UUID: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
const RETURN_URL = `${window.location.origin}${paths.wallet}?payment_authenticated=1`;

const TOP_UP: WalletMovement = {
  id: 'movement-1',
  kind: 'wallet_top_up',
  amount: 2_500,
  description: 'Wallet top-up of $25.00 (visa ending 4242)',
  card: { brand: 'visa', last4: '4242' },
  rideId: null,
  at: '2026-03-01T09:00:00.000Z',
};

function walletApi(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    ...signedInRoutes(),
    'GET /rides/active': () => ok(null),
    'GET /payments/config': () => ok(sandboxConfig),
    'GET /rider/payment-methods': () => ok([aSavedCard()]),
    'GET /rider/wallet': () => ok(aWallet()),
    'GET /rider/wallet/history': () => ({
      status: 200,
      body: { data: [TOP_UP], page: { page: 1, pageSize: 10, total: 1, totalPages: 1 } },
    }),
    ...overrides,
  });
}

describe('Payments & Wallet', () => {
  it('shows the cards, the sandbox’s test cards, the wallet and its history', async () => {
    walletApi();
    renderApp(paths.wallet);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments & Wallet' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(cards).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(cards).getByText('Default')).toBeTruthy();
    expect(within(cards).getByText('Expires 12/2040')).toBeTruthy();
    const testCards = await screen.findByRole('list', { name: 'Test cards' });
    expect(within(testCards).getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(await screen.findAllByText('$25.00')).toHaveLength(2); // balance and available
    const history = await screen.findByRole('list', { name: 'Wallet history' });
    expect(within(history).getByText('+$25.00')).toBeTruthy();
    // The top-up's card is named as everywhere else, not as the ledger wrote it ("visa ending 4242").
    expect(within(history).getByText(/· From Visa •••• 4242$/)).toBeTruthy();
    expect(within(history).queryByText(/ending/)).toBeNull();
  });

  it('keeps a wallet per currency: where the cities use two, the rider switches to the pounds and tops them up', async () => {
    const pounds = aWallet({ currency: 'GBP', balance: 1_200, held: 0, available: 1_200 });
    const api = walletApi({
      'GET /cities': () =>
        ok([
          aCity(),
          aCity({
            id: '0b8f5c4e-5a3f-4c1e-9d2a-7f3e2b1a0c9d',
            slug: 'london',
            name: 'London',
            currency: 'GBP',
            center: { lat: 51.5072, lng: -0.1276 },
          }),
        ]),
      'GET /rider/wallet': (request) => ok(request.params.currency === 'GBP' ? pounds : aWallet()),
      'POST /rider/wallet/top-up': () => ok({ ...pounds, balance: 3_700, available: 3_700 }),
    });
    const { user } = renderApp(paths.wallet);

    const choice = await screen.findByRole('group', { name: 'Wallet currency' });
    expect(within(choice).getByRole('button', { name: 'USD', pressed: true })).toBeTruthy();
    await user.click(within(choice).getByRole('button', { name: 'GBP' }));
    expect(await screen.findAllByText('£12.00')).toHaveLength(2); // balance and available
    expect(within(choice).getByRole('button', { name: 'GBP', pressed: true })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('GET /rider/wallet/history').at(-1)?.params).toMatchObject({ currency: 'GBP' }),
    );

    // The top-up speaks the wallet's currency too.
    expect(screen.getByRole('button', { name: '£25' })).toBeTruthy();
    expect(screen.getByText(/^From £5 to £500, charged to/)).toBeTruthy();
    await user.type(screen.getByLabelText('Top-up amount (£)'), '25');
    await user.click(screen.getByRole('button', { name: 'Top up wallet' }));
    expect(await screen.findByText('£25.00 added to your wallet')).toBeTruthy();
    expect(api.callsTo('POST /rider/wallet/top-up')[0]?.body).toMatchObject({
      amount: 2_500,
      currency: 'GBP',
    });
  });

  it('names each movement of the history by its kind, a tip given back as a tip refund', async () => {
    const tipRefund: WalletMovement = {
      id: 'movement-2',
      kind: 'tip_refund',
      amount: 300,
      description: "Tip refund to the rider's wallet: Tipped by mistake",
      card: null,
      rideId: 'ride-1',
      at: '2026-03-02T09:00:00.000Z',
    };
    walletApi({
      'GET /rider/wallet/history': () => ({
        status: 200,
        body: { data: [tipRefund, TOP_UP], page: { page: 1, pageSize: 10, total: 2, totalPages: 1 } },
      }),
    });
    renderApp(paths.wallet);

    const history = await screen.findByRole('list', { name: 'Wallet history' });
    const [refunded, toppedUp] = within(history).getAllByRole('listitem');
    expect(within(refunded!).getByRole('link', { name: 'Tip refund' })).toBeTruthy();
    expect(within(refunded!).getByText('+$3.00')).toBeTruthy();
    expect(within(toppedUp!).getByText('Top-up')).toBeTruthy();
  });

  it('shows the wallet on the profile, with the way to cards and wallet', async () => {
    walletApi({
      'GET /rider/wallet': () => ok(aWallet({ balance: 4_000, held: 1_500, available: 2_500 })),
      'GET /user/me/emergency-contacts': () => ok([]),
      'GET /rider/saved-places': () => ok([]),
    });
    const { user } = renderApp(paths.profile);

    const card = await screen.findByRole('region', { name: 'Wallet' });
    expect(await within(card).findByText('$25.00')).toBeTruthy();
    expect(within(card).getByText(/\$15\.00 held for booked rides/)).toBeTruthy();
    await user.click(within(card).getByRole('link', { name: 'Cards and wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments & Wallet' })).toBeTruthy();
  });

  it('adds a card on the sandbox’s hosted card page: a setup that comes back here, and no card number sent', async () => {
    const SETUP_PAGE = '/api/payments/sandbox/card-setups/sandbox_setup_1?client_secret=secret';
    const api = walletApi({
      'POST /rider/payment-methods/setup': () => ({
        status: 201,
        body: {
          data: {
            provider: 'sandbox',
            setupId: 'sandbox_setup_1',
            clientSecret: 'secret',
            publishableKey: null,
            hostedPageUrl: SETUP_PAGE,
          },
        },
      }),
    });
    const assign = vi.spyOn(paymentPageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp(paths.wallet);
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const panel = screen.getByRole('region', { name: 'Add a card' });
    // No card field in RideBook's own page: the card is typed on the provider's.
    expect(within(panel).queryByLabelText(/Card number/)).toBeNull();
    await user.click(within(panel).getByLabelText('Make this my default card'));
    await user.click(within(panel).getByRole('button', { name: 'Enter card details' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(new URL(SETUP_PAGE, window.location.origin).href),
    );
    expect(api.callsTo('POST /rider/payment-methods/setup')[0]?.body).toEqual({
      returnUrl: `${window.location.origin}${paths.wallet}?card_setup=1&make_default=1`,
    });
    expect(api.callsTo('POST /rider/payment-methods')).toHaveLength(0);
    assign.mockRestore();
  });

  it('back from the card page, saves the confirmed setup once and clears the address', async () => {
    const api = walletApi({
      'POST /rider/payment-methods': () =>
        ok(aSavedCard({ id: 'card-2', brand: 'mastercard', last4: '4444', isDefault: true })),
    });
    renderApp(
      `${paths.wallet}?card_setup=1&make_default=1&setup_intent=sandbox_setup_1&redirect_status=succeeded`,
    );
    expect(await screen.findByText('Mastercard •••• 4444 saved')).toBeTruthy();
    expect(api.callsTo('POST /rider/payment-methods').map((call) => call.body)).toEqual([
      { setupId: 'sandbox_setup_1', makeDefault: true } satisfies AddCardInput,
    ]);
  });

  it('says so when the card came back saved already', async () => {
    const api = walletApi({
      'POST /rider/payment-methods': () =>
        failure(409, {
          message: PAYMENT_MESSAGES.cardAlreadySaved,
          code: ERROR_CODES.CARD_ALREADY_SAVED,
          errors: [{ path: 'setupId', message: PAYMENT_MESSAGES.cardAlreadySaved }],
        }),
    });
    renderApp(`${paths.wallet}?card_setup=1&setup_intent=sandbox_setup_1&redirect_status=succeeded`);
    expect(await screen.findByText(PAYMENT_MESSAGES.cardAlreadySaved)).toBeTruthy();
    expect(api.callsTo('POST /rider/payment-methods')).toHaveLength(1);
  });

  it('says so when the card was not confirmed, and saves nothing', async () => {
    const api = walletApi();
    renderApp(`${paths.wallet}?card_setup=1&setup_intent=seti_1&redirect_status=failed`);
    expect(await screen.findByText('The card was not confirmed. Please add it again.')).toBeTruthy();
    expect(api.callsTo('POST /rider/payment-methods')).toHaveLength(0);
  });

  it('tops up by card, and says clearly when the card is declined', async () => {
    const declined = cardDeclinedMessage('generic decline');
    const api = walletApi({
      'POST /rider/wallet/top-up': () =>
        failure(402, {
          message: declined,
          code: ERROR_CODES.CARD_DECLINED,
          errors: [{ path: 'paymentMethodId', message: declined }],
        }),
    });
    const { user } = renderApp(paths.wallet);
    const form = await screen.findByRole('form', { name: 'Top up' });

    await user.type(within(form).getByLabelText(/^Top-up amount/), '600');
    await user.click(within(form).getByRole('button', { name: 'Top up wallet' }));
    expect(await within(form).findByText(PAYMENT_MESSAGES.topUpOutOfRange)).toBeTruthy();
    expect(api.callsTo('POST /rider/wallet/top-up')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: '$25' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Top-up amount/)).toHaveProperty('value', '25'));
    await user.click(within(form).getByRole('button', { name: 'Top up wallet' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(declined);
    expect(screen.getAllByText(declined).length).toBeGreaterThanOrEqual(2); // and its toast
    expect(api.callsTo('POST /rider/wallet/top-up')[0]?.body).toEqual({
      amount: 2_500,
      paymentMethodId: aSavedCard().id,
      currency: 'USD',
      idempotencyKey: A_UUID,
      returnUrl: RETURN_URL,
    });

    const toppedUp = aWallet({ balance: 5_000, available: 5_000 });
    api.responders['POST /rider/wallet/top-up'] = () => ok(toppedUp);
    api.responders['GET /rider/wallet'] = () => ok(toppedUp);
    await user.click(within(form).getByRole('button', { name: 'Top up wallet' }));
    expect(await screen.findByText('$25.00 added to your wallet')).toBeTruthy();
    expect(await screen.findAllByText('$50.00')).toHaveLength(2);
  });

  describe('3-D Secure', () => {
    const PAYMENT_ID = 'sandbox_payment_top-up-1';
    const PAGE = `/api/payments/sandbox/authenticate/${PAYMENT_ID}`;
    const confirm = PAYMENT_MESSAGES.authenticationRedirect;
    const draft: TopUpDraft = {
      amount: 2_500,
      paymentMethodId: aSavedCard().id,
      idempotencyKey: 'top-up-key-3ds-1',
      paymentId: PAYMENT_ID,
    };
    const returned = `${paths.wallet}?payment_authenticated=1&payment_intent=${PAYMENT_ID}&redirect_status=succeeded`;

    afterEach(() => {
      sessionStorage.clear();
      vi.restoreAllMocks();
    });

    it('keeps the top-up and sends the browser to the bank’s page', async () => {
      const assign = vi.spyOn(paymentPageNavigation, 'assign').mockImplementation(() => undefined);
      const api = walletApi({
        'POST /rider/wallet/top-up': () =>
          failure(402, {
            message: confirm,
            code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
            errors: [{ path: 'paymentMethodId', message: confirm }],
            authentication: { paymentId: PAYMENT_ID, redirectUrl: PAGE },
          }),
      });
      const { user } = renderApp(paths.wallet);
      const form = await screen.findByRole('form', { name: 'Top up' });
      await user.click(within(form).getByRole('button', { name: '$25' }));
      await user.click(within(form).getByRole('button', { name: 'Top up wallet' }));

      expect(await screen.findByText(confirm)).toBeTruthy();
      expect(within(form).queryByRole('alert')).toBeNull();
      expect(assign).toHaveBeenCalledWith(new URL(PAGE, window.location.origin).href);
      const [sent] = api.callsTo('POST /rider/wallet/top-up');
      expect(sent?.body).toEqual({
        amount: 2_500,
        paymentMethodId: aSavedCard().id,
        currency: 'USD',
        idempotencyKey: A_UUID,
        returnUrl: RETURN_URL,
      });
      expect(JSON.parse(sessionStorage.getItem('ridebook:top-up-awaiting-payment') ?? 'null')).toEqual({
        amount: 2_500,
        paymentMethodId: aSavedCard().id,
        currency: 'USD',
        idempotencyKey: (sent?.body as { idempotencyKey: string }).idempotencyKey,
        paymentId: PAYMENT_ID,
      });
    });

    it('back from the bank, sends the same top-up with the confirmed payment and says it is done', async () => {
      saveTopUpDraft(draft);
      const toppedUp = aWallet({ balance: 5_000, available: 5_000 });
      const api = walletApi({ 'POST /rider/wallet/top-up': () => ok(toppedUp) });
      const { router } = renderApp(returned);

      expect(await screen.findByText('$25.00 added to your wallet')).toBeTruthy();
      expect(api.callsTo('POST /rider/wallet/top-up').map((request) => request.body)).toEqual([
        {
          amount: 2_500,
          paymentMethodId: aSavedCard().id,
          idempotencyKey: 'top-up-key-3ds-1',
          returnUrl: RETURN_URL,
          authenticatedPaymentId: PAYMENT_ID,
        },
      ]);
      expect(router.state.location.pathname).toBe(paths.wallet);
      expect(router.state.location.search).toBe('');
      expect(sessionStorage.length).toBe(0);
    });

    it('a refusal after the bank shows the API’s message', async () => {
      saveTopUpDraft(draft);
      const refused = PAYMENT_MESSAGES.authenticationFailed;
      walletApi({
        'POST /rider/wallet/top-up': () =>
          failure(402, {
            message: refused,
            code: ERROR_CODES.CARD_DECLINED,
            errors: [{ path: 'paymentMethodId', message: refused }],
          }),
      });
      renderApp(returned);

      const form = await screen.findByRole('form', { name: 'Top up' });
      expect((await within(form).findByRole('alert')).textContent).toBe(refused);
      expect(screen.getAllByText(refused).length).toBeGreaterThanOrEqual(2); // and its toast
      expect(sessionStorage.length).toBe(0);
    });

    it('a return for another payment than the kept one sends nothing', async () => {
      saveTopUpDraft({ ...draft, paymentId: 'sandbox_payment_other' });
      const api = walletApi();
      const { router } = renderApp(returned);

      expect(await screen.findByRole('form', { name: 'Top up' })).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(api.callsTo('POST /rider/wallet/top-up')).toHaveLength(0);
    });
  });

  it('makes another card the default and removes a card after asking', async () => {
    const visa = aSavedCard();
    const mastercard = aSavedCard({ id: 'card-2', brand: 'mastercard', last4: '4444', isDefault: false });
    const api = walletApi({
      'GET /rider/payment-methods': () => ok([visa, mastercard]),
      [`POST /rider/payment-methods/card-2/default`]: () => ok({ ...mastercard, isDefault: true }),
      [`DELETE /rider/payment-methods/${visa.id}`]: () => ({
        status: 200,
        body: { message: PAYMENT_MESSAGES.paymentMethodRemoved },
      }),
    });
    const { user } = renderApp(paths.wallet);

    // Its name starts with the words on it (axe: label-content-name-mismatch), then says which card.
    const makeDefault = await screen.findByRole('button', { name: /^Make default/ });
    expect(makeDefault.getAttribute('aria-label')).toBeNull();
    expect(makeDefault.textContent).toBe('Make default (Mastercard •••• 4444)');
    await user.click(makeDefault);
    expect(await screen.findByText('Mastercard •••• 4444 is now your default card')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Visa •••• 4242?')).toBeTruthy();
    expect(api.callsTo(`DELETE /rider/payment-methods/${visa.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentMethodRemoved)).toBeTruthy();
    expect(api.callsTo(`DELETE /rider/payment-methods/${visa.id}`)).toHaveLength(1);
  });
});
