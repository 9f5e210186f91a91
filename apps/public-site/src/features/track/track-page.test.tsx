import { queryKeys } from '@ridebook/api-client';
import { failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { ERROR_CODES, SAFETY_MESSAGES, type TrackView } from '@ridebook/validation';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { TrackPage } from './track-page.tsx';

vi.mock('@ridebook/ui/map', () => ({
  ConfiguredRideMap: ({
    markers = [],
    'aria-label': label,
  }: {
    markers?: { label: string }[];
    'aria-label'?: string;
  }) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li key={marker.label}>{marker.label}</li>
      ))}
    </ul>
  ),
}));

const DANA = {
  firstName: 'Dana',
  vehicleModel: 'Toyota Prius',
  vehiclePlate: 'RB-2048',
  vehicle: { make: 'Toyota', model: 'Prius', colour: 'Silver', plate: 'RB-2048' },
  hasPhoto: false,
};

const onTheWay: TrackView = {
  status: 'in_transit',
  pickup: { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 },
  destination: { address: 'Coit Tower, San Francisco', lat: 37.8024, lng: -122.4058 },
  route: [
    [37.7955, -122.3937],
    [37.8024, -122.4058],
  ],
  driver: DANA,
  position: { lat: 37.799, lng: -122.401, heading: 310, at: '2026-03-02T09:08:00.000Z' },
  etaSeconds: 240,
  updatedAt: '2026-03-02T09:06:00.000Z',
  endedAt: null,
};

function renderTrack(token = 'secret-token') {
  return renderPage(`/track/${token}`, { routes: [{ path: '/track/:token', Component: TrackPage }] });
}

describe('/track/:token', () => {
  it('shows the shared trip: status, the driver’s first name and car, the route and the car on the map', async () => {
    installFakeApi({ 'GET /track/secret-token': ok(onTheWay) });
    renderTrack();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'On the way to the destination' }),
    ).toBeTruthy();
    expect(screen.getByTestId('track-detail').textContent).toBe('About 4 min to go.');
    expect(screen.getByText('Dana')).toBeTruthy();
    expect(screen.getByText('Silver Toyota Prius')).toBeTruthy();
    expect(screen.getByText('RB-2048')).toBeTruthy();
    expect(await screen.findByText('Car: Dana')).toBeTruthy();
    expect(document.title).toBe('Shared trip | RideBook');
    // Nothing that reaches a person: no phone, no e-mail.
    expect(document.body.textContent).not.toMatch(/@|\+1|tel:/);
  });

  it('shows the driver’s photo, read through the link, or their initials without one', async () => {
    const withPhoto = { ...onTheWay, driver: { ...DANA, hasPhoto: true } };
    installFakeApi({
      'GET /track/secret-token': ok(withPhoto),
      'GET /track/secret-token/driver-photo': {
        status: 200,
        body: new Uint8Array([1, 2, 3]),
        headers: { 'content-type': 'image/jpeg' },
      },
    });
    renderTrack();
    const photo = await screen.findByRole<HTMLImageElement>('img', { name: 'Photo of Dana' });
    expect(photo.src).toBe('data:image/jpeg;base64,AQID');

    const withoutPhoto = installFakeApi({ 'GET /track/other-token': ok(onTheWay) });
    renderTrack('other-token');
    expect(await screen.findByText('D')).toBeTruthy();
    expect(withoutPhoto.callsTo('GET /track/other-token')).toHaveLength(1);
    expect(withoutPhoto.callsTo('GET /track/other-token/driver-photo')).toEqual([]);
  });

  it('asks again and shows the latest state, then the end of the trip', async () => {
    let view: TrackView = { ...onTheWay, status: 'accepted', etaSeconds: 120 };
    installFakeApi({ 'GET /track/secret-token': () => ok(view) });
    const { queryClient } = renderTrack();

    expect(await screen.findByRole('heading', { name: 'Dana is on the way to the pickup' })).toBeTruthy();
    view = { ...onTheWay, status: 'completed', position: null, endedAt: '2026-03-02T09:12:00.000Z' };
    await queryClient.refetchQueries({ queryKey: queryKeys.safety.all() });
    expect(await screen.findByRole('heading', { name: 'This trip has ended' })).toBeTruthy();
    expect(screen.queryByText('Car: Dana')).toBeNull();
  });

  it('says clearly when the link is unknown or expired', async () => {
    installFakeApi({
      'GET /track/expired': failure(404, {
        code: ERROR_CODES.TRIP_LINK_INVALID,
        message: SAFETY_MESSAGES.trackLinkInvalid,
      }),
    });
    renderTrack('expired');

    expect(await screen.findByText(SAFETY_MESSAGES.trackLinkInvalid)).toBeTruthy();
    expect(screen.getByText(/trip links stop working 60 minutes after the ride ends/)).toBeTruthy();
  });

  it('offers to try again when the API cannot be reached', async () => {
    const api = installFakeApi({}); // GET /track/secret-token unanswered: the API cannot be reached
    renderTrack();

    expect(await screen.findByText("We couldn't load this trip")).toBeTruthy();
    api.responders['GET /track/secret-token'] = ok(onTheWay);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { name: 'On the way to the destination' })).toBeTruthy();
  });
});
