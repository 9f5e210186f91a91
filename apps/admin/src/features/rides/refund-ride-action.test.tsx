import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  refundTooLargeMessage,
  tipRefundTooLargeMessage,
} from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderPage } from '../../test/render.tsx';
import { RefundRideAction, validateRefund, type RefundablePart } from './refund-ride-action.tsx';

const RIDE_ID = 'ride-1';
const REFUND_URL = `POST /admin/rides/${RIDE_ID}/refund`;

function openDialog(
  paymentMethod: 'card' | 'cash' = 'card',
  refundable = 1_900,
  tip: RefundablePart | null = null,
) {
  const page = renderPage(
    <RefundRideAction
      rideId={RIDE_ID}
      currency="USD"
      paymentMethod={paymentMethod}
      refundable={refundable}
      tip={tip}
    />,
  );
  return page;
}

describe('Refund a ride', () => {
  it('offers the full remaining amount, asks for a reason and caps the amount before sending anything', async () => {
    const api = installFakeApi({
      [REFUND_URL]: ({ body }) =>
        ok({ rideId: RIDE_ID, currency: 'USD', refundedTotal: 500, refundable: 1_400, ...(body as object) }),
    });
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });

    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(amount).toHaveProperty('value', '19.00');
    expect(
      within(dialog).getByRole('radio', { name: 'The card that paid' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundReasonRequired)).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '19.01');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Driver took a long detour');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(refundTooLargeMessage(1_900, 'USD'))).toBeTruthy();
    expect(api.callsTo(REFUND_URL)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(dialog).getByRole('radio', { name: "Rider's wallet" }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText("Refunded $5.00 to the rider's wallet.")).toBeTruthy();
    expect(api.callsTo(REFUND_URL)[0]?.body).toEqual({
      purpose: 'fare',
      amount: 500,
      destination: 'wallet',
      reason: 'Driver took a long detour',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no choice of fare or tip on a ride without a tip', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });
    expect(within(dialog).queryByRole('radio', { name: /^The tip/ })).toBeNull();
  });

  it('refunds the tip of a ride that has one: all of what is left by default, to the card that paid it, capped', async () => {
    const api = installFakeApi({
      [REFUND_URL]: ({ body }) =>
        ok({ rideId: RIDE_ID, currency: 'USD', refundedTotal: 300, refundable: 0, ...(body as object) }),
    });
    // A cash ride whose tip went on a card.
    const { user } = openDialog('cash', 1_900, { refundable: 300, paymentMethod: 'card' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(
      within(dialog).getByRole('radio', { name: 'The fare ($19.00 left)' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).getByText(/\$19\.00 of the fare can still be refunded/)).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: 'The card that paid' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'The tip ($3.00 left)' }));
    expect(amount).toHaveProperty('value', '3.00');
    expect(within(dialog).getByText(/of the tip can still be refunded/)).toBeTruthy();
    expect(
      within(dialog).getByRole('radio', { name: 'The card that paid' }).getAttribute('aria-checked'),
    ).toBe('true');

    await user.clear(amount);
    await user.type(amount, '3.01');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Tipped by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(tipRefundTooLargeMessage(300, 'USD'))).toBeTruthy();
    expect(api.callsTo(REFUND_URL)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("Refunded $3.00 of the tip to the rider's card.")).toBeTruthy();
    expect(api.callsTo(REFUND_URL)[0]?.body).toEqual({
      purpose: 'tip',
      amount: 300,
      destination: 'card',
      reason: 'Tipped by mistake',
    });
  });

  it('refunds the tip once the fare is refunded in full, and only to the wallet when the wallet paid it', async () => {
    const api = installFakeApi({
      [REFUND_URL]: ({ body }) =>
        ok({ rideId: RIDE_ID, currency: 'USD', refundedTotal: 200, refundable: 0, ...(body as object) }),
    });
    const { user } = openDialog('card', 0, { refundable: 200, paymentMethod: 'wallet' });
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });
    expect(within(dialog).getByRole('radio', { name: 'The fare ($0.00 left)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(dialog).getByRole('radio', { name: 'The tip ($2.00 left)' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(dialog).queryByRole('radio', { name: 'The card that paid' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Tipped by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText("Refunded $2.00 of the tip to the rider's wallet.")).toBeTruthy();
    expect(api.callsTo(REFUND_URL)[0]?.body).toMatchObject({
      purpose: 'tip',
      amount: 200,
      destination: 'wallet',
    });
  });

  it('refunds a cash ride to the wallet only, and keeps the dialog open with the API’s reason on refusal', async () => {
    installFakeApi({
      [REFUND_URL]: failure(409, {
        message: PAYMENT_MESSAGES.refundNothingLeft,
        code: ERROR_CODES.REFUND_NOT_ALLOWED,
      }),
    });
    const { user } = openDialog('cash', 800);
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });

    expect(within(dialog).queryByRole('radio', { name: 'The card that paid' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText(PAYMENT_MESSAGES.refundNothingLeft)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Refund this ride?' })).toBeTruthy();
  });
});

describe('validateRefund', () => {
  const values = { purpose: 'fare' as const, destination: 'wallet' as const, reason: 'Driver took a detour' };

  it('reads the typed amount by its digits: 0.29 is exactly 29 cents, the whole fare is allowed', () => {
    expect(validateRefund({ ...values, amount: '0.29' }, 29, 'USD')).toEqual({});
    expect(validateRefund({ ...values, amount: '19.00' }, 1_900, 'USD')).toEqual({});
  });

  it('refuses more decimals than the currency has, and text that is not an amount', () => {
    for (const amount of ['1.234', 'abc', '-5', ''])
      expect(validateRefund({ ...values, amount }, 1_900, 'USD').amount).toBeTruthy();
    expect(validateRefund({ ...values, amount: '5.5' }, 1_000, 'JPY').amount).toBeTruthy();
    expect(validateRefund({ ...values, amount: '500' }, 1_000, 'JPY')).toEqual({});
  });
});
