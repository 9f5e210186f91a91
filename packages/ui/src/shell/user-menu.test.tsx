import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { UserMenu } from './user-menu.tsx';

describe('UserMenu', () => {
  it('opens on its first item, moves with the arrow keys, and Escape returns to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu role="rider" name="Ada Lovelace" onSignOut={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <p>Outside</p>
        <UserMenu role="driver" name={null} onSignOut={vi.fn()} />
      </>,
    );
    screen.getByRole('button', { name: /Account menu for/ }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    expect(screen.getByRole('menu')).toHaveTextContent('Driver');
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out and closes', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    renderWithProviders(<UserMenu role="admin" name="Grace" onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
