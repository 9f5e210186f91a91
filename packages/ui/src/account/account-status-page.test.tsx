import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DEFAULT_FOOTER_CONTACT } from '../shell/footer.tsx';
import type { AccountStatusReason } from './account-access.ts';
import { ACCOUNT_STATUS_CONTENT } from './account-status-content.ts';
import { AccountStatusPage } from './account-status-page.tsx';
import { aDriver, appLinksFor } from '../../test/account-support.tsx';

beforeEach(() => {
  installMatchMedia();
});

const REASONS: AccountStatusReason[] = [
  'driver-pending',
  'driver-rejected',
  'driver-suspended',
  'account-blocked',
];

describe('AccountStatusPage', () => {
  it.each(REASONS)('says what happened, what to do and how to reach support (%s)', (reason) => {
    renderWithProviders(<AccountStatusPage reason={reason} onSignOut={vi.fn()} />, {
      route: '/driver/dashboard',
      appLinks: appLinksFor('driver'),
    });
    const content = ACCOUNT_STATUS_CONTENT[reason];
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getByText(content.label)).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: content.stepsTitle }).nextElementSibling as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(content.steps.length);
    expect(screen.getByRole('link', { name: DEFAULT_FOOTER_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:+15550100123',
    );
    expect(screen.getByRole('link', { name: DEFAULT_FOOTER_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_FOOTER_CONTACT.email}`,
    );
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('tells a pending driver that their documents are being checked, with the vehicle on file', () => {
    renderWithProviders(
      <AccountStatusPage reason="driver-pending" user={aDriver('pending')} onSignOut={vi.fn()} />,
      {
        route: '/driver/dashboard',
        appLinks: appLinksFor('driver'),
      },
    );
    expect(
      screen.getByText(/checking your driver's license, vehicle registration and insurance/),
    ).toBeInTheDocument();
    const vehicle = screen.getByText(/Vehicle on file/).closest('p');
    expect(vehicle).toHaveTextContent('Toyota Prius');
    expect(vehicle).toHaveTextContent('license plate RB-2048');
    expect(screen.getByText('driver@ridebook.demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Vehicle Details' })).toHaveAttribute(
      'href',
      '/driver/profile',
    );
  });

  it('offers no vehicle change to a blocked account', () => {
    renderWithProviders(<AccountStatusPage reason="account-blocked" onSignOut={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Update Vehicle Details' })).not.toBeInTheDocument();
  });

  it('signs out and checks again on request', async () => {
    const onSignOut = vi.fn();
    const onCheckAgain = vi.fn();
    renderWithProviders(
      <AccountStatusPage reason="driver-suspended" onSignOut={onSignOut} onCheckAgain={onCheckAgain} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onCheckAgain).toHaveBeenCalledOnce();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('shows that sign-out is under way', () => {
    renderWithProviders(<AccountStatusPage reason="account-blocked" onSignOut={vi.fn()} isSigningOut />);
    expect(screen.getByRole('button', { name: /Signing Out/ })).toBeDisabled();
  });
});
