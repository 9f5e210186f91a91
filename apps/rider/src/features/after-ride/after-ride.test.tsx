import {
  MONEY_MESSAGES,
  RATING_MESSAGES,
  type Receipt,
  type Ride,
  type RideRatings,
} from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompletedRide, failure, installFakeApi, ok, RIDE_ID } from '@ridebook/api-client/testing';
import { ridePath } from '../../config/paths.ts';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { RATING_TOASTS } from './rate-driver.tsx';
import { TIP_TOASTS } from './tip-driver.tsx';

const receipt: Receipt = {
  rideId: RIDE_ID,
  status: 'completed',
  paymentMethod: 'card',
  currency: 'USD',
  pickupAddress: 'Ferry Building, San Francisco',
  destinationAddress: 'Coit Tower, San Francisco',
  fare: {
    currency: 'USD',
    estimate: 1_240,
    low: 1_120,
    high: 1_490,
    breakdown: { baseFare: 250, distance: 200, time: 240, minimumFareTopUp: 400, bookingFee: 150 },
    final: 1_240,
  },
  paidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  tip: 0,
  tipPaidWith: null,
  cancellationFee: 0,
  totalCharged: 1_240,
  requestedAt: '2026-03-02T09:00:00.000Z',
  pickedUpAt: '2026-03-02T09:05:00.000Z',
  completedAt: '2026-03-02T09:12:00.000Z',
  cancelledAt: null,
  lines: [],
};

const notRated: RideRatings = {
  byRider: { rated: false, rating: null },
  byDriver: { rated: false, rating: null },
  canRate: true,
};

/** A completed ride's API: the ride, its receipt and ratings; rating and tipping answer as the API does. */
function completedRideApi(ride: Ride = aCompletedRide()) {
  const server = { ride, ratings: notRated };
  return installFakeApi({
    ...signedInRoutes(),
    [`GET /rides/${RIDE_ID}`]: () => ok(server.ride),
    [`GET /rides/${RIDE_ID}/receipt`]: () =>
      ok({
        ...receipt,
        tip: server.ride.tip,
        tipPaidWith: server.ride.tip > 0 ? receipt.paidWith : null,
      }),
    [`GET /rides/${RIDE_ID}/ratings`]: () => ok(server.ratings),
    [`POST /rides/${RIDE_ID}/rating`]: (request) => {
      const { stars, comment } = request.body as { stars: number; comment: string };
      server.ratings = {
        ...notRated,
        byRider: { rated: true, rating: { stars, comment, createdAt: '2026-03-02T09:13:00.000Z' } },
        canRate: false,
      };
      return ok(server.ratings);
    },
    [`POST /rides/${RIDE_ID}/tip`]: (request) => {
      server.ride = { ...server.ride, tip: (request.body as { amount: number }).amount };
      return ok(server.ride);
    },
  });
}

describe('after a completed ride', () => {
  it('shows the receipt: the fare line by line, the payment method, the route and the times', async () => {
    completedRideApi();
    renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Receipt' });
    expect(await within(card).findByText('Base fare')).toBeTruthy();
    expect(within(card).getByText('Minimum fare top-up')).toBeTruthy();
    expect(within(card).getByTestId('receipt-total').textContent).toBe('$12.40');
    expect(within(card).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(card).getByText(/Ferry Building, San Francisco/)).toBeTruthy();
    expect(within(card).getByText('Dropped off')).toBeTruthy();
    // The driver who drove stays on the page.
    expect(screen.getByRole('region', { name: 'Your driver' })).toBeTruthy();
  });

  it.each<[string, Partial<Receipt>, string, string | null]>([
    [
      'a cash ride tipped by card',
      {
        paymentMethod: 'cash',
        paidWith: { method: 'cash', card: null },
        tip: 300,
        tipPaidWith: { method: 'card', card: { brand: 'mastercard', last4: '4444' } },
      },
      'Cash',
      'Mastercard •••• 4444',
    ],
    [
      'a card ride tipped on the same card',
      { tip: 300, tipPaidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } } },
      'Visa •••• 4242',
      null,
    ],
    [
      'a wallet ride and its tip',
      {
        paymentMethod: 'wallet',
        paidWith: { method: 'wallet', card: null },
        tip: 300,
        tipPaidWith: { method: 'wallet', card: null },
      },
      'Wallet',
      null,
    ],
    ['a card ride whose card is not known', { paidWith: { method: 'card', card: null } }, 'Card', null],
  ])('says how %s was paid', async (_name, paid, method, tipMethod) => {
    const api = completedRideApi();
    api.responders[`GET /rides/${RIDE_ID}/receipt`] = () => ok({ ...receipt, ...paid });
    renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Receipt' });
    const paymentMethod = (await within(card).findByText('Payment method')).nextElementSibling;
    expect(paymentMethod?.textContent).toBe(method);
    const tipPaidWith = within(card).queryByText('Tip paid with');
    expect(tipPaidWith?.nextElementSibling?.textContent ?? null).toBe(tipMethod);
  });

  it('needs a star rating before sending, then sends the stars and the comment once', async () => {
    const api = completedRideApi();
    const { user } = renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Rate Dan' });
    await user.click(await within(card).findByRole('button', { name: 'Send rating' }));
    expect(await within(card).findByText(RATING_MESSAGES.starsInvalid)).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/rating`)).toHaveLength(0);

    await user.click(within(card).getByLabelText('Comment (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(within(card).getByRole('radio', { name: '4 stars' }));
    await user.click(within(card).getByRole('button', { name: 'Send rating' }));
    expect(await within(card).findByText(RATING_MESSAGES.commentTooLong)).toBeTruthy();
    expect(within(card).queryByText(RATING_MESSAGES.starsInvalid)).toBeNull();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/rating`)).toHaveLength(0);

    await user.clear(within(card).getByLabelText('Comment (optional)'));
    await user.type(within(card).getByLabelText('Comment (optional)'), 'Smooth ride');
    await user.click(within(card).getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText(RATING_TOASTS.sent)).toBeTruthy();
    expect(await within(card).findByText('You rated this ride 4 stars.')).toBeTruthy();
    expect(within(card).getByText('“Smooth ride”')).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/rating`).map((request) => request.body)).toEqual([
      { stars: 4, comment: 'Smooth ride' },
    ]);
  });

  it('toasts the API’s reason when the rating is refused', async () => {
    const api = completedRideApi();
    api.responders[`POST /rides/${RIDE_ID}/rating`] = () =>
      failure(409, { code: 'ALREADY_RATED', message: RATING_MESSAGES.alreadyRated });
    const { user } = renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Rate Dan' });
    await user.click(await within(card).findByRole('radio', { name: '5 stars' }));
    await user.click(within(card).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(RATING_MESSAGES.alreadyRated)).toBeTruthy();
  });

  it('keeps a tip between $1 and $100, then tips once and says so', async () => {
    const api = completedRideApi();
    const { user } = renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Tip Dan' });
    const amount = within(card).getByLabelText(/^Tip amount/);
    const addTip = within(card).getByRole('button', { name: 'Add tip' });
    for (const tooSmallOrLarge of ['0.99', '100.01', '']) {
      await user.clear(amount);
      if (tooSmallOrLarge) await user.type(amount, tooSmallOrLarge);
      await user.click(addTip);
      expect(await within(card).findByText(MONEY_MESSAGES.tipOutOfRange)).toBeTruthy();
    }
    expect(api.callsTo(`POST /rides/${RIDE_ID}/tip`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    expect(within(card).queryByText(MONEY_MESSAGES.tipOutOfRange)).toBeNull();
    await user.click(within(card).getByRole('button', { name: '$5' }));
    expect((amount as HTMLInputElement).value).toBe('5');
    await user.click(addTip);

    expect(await screen.findByText(TIP_TOASTS.sent('$5.00', 'Dan'))).toBeTruthy();
    expect(await within(card).findByText('You tipped $5.00. All of it goes to Dan.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Add tip' })).toBeNull();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/tip`).map((request) => request.body)).toEqual([
      { amount: 500 },
    ]);
  });

  it('toasts a clear failure when the tip is refused', async () => {
    const api = completedRideApi();
    api.responders[`POST /rides/${RIDE_ID}/tip`] = () =>
      failure(409, { code: 'ALREADY_TIPPED', message: MONEY_MESSAGES.alreadyTipped });
    const { user } = renderApp(ridePath(RIDE_ID));

    const card = await screen.findByRole('region', { name: 'Tip Dan' });
    await user.click(within(card).getByRole('button', { name: '$2' }));
    await user.click(within(card).getByRole('button', { name: 'Add tip' }));
    expect(await screen.findByText(MONEY_MESSAGES.alreadyTipped)).toBeTruthy();
  });

  it('shows the tip and rating already given instead of the forms', async () => {
    const api = completedRideApi(aCompletedRide({ tip: 300 }));
    api.responders[`GET /rides/${RIDE_ID}/ratings`] = () =>
      ok({
        ...notRated,
        byRider: { rated: true, rating: { stars: 5, comment: null, createdAt: '2026-03-02T09:13:00.000Z' } },
        canRate: false,
      });
    renderApp(ridePath(RIDE_ID));

    expect(await screen.findByText('You tipped $3.00. All of it goes to Dan.')).toBeTruthy();
    expect(await screen.findByText('You rated this ride 5 stars.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });
});
