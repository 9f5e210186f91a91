import { SAVED_PLACE_MESSAGES, type SavedPlace, type SavedPlaceInput } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aQuote,
  coitTower,
  type FakeRequest,
  ferryBuilding,
  installFakeApi,
  ok,
  sanFrancisco,
} from '@ridebook/api-client/testing';
import { paths } from '../../config/paths.ts';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aSavedCard, aWallet } from '../../test/payment-fixtures.ts';

const AT = '2026-03-01T10:00:00.000Z';
const ferryLocation = {
  address: `${ferryBuilding.name}, ${ferryBuilding.address}`,
  lat: ferryBuilding.lat,
  lng: ferryBuilding.lng,
};
const coitLocation = {
  address: `${coitTower.name}, ${coitTower.address}`,
  lat: coitTower.lat,
  lng: coitTower.lng,
};

function aPlace(index: number, overrides: Partial<SavedPlace> = {}): SavedPlace {
  return {
    id: `1c9d7c2e-6f4a-4d3b-9a1c-2e3f4a5b6c7${index}`,
    kind: 'home',
    name: null,
    location: ferryLocation,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** The saved-places API over a list it keeps, plus what the dashboard and the booking page read. */
function placesApi(initial: SavedPlace[] = []) {
  const server = { places: [...initial], next: initial.length + 1 };
  const api = installFakeApi({
    ...signedInRoutes(),
    'GET /rider/saved-places': () => ok(server.places),
    'POST /rider/saved-places': (request) => {
      const body = request.body as SavedPlaceInput;
      const place = aPlace(server.next++, {
        kind: body.kind,
        name: body.name ?? null,
        location: body.location,
      });
      server.places.push(place);
      return ok(place);
    },
    'GET /rides/active': () => ok(null),
    'GET /rider/summary': () =>
      ok({
        currency: 'USD',
        completedRides: 0,
        amountSpent: 0,
        averageRatingGiven: null,
        activeRideId: null,
      }),
    'GET /rider/rides': () => ({
      status: 200,
      body: {
        data: [],
        page: { page: 1, pageSize: 5, total: 0, totalPages: 1 },
        totals: { rides: 0, completed: 0, completedFares: [] },
      },
    }),
    'GET /places/service-area': () => ok(sanFrancisco),
    'GET /places/search': ({ params }) => {
      const q = String(params.q).toLowerCase();
      return ok([ferryBuilding, coitTower].filter((place) => place.name.toLowerCase().includes(q)));
    },
    'POST /rides/quote': (request: FakeRequest) => {
      const body = request.body as { pickup: SavedPlace['location']; destination: SavedPlace['location'] };
      return ok(aQuote({ pickup: body.pickup, destination: body.destination }));
    },
    'GET /rider/payment-methods': () => ok([aSavedCard()]),
    'GET /rider/wallet': () => ok(aWallet()),
  });
  for (const place of initial) {
    api.responders[`PATCH /rider/saved-places/${place.id}`] = (request) => {
      const index = server.places.findIndex((p) => p.id === place.id);
      const body = request.body as Partial<SavedPlaceInput>;
      const updated = { ...server.places[index]!, ...body, name: body.name ?? null };
      server.places[index] = updated;
      return ok(updated);
    };
    api.responders[`DELETE /rider/saved-places/${place.id}`] = () => {
      server.places = server.places.filter((p) => p.id !== place.id);
      return { status: 200, body: { message: SAVED_PLACE_MESSAGES.placeRemoved } };
    };
  }
  return api;
}

const section = () => screen.findByRole('region', { name: 'Saved places' });

describe('Saved places on the profile page', () => {
  it('adds Home from a place search, asking for a place first', async () => {
    const api = placesApi();
    const { user } = renderApp(paths.profile);
    const places = await section();
    expect(await within(places).findByText(/No saved places yet/)).toBeTruthy();

    await user.click(within(places).getByRole('button', { name: 'Add a place' }));
    await user.click(within(places).getByRole('button', { name: 'Add place' }));
    expect(await within(places).findByText('Please choose a place from the suggestions')).toBeTruthy();
    expect(api.callsTo('POST /rider/saved-places')).toHaveLength(0);

    await user.type(within(places).getByRole('combobox', { name: 'Address' }), 'ferry');
    await user.click(await screen.findByRole('option', { name: /Ferry Building/ }));
    await user.click(within(places).getByRole('button', { name: 'Add place' }));

    expect(await screen.findByText('Home saved')).toBeTruthy();
    const list = await within(places).findByRole('list', { name: 'Saved places' });
    expect(within(list).getByText('Home')).toBeTruthy();
    expect(api.callsTo('POST /rider/saved-places').map((request) => request.body)).toEqual([
      { kind: 'home', location: ferryLocation },
    ]);
  });

  it('renames a place as Other (a name required) and removes another after asking', async () => {
    const work = aPlace(2, { kind: 'work', location: coitLocation });
    const api = placesApi([aPlace(1), work]);
    const { user } = renderApp(paths.profile);
    const places = await section();

    await user.click(await within(places).findByRole('button', { name: 'Edit Home' }));
    await user.click(within(places).getByRole('radio', { name: 'Other' }));
    await user.click(within(places).getByRole('button', { name: 'Save place' }));
    expect(await within(places).findByText(SAVED_PLACE_MESSAGES.nameRequired)).toBeTruthy();
    await user.type(within(places).getByLabelText(/^Name/), 'Ferry');
    await user.click(within(places).getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText(SAVED_PLACE_MESSAGES.placeUpdated)).toBeTruthy();
    expect(api.callsTo(`PATCH /rider/saved-places/${aPlace(1).id}`)[0]?.body).toEqual({
      kind: 'other',
      name: 'Ferry',
    });

    await user.click(within(places).getByRole('button', { name: 'Remove Work' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Work?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove place' }));
    expect(await screen.findByText(SAVED_PLACE_MESSAGES.placeRemoved)).toBeTruthy();
    await waitFor(() => expect(within(places).queryByText('Work')).toBeNull());
  });
});

describe('Saved places on the dashboard and the booking page', () => {
  it('"Ride home" opens the booking page with Home as the destination', async () => {
    const api = placesApi([aPlace(1)]);
    const { user, router } = renderApp(paths.dashboard);
    await user.click(await screen.findByRole('link', { name: 'Ride home' }));

    await screen.findByRole('heading', { name: 'Book a ride' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Destination' }).value).toBe(
        ferryLocation.address,
      ),
    );
    expect(router.state.location.search).toBe('');
    expect(api.callsTo('GET /rider/saved-places').length).toBeGreaterThan(0);
  });

  it('sets a trip end in one tap and saves a chosen place', async () => {
    const api = placesApi([aPlace(1)]);
    const { user } = renderApp(paths.bookRide);
    await screen.findByRole('heading', { name: 'Book a ride' });

    const pickupChips = await screen.findByRole('list', { name: 'Saved places for pickup' });
    await user.click(within(pickupChips).getByRole('button', { name: /^Pickup: Home/ }));
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Pickup' }).value).toBe(
      ferryLocation.address,
    );
    expect(
      within(pickupChips)
        .getByRole('button', { name: /^Pickup: Home/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'coit');
    await user.click(await screen.findByRole('option', { name: /Coit Tower/ }));
    await user.click(screen.getByRole('button', { name: 'Save this place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this place' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tower');
    await user.click(within(dialog).getByRole('button', { name: 'Save place' }));

    expect(await screen.findByText('Tower saved')).toBeTruthy();
    expect(api.callsTo('POST /rider/saved-places').map((request) => request.body)).toEqual([
      { kind: 'other', name: 'Tower', location: coitLocation },
    ]);
    expect(await screen.findByRole('button', { name: /^Destination: Tower/ })).toBeTruthy();
  });
});
