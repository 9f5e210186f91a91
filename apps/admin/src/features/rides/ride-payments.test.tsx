import type { Receipt, ReceiptLine } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompletedRide, installFakeApi, ok } from '@ridebook/api-client/testing';
import { renderPage } from '../../test/render.tsx';
import { RidePayments } from './ride-payments.tsx';

const AT = '2026-03-02T10:00:00.000Z';
const line = (
  kind: ReceiptLine['kind'],
  account: ReceiptLine['account'],
  amount: number,
  description: string,
): ReceiptLine => ({ kind, account, amount, description, at: AT });

/** A $20 card fare, a $3 tip on the same card, then $2 of the tip back to the card and $5 of the fare to the wallet. */
function aTippedReceipt(rideId: string): Receipt {
  return {
    rideId,
    status: 'completed',
    paymentMethod: 'card',
    currency: 'USD',
    pickupAddress: 'Ferry Building',
    destinationAddress: 'Union Square',
    fare: {
      currency: 'USD',
      estimate: 2_000,
      low: 1_800,
      high: 2_400,
      breakdown: { baseFare: 300, distance: 1_200, time: 300, minimumFareTopUp: 0, bookingFee: 200 },
      final: 2_000,
    },
    paidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
    tip: 300,
    tipPaidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
    cancellationFee: 0,
    totalCharged: 2_300,
    requestedAt: AT,
    pickedUpAt: AT,
    completedAt: AT,
    cancelledAt: null,
    lines: [
      line('ride_fare', 'card_clearing', -2_000, 'Ride fare'),
      line('ride_fare', 'driver_earnings', 1_560, 'Ride fare'),
      line('ride_fare', 'platform_revenue', 440, 'Ride fare'),
      line('tip', 'card_clearing', -300, 'Tip for the driver'),
      line('tip', 'driver_earnings', 300, 'Tip for the driver'),
      line('tip_refund', 'card_clearing', 200, "Tip refund to the rider's card: Tipped by mistake"),
      line('tip_refund', 'driver_earnings', -200, "Tip refund to the rider's card: Tipped by mistake"),
      line('refund', 'rider_wallet', 500, "Refund to the rider's wallet: Late pickup"),
      line('refund', 'driver_earnings', -390, "Refund to the rider's wallet: Late pickup"),
      line('refund', 'platform_revenue', -110, "Refund to the rider's wallet: Late pickup"),
    ],
  };
}

describe('A ride’s payments', () => {
  it('lists tip refunds apart from fare refunds, with what is left of each, and offers the tip in the refund dialog', async () => {
    const ride = aCompletedRide();
    installFakeApi({ [`GET /rides/${ride.id}/receipt`]: ok(aTippedReceipt(ride.id)) });
    const { user } = renderPage(<RidePayments ride={ride} />);

    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    const items = within(refunds).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Tip refund to the card\$2\.00.* · .*Tipped by mistake$/),
      expect.stringMatching(/^Fare refund to the wallet\$5\.00.* · .*Late pickup$/),
    ]);
    expect(screen.getByText('Fare refundable').nextSibling?.textContent).toBe('$15.00');
    expect(screen.getByText('Tip refundable').nextSibling?.textContent).toBe('$1.00');
    expect(screen.getByTestId('platform-revenue').textContent).toBe('$3.30');

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this ride?' });
    expect(within(dialog).getByRole('radio', { name: 'The tip ($1.00 left)' })).toBeTruthy();
  });
});
