import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths.ts';
import { canFindRide, QuickBookingForm } from './quick-booking-form.tsx';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <QuickBookingForm /> },
      { path: paths.register, element: <h1>Create your account</h1> },
    ],
    { initialEntries: [paths.home] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('hero quick booking', () => {
  it('goes to /register when both pickup and destination are filled in', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByLabelText('Pickup location'), 'Central Station');
    await user.type(screen.getByLabelText('Destination'), 'Airport Terminal 2');
    await user.click(screen.getByRole('button', { name: 'Find Your Ride' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.register);
  });

  it.each([
    ['both boxes are empty', '', ''],
    ['only the pickup is filled in', 'Central Station', ''],
    ['only the destination is filled in', '', 'Airport Terminal 2'],
  ])('does nothing and shows no message when %s', async (_case, pickup, destination) => {
    const user = userEvent.setup();
    const router = renderForm();
    if (pickup) await user.type(screen.getByLabelText('Pickup location'), pickup);
    if (destination) await user.type(screen.getByLabelText('Destination'), destination);
    await user.click(screen.getByRole('button', { name: 'Find Your Ride' }));
    expect(router.state.location.pathname).toBe(paths.home);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('treats boxes holding only spaces as empty', () => {
    expect(canFindRide('   ', 'Airport')).toBe(false);
    expect(canFindRide('Home', ' ')).toBe(false);
    expect(canFindRide('Home', 'Airport')).toBe(true);
  });
});
