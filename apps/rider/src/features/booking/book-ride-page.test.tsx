import {
  cardDeclinedMessage,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  ZONE_MESSAGES,
  walletInsufficientMessage,
  type PickupZone,
  type LocationInput,
  type Place,
} from '@ridebook/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anAcceptedRide,
  aQuote,
  aRequestedRide,
  aScheduledRide,
  coitTower,
  failure,
  type FakeRequest,
  ferryBuilding,
  installFakeApi,
  ok,
  QUOTE_ID,
  RIDE_ID,
  sanFrancisco,
} from '@ridebook/api-client/testing';
import { paths, ridePath } from '../../config/paths.ts';
import { MAP_CLICK_POINT, MARKER_DROP_POINT } from '../../test/fake-ride-map.tsx';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aSavedCard, aWallet } from '../../test/payment-fixtures.ts';
import { toLocalInputValue } from './booking-details.ts';
import { paymentPageNavigation } from '../../lib/payment-authentication.ts';
import { saveBookingDraft, type BookingDraft } from './payment-authentication.ts';

const NOW = Date.parse('2026-03-02T09:00:00.000Z');
/** A key made by crypto.randomUUID(). */
const A_UUID: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
type User = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  // Only the clock is faked (quote expiry, scheduling rules); timers stay real for the debounce and the UI.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const PIER_39: Place = {
  id: 'pier-39',
  name: 'Pier 39',
  address: 'Beach St & The Embarcadero, San Francisco, CA 94133',
  category: 'landmark',
  lat: 37.8087,
  lng: -122.4098,
};
const EMBARCADERO: Place = {
  id: 'embarcadero-station',
  name: 'Embarcadero Station (BART & Muni)',
  address: '298 Market St, San Francisco, CA 94111',
  category: 'station',
  lat: 37.7929,
  lng: -122.397,
};

/** A quote for what was asked, valid ten minutes from the (fake) clock, as the API prices it. */
function quoteFor(request: FakeRequest) {
  const body = request.body as { pickup: LocationInput; destination: LocationInput };
  return ok(
    aQuote({
      pickup: { address: body.pickup.address, lat: body.pickup.lat, lng: body.pickup.lng },
      destination: {
        address: body.destination.address,
        lat: body.destination.lat,
        lng: body.destination.lng,
      },
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    }),
  );
}

function bookingApi(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    ...signedInRoutes(),
    'GET /rides/active': () => ok(null),
    'GET /places/service-area': () => ok(sanFrancisco),
    'GET /places/search': ({ params }) => {
      const q = String(params.q).toLowerCase();
      return ok([ferryBuilding, coitTower].filter((place) => place.name.toLowerCase().includes(q)));
    },
    'GET /places/reverse': ({ params }) =>
      ok(params.lat === String(MAP_CLICK_POINT.lat) ? PIER_39 : EMBARCADERO),
    'POST /rides/quote': quoteFor,
    'GET /rider/payment-methods': () => ok([aSavedCard()]),
    'GET /rider/wallet': () => ok(aWallet()),
    'POST /rides': () => ok(aRequestedRide()),
    [`GET /rides/${RIDE_ID}`]: () => ok(aRequestedRide()),
    ...overrides,
  });
}

const box = (name: 'Pickup' | 'Destination') => screen.getByRole<HTMLInputElement>('combobox', { name });

async function chooseByKeyboard(user: User, name: 'Pickup' | 'Destination', text: string, option: RegExp) {
  await user.type(box(name), text);
  await screen.findByRole('option', { name: option });
  await user.keyboard('{ArrowDown}{Enter}');
}

async function chooseTrip(user: User) {
  await screen.findByRole('heading', { name: 'Book a ride' });
  await chooseByKeyboard(user, 'Pickup', 'ferry', /Ferry Building/);
  await chooseByKeyboard(user, 'Destination', 'coit', /Coit Tower/);
  await screen.findByTestId('fare-estimate');
}

describe('booking a ride', () => {
  it('suggests places as the rider types, asking once per pause, and takes one with the keyboard', async () => {
    const api = bookingApi();
    const { user } = renderApp(paths.bookRide);
    await screen.findByRole('heading', { name: 'Book a ride' });

    // Five keystrokes with no pause between them: one search, for the whole word.
    await user.click(box('Pickup'));
    for (const text of ['f', 'fe', 'fer', 'ferr', 'ferry'])
      fireEvent.change(box('Pickup'), { target: { value: text } });
    const option = await screen.findByRole('option', { name: /Ferry Building/ });
    expect(box('Pickup').getAttribute('aria-expanded')).toBe('true');
    expect(api.callsTo('GET /places/search').map((request) => request.params)).toEqual([
      { q: 'ferry', lat: String(sanFrancisco.center.lat), lng: String(sanFrancisco.center.lng), limit: '6' },
    ]);

    await user.keyboard('{ArrowDown}');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(box('Pickup').getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');

    expect(box('Pickup').value).toBe('Ferry Building, 1 Ferry Building, San Francisco, CA 94111');
    expect(box('Pickup').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches, and closes the suggestions on Escape', async () => {
    bookingApi();
    const { user } = renderApp(paths.bookRide);
    await screen.findByRole('heading', { name: 'Book a ride' });

    await user.type(box('Destination'), 'zzz');
    expect(await screen.findByText('No places match “zzz”.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(box('Destination').getAttribute('aria-expanded')).toBe('false');
    expect(box('Destination').value).toBe('zzz');
  });

  it('prices the trip once both ends are chosen: estimate, range, distance, time and how long it holds', async () => {
    const api = bookingApi();
    const { user } = renderApp(paths.bookRide);
    await chooseTrip(user);

    expect(api.callsTo('POST /rides/quote').map((request) => request.body)).toEqual([
      {
        pickup: {
          address: 'Ferry Building, 1 Ferry Building, San Francisco, CA 94111',
          lat: 37.7955,
          lng: -122.3937,
        },
        destination: {
          address: 'Coit Tower, 1 Telegraph Hill Blvd, San Francisco, CA 94133',
          lat: 37.8024,
          lng: -122.4058,
        },
      },
    ]);
    const fare = screen.getByRole('region', { name: 'Fare' });
    expect(within(fare).getByTestId('fare-estimate').textContent).toBe('$12.40');
    expect(within(fare).getByText('Range $11.20–$14.90')).toBeTruthy();
    expect(within(fare).getByText('1.8 km · about 4 min')).toBeTruthy();
    expect(within(fare).getByText('Price held for 10:00')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Trip map' }).getAttribute('data-route-points')).toBe('3');
  });

  it('asks for a new quote when the price held runs out', async () => {
    const api = bookingApi();
    const { user } = renderApp(paths.bookRide);
    await chooseTrip(user);

    vi.setSystemTime(NOW + 10 * 60_000 + 1_000);

    await waitFor(() => expect(api.callsTo('POST /rides/quote')).toHaveLength(2));
    expect(await screen.findByText('Price held for 10:00')).toBeTruthy();
  });

  it('books the quoted trip once, with one idempotency key, even when Book is clicked twice', async () => {
    const api = bookingApi();
    const { user, router } = renderApp(paths.bookRide);
    await chooseTrip(user);

    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Note for the driver'), 'North entrance');
    await user.dblClick(screen.getByRole('button', { name: 'Book ride · $12.40' }));

    expect(await screen.findByRole('heading', { name: 'Finding you a driver' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(ridePath(RIDE_ID));
    expect(screen.getByText('Ride booked. Finding you a driver…')).toBeTruthy();
    const bookings = api.callsTo('POST /rides').map((request) => request.body as Record<string, unknown>);
    expect(bookings.length).toBeGreaterThanOrEqual(1);
    expect(bookings[0]).toEqual({
      quoteId: QUOTE_ID,
      paymentMethod: 'cash',
      scheduledAt: null,
      note: 'North entrance',
      idempotencyKey: A_UUID,
    });
    expect(new Set(bookings.map((body) => body.idempotencyKey)).size).toBe(1);
  });

  describe('at a station', () => {
    const caltrain: PickupZone = {
      id: '6a000000-0000-4000-8000-000000000001',
      kind: 'station',
      name: 'Caltrain 4th & King',
      pickupPoints: [
        { id: '6b000000-0000-4000-8000-000000000001', name: 'King St doors', lat: 37.7764, lng: -122.3941 },
        {
          id: '6b000000-0000-4000-8000-000000000002',
          name: 'Townsend St doors',
          lat: 37.7773,
          lng: -122.3957,
        },
      ],
    };
    const atTheStation = (request: FakeRequest) => {
      const quote = quoteFor(request).body as { data: object };
      return ok({ ...quote.data, pickupZone: caltrain });
    };

    it('asks where to meet the driver, shows the points on the map, and books the one chosen', async () => {
      const api = bookingApi({ 'POST /rides/quote': atTheStation });
      const { user } = renderApp(paths.bookRide);
      await chooseTrip(user);

      const choice = screen.getByRole('radiogroup', { name: /^Where to meet your driver/ });
      expect(
        within(choice)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('aria-checked')),
      ).toEqual(['false', 'false']);
      expect(screen.getByText(ZONE_MESSAGES.pickupPointHint('Caltrain 4th & King'))).toBeTruthy();
      const markers = within(screen.getByRole('list', { name: 'Map markers' }));
      expect(markers.getByText('Pickup point: King St doors')).toBeTruthy();
      expect(markers.getByText('Pickup point: Townsend St doors')).toBeTruthy();

      await user.click(screen.getByRole('radio', { name: 'Cash' }));
      await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));
      expect(await screen.findByText(ZONE_MESSAGES.pickupPointRequired)).toBeTruthy();
      expect(api.callsTo('POST /rides')).toHaveLength(0);

      await user.click(within(choice).getByRole('radio', { name: 'Townsend St doors' }));
      // The map shows the door chosen.
      expect(markers.getByText('Pickup point: Townsend St doors (chosen)').dataset.selected).toBe('true');
      expect(markers.getByText('Pickup point: King St doors').dataset.selected).toBeUndefined();
      await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));
      await screen.findByRole('heading', { name: 'Finding you a driver' });
      expect(api.callsTo('POST /rides')[0]?.body).toMatchObject({
        quoteId: QUOTE_ID,
        pickupPointId: caltrain.pickupPoints[1]!.id,
      });
    });

    it('says on the pickup field when pickups are not allowed there', async () => {
      const message = ZONE_MESSAGES.noPickupHere('Market Street transit mall');
      bookingApi({
        'POST /rides/quote': () =>
          failure(400, {
            code: ERROR_CODES.NO_PICKUP_ZONE,
            message,
            errors: [{ path: 'pickup', message }],
          }),
      });
      const { user } = renderApp(paths.bookRide);
      await screen.findByRole('heading', { name: 'Book a ride' });
      await chooseByKeyboard(user, 'Pickup', 'ferry', /Ferry Building/);
      await chooseByKeyboard(user, 'Destination', 'coit', /Coit Tower/);

      await waitFor(() => expect(box('Pickup').getAttribute('aria-invalid')).toBe('true'));
      const described = document.getElementById(box('Pickup').getAttribute('aria-describedby')!);
      expect(described?.textContent).toBe(message);
      expect(screen.getByText('Change the pickup to see the fare.')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Book ride/ })).toHaveProperty('disabled', true);
    });
  });

  it('replaces an expired quote when booking meets it, and asks the rider to check the new fare', async () => {
    const api = bookingApi({
      'POST /rides': () =>
        failure(409, { message: RIDE_MESSAGES.quoteExpired, code: ERROR_CODES.QUOTE_EXPIRED }),
    });
    const { user, router } = renderApp(paths.bookRide);
    await chooseTrip(user);

    await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));

    expect(await screen.findByText(RIDE_MESSAGES.quoteExpired)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /rides/quote')).toHaveLength(2));
    expect(router.state.location.pathname).toBe(paths.bookRide);
  });

  it('schedules a ride ahead, checked by the shared rules before anything is sent', async () => {
    const api = bookingApi({
      'POST /rides': () => ok(aScheduledRide()),
      [`GET /rides/${RIDE_ID}`]: () => ok(aScheduledRide()),
    });
    const { user, router } = renderApp(paths.bookRide);
    await chooseTrip(user);

    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    const time = screen.getByLabelText(/^Pickup time/);
    fireEvent.change(time, { target: { value: toLocalInputValue(NOW + 10 * 60_000) } });
    await user.click(screen.getByRole('button', { name: 'Schedule ride · $12.40' }));
    expect(await screen.findByText(RIDE_MESSAGES.scheduleTooSoon)).toBeTruthy();
    expect(api.callsTo('POST /rides')).toHaveLength(0);

    fireEvent.change(time, { target: { value: toLocalInputValue(NOW + 2 * 60 * 60_000) } });
    await user.click(screen.getByRole('button', { name: 'Schedule ride · $12.40' }));

    expect(await screen.findByRole('heading', { name: /^Pickup / })).toBeTruthy();
    expect(router.state.location.pathname).toBe(ridePath(RIDE_ID));
    expect(api.callsTo('POST /rides')[0]?.body).toMatchObject({
      scheduledAt: new Date(NOW + 2 * 60 * 60_000).toISOString(),
    });
    expect(screen.getByText(/^Ride scheduled for /)).toBeTruthy();
  });

  it('sets points from the map and moves them when a pin is dragged', async () => {
    const api = bookingApi();
    const { user } = renderApp(paths.bookRide);
    await screen.findByRole('heading', { name: 'Book a ride' });

    await user.click(await screen.findByRole('button', { name: 'Click the map' }));
    await waitFor(() =>
      expect(box('Pickup').value).toBe('Pier 39, Beach St & The Embarcadero, San Francisco, CA 94133'),
    );
    expect(screen.getByRole('radio', { name: 'Destination' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Click the map' }));
    await waitFor(() => expect(box('Destination').value).toMatch(/^Pier 39/));
    await user.click(screen.getByRole('button', { name: 'Drag pickup' }));

    await waitFor(() =>
      expect(box('Pickup').value).toBe(
        'Embarcadero Station (BART & Muni), 298 Market St, San Francisco, CA 94111',
      ),
    );
    // The second click asked nothing: the address of that point was already known.
    expect(api.callsTo('GET /places/reverse').map((request) => request.params)).toEqual(
      [MAP_CLICK_POINT, MARKER_DROP_POINT].map(({ lat, lng }) => ({ lat: String(lat), lng: String(lng) })),
    );
    // The pin stays where the rider put it; the address is the nearest known one.
    const pickup = within(screen.getByRole('list', { name: 'Map markers' }))
      .getByText(/^Pickup:/)
      .closest('li');
    expect(pickup?.dataset).toMatchObject({
      lat: String(MARKER_DROP_POINT.lat),
      lng: String(MARKER_DROP_POINT.lng),
    });
    await waitFor(() => expect(api.callsTo('POST /rides/quote').length).toBeGreaterThanOrEqual(2));
  });

  describe('use my location', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: { getCurrentPosition: vi.fn(answer) },
      });
    }

    it('makes the device’s position the pickup, named by reverse geocoding', async () => {
      stubGeolocation((success) =>
        success({ coords: { latitude: 37.7929, longitude: -122.397 } } as GeolocationPosition),
      );
      const api = bookingApi();
      const { user } = renderApp(paths.bookRide);
      await screen.findByRole('heading', { name: 'Book a ride' });

      await user.click(screen.getByRole('button', { name: 'Use my location' }));

      expect(await screen.findByText('Pickup set to your current location.')).toBeTruthy();
      expect(box('Pickup').value).toBe(
        'Embarcadero Station (BART & Muni), 298 Market St, San Francisco, CA 94111',
      );
      expect(api.callsTo('GET /places/reverse')[0]?.params).toEqual({ lat: '37.7929', lng: '-122.397' });
    });

    it('says how to go on when the rider refused location access', async () => {
      stubGeolocation((_success, fail) =>
        fail({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError),
      );
      bookingApi();
      const { user } = renderApp(paths.bookRide);
      await screen.findByRole('heading', { name: 'Book a ride' });

      await user.click(screen.getByRole('button', { name: 'Use my location' }));

      expect(
        await screen.findByText(
          'Location access is off. Allow it in your browser, or search for your pickup.',
        ),
      ).toBeTruthy();
      expect(box('Pickup').value).toBe('');
    });
  });

  it('shows why a trip cannot be priced, and asks again on request', async () => {
    const tooShort = failure(400, {
      message: RIDE_MESSAGES.tripTooShort,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'destination', message: RIDE_MESSAGES.tripTooShort }],
    });
    const api = bookingApi({ 'POST /rides/quote': () => tooShort });
    const { user } = renderApp(paths.bookRide);
    await screen.findByRole('heading', { name: 'Book a ride' });
    await chooseByKeyboard(user, 'Pickup', 'ferry', /Ferry Building/);
    await chooseByKeyboard(user, 'Destination', 'coit', /Coit Tower/);

    const fare = screen.getByRole('region', { name: 'Fare' });
    await within(fare).findByText(RIDE_MESSAGES.tripTooShort);
    expect(screen.getAllByText(RIDE_MESSAGES.tripTooShort)).toHaveLength(2); // and its toast
    expect(screen.getByRole('button', { name: /^Book ride/ })).toHaveProperty('disabled', true);

    api.responders['POST /rides/quote'] = quoteFor;
    await user.click(within(fare).getByRole('button', { name: 'Check the fare again' }));
    expect(await within(fare).findByTestId('fare-estimate')).toBeTruthy();
  });

  it('sends a rider with a ride in progress to that ride instead', async () => {
    bookingApi({ 'GET /rides/active': () => ok(anAcceptedRide()) });
    renderApp(paths.bookRide);

    expect(await screen.findByText('You already have a ride in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your ride' }).getAttribute('href')).toBe(
      ridePath(RIDE_ID),
    );
    expect(screen.queryByRole('combobox', { name: 'Pickup' })).toBeNull();
  });

  describe('paying', () => {
    const paymentChoice = (name: 'Cash' | 'Card' | 'Wallet') => screen.getByRole('radio', { name });

    it('starts on the rider’s default card and names it', async () => {
      const api = bookingApi();
      const { user } = renderApp(paths.bookRide);
      await chooseTrip(user);

      expect(paymentChoice('Card').getAttribute('aria-checked')).toBe('true');
      expect(screen.getByTestId('payment-card').textContent).toContain('Visa •••• 4242');
      await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));
      await screen.findByRole('heading', { name: 'Finding you a driver' });
      expect(api.callsTo('POST /rides')[0]?.body).toMatchObject({ paymentMethod: 'card' });
    });

    it('starts on cash without a card, and offers to add one when Card is chosen', async () => {
      bookingApi({ 'GET /rider/payment-methods': () => ok([]) });
      const { user } = renderApp(paths.bookRide);
      await chooseTrip(user);

      expect(paymentChoice('Cash').getAttribute('aria-checked')).toBe('true');
      await user.click(paymentChoice('Card'));
      expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(paths.wallet);
    });

    it('shows the wallet’s available balance (in the quote’s currency) and says when the fare may be more', async () => {
      const needed = 1_490; // the quote's upper bound
      const api = bookingApi({
        'GET /rider/wallet': () => ok(aWallet({ balance: 800, held: 300, available: 500 })),
      });
      const { user } = renderApp(paths.bookRide);
      await chooseTrip(user);

      await user.click(paymentChoice('Wallet'));
      expect(await screen.findByText('$5.00')).toBeTruthy();
      expect(screen.getByTestId('wallet-short').textContent).toContain(
        walletInsufficientMessage(500, needed, 'USD'),
      );
      expect(api.callsTo('GET /rider/wallet').at(-1)?.params).toEqual({ currency: 'USD' });
      expect(screen.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
        paths.wallet,
      );
    });

    describe('a card the bank must confirm (3-D Secure)', () => {
      const PAYMENT_ID = 'sandbox_payment_1';
      const PAGE = `/api/payments/sandbox/authenticate/${PAYMENT_ID}`;
      const confirm = PAYMENT_MESSAGES.authenticationRedirect;
      const draft: BookingDraft = {
        quoteId: QUOTE_ID,
        idempotencyKey: 'booking-key-3ds-1',
        paymentId: PAYMENT_ID,
        details: {
          paymentMethod: 'card',
          timing: 'now',
          scheduledAt: '',
          note: 'North entrance',
          pickupPointId: '',
        },
        pickup: { address: ferryBuilding.address, lat: ferryBuilding.lat, lng: ferryBuilding.lng },
        destination: { address: coitTower.address, lat: coitTower.lat, lng: coitTower.lng },
      };
      const returned = `${paths.bookRide}?payment_authenticated=1&payment_intent=${PAYMENT_ID}&redirect_status=succeeded`;

      afterEach(() => {
        sessionStorage.clear();
        vi.restoreAllMocks();
      });

      it('keeps the booking and sends the browser to the bank’s page', async () => {
        const assign = vi.spyOn(paymentPageNavigation, 'assign').mockImplementation(() => undefined);
        const api = bookingApi({
          'POST /rides': () =>
            failure(402, {
              message: confirm,
              code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
              errors: [{ path: 'paymentMethod', message: confirm }],
              authentication: { paymentId: PAYMENT_ID, redirectUrl: PAGE },
            }),
        });
        const { user, router } = renderApp(paths.bookRide);
        await chooseTrip(user);
        await user.type(screen.getByLabelText(/^Note for the driver/), 'North entrance');
        await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));

        expect(await screen.findByText(confirm)).toBeTruthy();
        expect(assign).toHaveBeenCalledWith(new URL(PAGE, window.location.origin).href);
        const [sent] = api.callsTo('POST /rides');
        expect(sent?.body).toMatchObject({
          quoteId: QUOTE_ID,
          paymentMethod: 'card',
          idempotencyKey: A_UUID,
          returnUrl: `${window.location.origin}${paths.bookRide}?payment_authenticated=1`,
        });
        const saved = JSON.parse(
          sessionStorage.getItem('ridebook:booking-awaiting-payment') ?? 'null',
        ) as unknown;
        expect(saved).toMatchObject({
          quoteId: QUOTE_ID,
          idempotencyKey: (sent?.body as { idempotencyKey: string }).idempotencyKey,
          paymentId: PAYMENT_ID,
          details: { paymentMethod: 'card', note: 'North entrance' },
          pickup: { address: expect.stringContaining('1 Ferry Building') as unknown },
        });
        expect(router.state.location.pathname).toBe(paths.bookRide);
      });

      it('back from the bank, books the same booking with the confirmed payment and opens the ride', async () => {
        saveBookingDraft(draft);
        const api = bookingApi();
        const { router } = renderApp(returned);

        expect(await screen.findByRole('heading', { name: 'Finding you a driver' })).toBeTruthy();
        expect(router.state.location.pathname).toBe(ridePath(RIDE_ID));
        expect(api.callsTo('POST /rides').map((request) => request.body)).toEqual([
          {
            quoteId: QUOTE_ID,
            paymentMethod: 'card',
            scheduledAt: null,
            note: 'North entrance',
            idempotencyKey: 'booking-key-3ds-1',
            returnUrl: `${window.location.origin}${paths.bookRide}?payment_authenticated=1`,
            authenticatedPaymentId: PAYMENT_ID,
          },
        ]);
        expect(sessionStorage.length).toBe(0);
      });

      it('a refusal after the bank shows the API’s message on the payment choice, the form still filled', async () => {
        saveBookingDraft(draft);
        const refused = PAYMENT_MESSAGES.authenticationFailed;
        bookingApi({
          'POST /rides': () =>
            failure(402, {
              message: refused,
              code: ERROR_CODES.CARD_DECLINED,
              errors: [{ path: 'paymentMethod', message: refused }],
            }),
        });
        const { router } = renderApp(returned);

        const form = await screen.findByRole('form', { name: 'Booking details' });
        await waitFor(() => expect(within(form).getAllByText(refused).length).toBeGreaterThanOrEqual(1));
        expect(router.state.location.pathname).toBe(paths.bookRide);
        expect(router.state.location.search).toBe('');
        expect(box('Pickup').value).toBe(ferryBuilding.address);
        expect(box('Destination').value).toBe(coitTower.address);
        expect(screen.getByLabelText<HTMLTextAreaElement>(/^Note for the driver/).value).toBe(
          'North entrance',
        );
        expect(screen.getByRole('radio', { name: 'Card' }).getAttribute('aria-checked')).toBe('true');
        expect(await screen.findByTestId('fare-estimate')).toBeTruthy();
      });

      it('a return without a kept booking (another tab, or the draft was used) is a plain booking page', async () => {
        const api = bookingApi();
        renderApp(returned);
        await screen.findByRole('heading', { name: 'Book a ride' });
        expect(api.callsTo('POST /rides')).toHaveLength(0);
      });
    });

    it.each([
      [ERROR_CODES.WALLET_INSUFFICIENT, walletInsufficientMessage(500, 1_490, 'USD'), 'Wallet'],
      [ERROR_CODES.CARD_DECLINED, cardDeclinedMessage('insufficient funds'), 'Card'],
      [ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED, PAYMENT_MESSAGES.authenticationRequired, 'Card'],
    ] as const)('shows the API’s %s refusal beside the payment choice', async (code, message, method) => {
      bookingApi({
        'POST /rides': () => failure(402, { message, code, errors: [{ path: 'paymentMethod', message }] }),
      });
      const { user, router } = renderApp(paths.bookRide);
      await chooseTrip(user);

      await user.click(paymentChoice(method));
      await user.click(screen.getByRole('button', { name: 'Book ride · $12.40' }));

      const form = screen.getByRole('form', { name: 'Booking details' });
      await waitFor(() => expect(within(form).getAllByText(message).length).toBeGreaterThanOrEqual(1));
      expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2); // and its toast
      expect(router.state.location.pathname).toBe(paths.bookRide);

      await user.click(paymentChoice('Cash'));
      expect(within(form).queryByText(message)).toBeNull();
    });
  });
});
