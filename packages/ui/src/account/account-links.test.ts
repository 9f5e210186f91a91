import { describe, expect, it } from 'vitest';
import { getLoginHref } from './account-links.ts';
import { appLinksFor } from '../../test/account-support.tsx';

describe('getLoginHref', () => {
  it('returns to a path on one origin', () => {
    expect(
      getLoginHref(appLinksFor('rider'), '/rider/book-ride?from=home#map', 'http://localhost:3000'),
    ).toBe('/login?returnTo=%2Frider%2Fbook-ride%3Ffrom%3Dhome%23map');
  });

  it("returns to the app's own host when the public site has another one", () => {
    const subdomains = appLinksFor('driver', {
      publicSite: 'https://ridebook.example.com',
      driver: 'https://driver.example.com',
    });
    expect(getLoginHref(subdomains, '/driver/earnings', 'https://driver.example.com')).toBe(
      `https://ridebook.example.com/login?returnTo=${encodeURIComponent('https://driver.example.com/driver/earnings')}`,
    );
  });

  it('uses the page origin for an app without a URL of its own', () => {
    const partly = appLinksFor('admin', { publicSite: 'https://ridebook.example.com' });
    expect(getLoginHref(partly, '/admin/users', 'https://ops.example.com')).toBe(
      `https://ridebook.example.com/login?returnTo=${encodeURIComponent('https://ops.example.com/admin/users')}`,
    );
  });
});
