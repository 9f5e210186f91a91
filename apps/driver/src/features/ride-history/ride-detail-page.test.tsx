import { screen, within } from '@testing-library/react';
import { ERROR_CODES } from '@ridebook/validation';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  anAvailability,
  failure,
  type FakeReply,
  installFakeApi,
  ok,
  PICKUP,
  rideAt,
} from '@ridebook/api-client/testing';
import { paths } from '../../config/paths.ts';
import { renderForDriver } from '../../test/render.tsx';
import { RideDetailPage } from './ride-detail-page.tsx';

const completed = rideAt('completed', {
  fare: { ...rideAt('completed').fare, final: 1_300 },
  tip: 200,
  completedAt: '2026-03-02T09:20:00.000Z',
});

function renderDetail(ride: FakeReply) {
  installFakeApi({
    'GET /driver/availability': ok(anAvailability()),
    'GET /rides/ride-1': ride,
    'GET /rides/ride-1/route': ok({
      rideId: 'ride-1',
      planned: completed.route,
      driven: [],
      distanceMeters: completed.distanceMeters,
      drivenDistanceMeters: null,
    }),
  });
  return renderForDriver(
    <Routes>
      <Route path={paths.rideDetail} element={<RideDetailPage />} />
    </Routes>,
    { path: '/driver/ride-history/ride-1' },
  );
}

describe('/driver/ride-history/:rideId', () => {
  it('shows the route, the timeline, the rider and the fare with its tip', async () => {
    renderDetail(ok(completed));

    expect(await screen.findByText('Riley Rider')).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Ride timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Ride requested',
      'Driver accepted',
      'Driver arrived',
      'Rider picked up',
      'Trip started',
      'Ride completed',
    ]);
    const fare = screen.getByRole('heading', { name: 'Fare' }).closest<HTMLElement>('[data-slot="card"]')!;
    expect(within(fare).getByText('Final fare').nextElementSibling?.textContent).toBe('$13.00');
    expect(within(fare).getByText('Tip').nextElementSibling?.textContent).toBe('$2.00');
    expect(screen.getByText(PICKUP.address)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to ride history' }).getAttribute('href')).toBe(
      paths.rideHistory,
    );
  });

  it('says when the ride is not in the driver’s history', async () => {
    renderDetail(failure(404, { message: 'Ride not found', code: ERROR_CODES.RIDE_NOT_FOUND }));
    expect(await screen.findByText('This ride is not in your history.')).toBeTruthy();
  });
});
