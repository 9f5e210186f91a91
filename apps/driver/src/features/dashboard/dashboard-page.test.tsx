import { screen, within } from '@testing-library/react';
import type { Availability, DriverSummary, Ride, RideOffer } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';
import {
  anAcceptedRide,
  anAvailability,
  anOffer,
  anOnlineAvailability,
  installFakeApi,
  ok,
} from '@ridebook/api-client/testing';
import { aDriverSummary } from '../../test/fixtures.ts';
import { renderForDriver } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

type Answers = {
  availability?: Availability;
  offers?: RideOffer[];
  activeRide?: Ride | null;
  summary?: DriverSummary;
};

function answer({
  availability = anAvailability(),
  offers = [],
  activeRide = null,
  summary = aDriverSummary(),
}: Answers = {}) {
  return installFakeApi({
    'GET /driver/summary': ok(summary),
    'GET /driver/availability': ok(availability),
    'GET /driver/offers': ok(offers),
    'GET /rides/active': ok(activeRide),
    'POST /driver/position': { status: 204 },
  });
}

describe('/driver/dashboard', () => {
  it('shows an offline driver the one-tap switch and that ride requests are paused', async () => {
    answer();
    renderForDriver(<DashboardPage />);

    expect(await screen.findByRole('switch', { name: 'Online' })).toBeTruthy();
    expect(screen.getByText("You're offline")).toBeTruthy();
    expect(screen.getByText('Ride requests are paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Online' })).toBeTruthy();
  });

  it('is map first: on a phone the switch sits in a sheet over the map, beside it on a wide screen', async () => {
    answer();
    const phone = renderForDriver(<DashboardPage />);
    const panel = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(panel).findByRole('switch', { name: 'Online' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Panel size/ })).toBeNull();
    phone.unmount();

    stubMatchMedia((query) => /max-width/.test(query));
    renderForDriver(<DashboardPage />);
    const sheet = await screen.findByRole('region', { name: 'Overview' });
    expect(await within(sheet).findByRole('switch', { name: 'Online' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: /^Panel size: Half/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Map around you' })).toBeTruthy();
  });

  it('shows an online driver the incoming offer', async () => {
    answer({ availability: anOnlineAvailability(), offers: [anOffer()] });
    renderForDriver(<DashboardPage />);

    expect(await screen.findByText('New request from Riley Rider')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go Online' })).toBeNull();
  });

  it('shows an online driver without offers that requests are being looked for', async () => {
    answer({ availability: anOnlineAvailability() });
    renderForDriver(<DashboardPage />);
    expect(await screen.findByText(/^Looking for ride requests near you/)).toBeTruthy();
  });

  it('shows the current ride, with the way to it', async () => {
    answer({ availability: anOnlineAvailability({ activeRideId: 'ride-1' }), activeRide: anAcceptedRide() });
    renderForDriver(<DashboardPage />);

    const heading = await screen.findByRole('heading', { name: 'Current ride' });
    const card = heading.closest<HTMLElement>('[data-slot="card"]');
    expect(card).not.toBeNull();
    expect(within(card!).getByText('Heading to the pickup')).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'Open Current Ride' }).getAttribute('href')).toBe(
      '/driver/active',
    );
  });

  it("shows today's earnings and rides, the acceptance rate and the rating", async () => {
    answer();
    renderForDriver(<DashboardPage />);

    const stats = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(await within(stats).findByText('$42.80')).toBeTruthy();
    const value = (label: string) =>
      within(stats).getByText(label).closest<HTMLElement>('[data-slot="card"]')!.textContent;
    expect(value("Today's earnings")).toContain('$42.80');
    expect(value('Rides today')).toContain('3');
    expect(value('Acceptance rate')).toContain('88%');
    expect(value('Rating')).toContain('4.86');
    expect(value('Rating')).toContain('From 21 rider ratings');
  });

  it('says when there are no offers or ratings yet, instead of a number', async () => {
    answer({
      summary: aDriverSummary({ acceptanceRate: null, rating: { average: null, count: 0 } }),
    });
    renderForDriver(<DashboardPage />);

    const stats = await screen.findByRole('region', { name: 'Today at a glance' });
    expect(await within(stats).findByText('No offers yet')).toBeTruthy();
    expect(within(stats).getByText('No ratings yet')).toBeTruthy();
  });
});
