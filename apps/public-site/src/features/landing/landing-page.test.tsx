import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anchors, paths } from '../../config/paths.ts';
import { LandingPage } from './landing-page.tsx';

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.register, element: <h1>Create your account</h1> },
    ],
    { initialEntries: [paths.home] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('landing page', () => {
  it('names the product in its heading and sets its title and description', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('RideBook');
    expect(document.title).toContain('RideBook');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('80%');
  });

  it('has the #features anchor and at least five sections', () => {
    const { container } = renderLanding();
    expect(container.querySelector(`#${anchors.features}`)).not.toBeNull();
    expect(container.querySelectorAll('section').length).toBeGreaterThanOrEqual(5);
  });

  it('switches the feature tabs between riders and drivers', async () => {
    const user = userEvent.setup();
    renderLanding();
    const features = screen.getByRole('region', { name: /whichever seat you are in/ });
    const ridersTab = within(features).getByRole('tab', { name: 'Riders' });
    const driversTab = within(features).getByRole('tab', { name: 'Drivers' });
    expect(ridersTab.getAttribute('aria-selected')).toBe('true');
    expect(within(features).getByText('SOS emergency button')).toBeTruthy();
    expect(within(features).queryByText('Earnings dashboard')).toBeNull();

    await user.click(driversTab);
    expect(driversTab.getAttribute('aria-selected')).toBe('true');
    expect(ridersTab.getAttribute('aria-selected')).toBe('false');
    const panel = within(features).getByRole('tabpanel');
    for (const name of [
      'Earnings dashboard',
      'Availability control',
      'Route planning',
      'Passenger details before accepting',
      'Driver insurance',
    ]) {
      expect(within(panel).getByText(name)).toBeTruthy();
    }
    expect(within(features).queryByText('SOS emergency button')).toBeNull();
  });

  it('lists the rider features of the spec', () => {
    renderLanding();
    const panel = within(screen.getByRole('region', { name: /whichever seat you are in/ })).getByRole(
      'tabpanel',
    );
    for (const name of [
      'One-tap booking',
      'Live GPS tracking',
      'Pay your way',
      'Rate and review',
      'Ride history',
      'SOS emergency button',
    ]) {
      expect(within(panel).getByText(name)).toBeTruthy();
    }
    expect(within(panel).getByText(/cash, card or digital wallet/)).toBeTruthy();
  });

  it('moves the how-it-works tabs with the arrow keys and shows the driver onboarding steps', async () => {
    const user = userEvent.setup();
    renderLanding();
    const section = screen.getByRole('region', { name: /From request to drop-off/ });
    await user.click(within(section).getByRole('tab', { name: 'As a rider' }));
    await user.keyboard('{ArrowRight}');
    const driverTab = within(section).getByRole('tab', { name: 'As a driver' });
    expect(driverTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(driverTab);
    const steps = within(within(section).getByRole('tabpanel')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Register',
      'Go online',
      'Accept requests',
      'Drive',
      'Get paid',
    ]);
  });

  it('sends Become a Driver and Start Earning as Driver to /register', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Become a Driver' }).getAttribute('href')).toBe(paths.register);
    expect(screen.getByRole('link', { name: 'Start Earning as Driver' }).getAttribute('href')).toBe(
      paths.register,
    );
  });

  it('keeps Book Your First Ride, Start Riding and Watch Demo as buttons that go nowhere', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding();
    for (const name of ['Book Your First Ride', 'Start Riding', 'Watch Demo']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('type')).toBe('button');
      await user.click(button);
      expect(router.state.location.pathname).toBe(paths.home);
    }
  });

  it('shows the marketing figures of the spec', () => {
    renderLanding();
    const text = document.body.textContent ?? '';
    for (const figure of ['4.9', '100+ cities', '50K+', '10K+', 'under 3 minutes', '80%', '7 days', '24/7']) {
      expect(text).toContain(figure);
    }
  });
});
