import { failure, installFakeApi, ok, type FakeReply } from '@ridebook/api-client/testing';
import { ERROR_CODES, RIDE_MESSAGES, type Place, type TripEstimate } from '@ridebook/validation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { FareEstimatePage } from './fare-estimate-page.tsx';

const FERRY: Place = {
  id: 'ferry-building',
  name: 'Ferry Building',
  address: 'Ferry Building, San Francisco',
  category: 'landmark',
  lat: 37.7955,
  lng: -122.3937,
};
const CITY_HALL: Place = {
  id: 'city-hall',
  name: 'City Hall',
  address: 'City Hall, 1 Dr Carlton B Goodlett Pl, San Francisco',
  category: 'landmark',
  lat: 37.7793,
  lng: -122.4193,
};
const ESTIMATE: TripEstimate = {
  distanceMeters: 3_420,
  durationSeconds: 660,
  fare: {
    currency: 'USD',
    estimate: 1_450,
    low: 1_230,
    high: 1_740,
    breakdown: { baseFare: 250, distance: 550, time: 450, minimumFareTopUp: 0, bookingFee: 200 },
  },
  route: [
    [37.7955, -122.3937],
    [37.7793, -122.4193],
  ],
};

/** Renders the estimator; the API finds places by name and answers POST /fare-estimate with `estimate`. */
function renderEstimator(estimate?: () => FakeReply) {
  const api = installFakeApi({
    'GET /places/search': ({ params }) => {
      const q = String(params.q).toLowerCase();
      return ok([FERRY, CITY_HALL].filter((place) => place.name.toLowerCase().includes(q)));
    },
    ...(estimate && { 'POST /fare-estimate': estimate }),
  });
  renderPage('/fare-estimate', { routes: [{ path: '/fare-estimate', element: <FareEstimatePage /> }] });
  return { api, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, box: string, typed: string, place: string) {
  await user.type(screen.getByRole('combobox', { name: box }), typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(place) }));
}

describe('the fare estimator', () => {
  it('names what is missing with the booking page’s messages, and asks nothing', async () => {
    const { api, user } = renderEstimator();
    expect(document.title).toBe('Fare estimate | RideBook');

    await user.click(screen.getByRole('button', { name: 'Estimate fare' }));

    expect(screen.getByText(RIDE_MESSAGES.pickupRequired)).toBeVisible();
    expect(screen.getByText(RIDE_MESSAGES.destinationRequired)).toBeVisible();
    expect(api.requests.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('prices the chosen trip and shows the fare, its range, the distance and the time', async () => {
    const { api, user } = renderEstimator(() => ok(ESTIMATE));

    await choose(user, 'Pickup', 'ferry', 'Ferry Building');
    await choose(user, 'Destination', 'city', 'City Hall');
    await user.click(screen.getByRole('button', { name: 'Estimate fare' }));

    expect(await screen.findByTestId('fare-estimate')).toHaveTextContent('$14.50');
    expect(screen.getByText('Usually $12.30–$17.40')).toBeVisible();
    expect(screen.getByText('3.4 km')).toBeVisible();
    expect(screen.getByText('about 11 min')).toBeVisible();
    const breakdown = screen.getByRole('list', { name: 'Fare breakdown' });
    expect(breakdown).toHaveTextContent('Base fare$2.50');
    expect(breakdown).toHaveTextContent('Booking fee$2.00');
    expect(breakdown).not.toHaveTextContent('Minimum fare');
    expect(screen.getByRole('link', { name: 'Book this ride' })).toHaveAttribute('href', '/book');
    expect(api.callsTo('POST /fare-estimate').map(({ body }) => body)).toEqual([
      {
        pickup: { address: FERRY.address, lat: FERRY.lat, lng: FERRY.lng },
        destination: { address: CITY_HALL.address, lat: CITY_HALL.lat, lng: CITY_HALL.lng },
      },
    ]);
  });

  it('shows the API’s refusal on the box it concerns, and clears the estimate when a place changes', async () => {
    let estimates = 0;
    const { user } = renderEstimator(() =>
      (estimates += 1) === 1
        ? failure(400, {
            message: 'Validation failed',
            code: ERROR_CODES.OUTSIDE_SERVICE_AREA,
            errors: [{ path: 'destination', message: RIDE_MESSAGES.outsideServiceArea }],
          })
        : ok(ESTIMATE),
    );

    await choose(user, 'Pickup', 'ferry', 'Ferry Building');
    await choose(user, 'Destination', 'city', 'City Hall');
    await user.click(screen.getByRole('button', { name: 'Estimate fare' }));
    expect(await screen.findByText(RIDE_MESSAGES.outsideServiceArea)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Estimate fare' }));
    expect(await screen.findByTestId('fare-estimate')).toBeVisible();
    expect(screen.queryByText(RIDE_MESSAGES.outsideServiceArea)).toBeNull();

    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'x');
    await waitFor(() => expect(screen.queryByTestId('fare-estimate')).toBeNull());
  });
});
