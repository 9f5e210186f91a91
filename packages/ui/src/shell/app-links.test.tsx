import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, appForPath, AppLinksProvider, resolveAppHref } from './app-links.tsx';
import type { AppLinksConfig } from './app-links.tsx';

const subdomains: AppLinksConfig = {
  currentApp: 'rider',
  urls: {
    publicSite: 'https://ridebook.example.com/',
    rider: 'https://rider.example.com',
    driver: 'https://driver.example.com',
    admin: 'https://admin.example.com',
  },
};

describe('app links', () => {
  it('knows which app serves a path', () => {
    expect(appForPath('/rider/dashboard')).toBe('rider');
    expect(appForPath('/rider')).toBe('rider');
    expect(appForPath('/driver/active?x=1')).toBe('driver');
    expect(appForPath('/admin#users')).toBe('admin');
    expect(appForPath('/riders')).toBe('publicSite');
    expect(appForPath('/#features')).toBe('publicSite');
  });

  it('is relative by default and absolute in subdomain mode', () => {
    const relative: AppLinksConfig = {
      currentApp: 'publicSite',
      urls: { publicSite: '', rider: '', driver: '', admin: '' },
    };
    expect(resolveAppHref(relative, '/rider/dashboard')).toBe('/rider/dashboard');
    expect(resolveAppHref(subdomains, '/driver/earnings')).toBe('https://driver.example.com/driver/earnings');
    expect(resolveAppHref(subdomains, '/faq')).toBe('https://ridebook.example.com/faq');
    expect(resolveAppHref(subdomains, 'mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('navigates in the router within the current app and uses a plain link to another', async () => {
    render(
      <MemoryRouter initialEntries={['/rider/dashboard']}>
        <AppLinksProvider config={subdomains}>
          <AppLink to="/rider/book-ride">Book a ride</AppLink>
          <AppLink to="/">Home</AppLink>
          <Routes>
            <Route path="/rider/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/rider/book-ride" element={<h1>Book ride page</h1>} />
          </Routes>
        </AppLinksProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      'https://ridebook.example.com/',
    );
    expect(screen.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/rider/book-ride');
    await userEvent.click(screen.getByRole('link', { name: 'Book a ride' }));
    expect(screen.getByRole('heading', { name: 'Book ride page' })).toBeInTheDocument();
  });
});
