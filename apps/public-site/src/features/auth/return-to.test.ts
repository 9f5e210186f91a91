import { DEFAULT_APP_LINKS, type AppLinksConfig } from '@ridebook/ui';
import { describe, expect, it } from 'vitest';
import { resolveReturnTo } from './return-to.ts';

const HERE = 'http://localhost:3000';

const SUBDOMAINS: AppLinksConfig = {
  currentApp: 'publicSite',
  urls: {
    publicSite: 'https://www.ridebook.test',
    rider: 'https://rider.ridebook.test',
    driver: 'https://driver.ridebook.test',
    admin: 'https://admin.ridebook.test',
  },
};

describe('resolveReturnTo', () => {
  it('keeps a page of this app as a client-side navigation, with its query and hash', () => {
    expect(resolveReturnTo('/faq?topic=payment#cards', DEFAULT_APP_LINKS, HERE)).toEqual({
      kind: 'route',
      to: '/faq?topic=payment#cards',
    });
  });

  it('sends a page of a role app through a full page load (one origin: a relative href)', () => {
    expect(resolveReturnTo('/rider/book-ride', DEFAULT_APP_LINKS, HERE)).toEqual({
      kind: 'document',
      href: '/rider/book-ride',
    });
  });

  it('accepts an absolute URL on this origin', () => {
    expect(resolveReturnTo(`${HERE}/about-us`, DEFAULT_APP_LINKS, HERE)).toEqual({
      kind: 'route',
      to: '/about-us',
    });
  });

  it('in subdomain mode, takes a role path or URL to that app on its own host', () => {
    const here = SUBDOMAINS.urls.publicSite;
    expect(resolveReturnTo('/driver/earnings', SUBDOMAINS, here)).toEqual({
      kind: 'document',
      href: 'https://driver.ridebook.test/driver/earnings',
    });
    expect(resolveReturnTo('https://rider.ridebook.test/rider/rides?page=2', SUBDOMAINS, here)).toEqual({
      kind: 'document',
      href: 'https://rider.ridebook.test/rider/rides?page=2',
    });
    expect(resolveReturnTo('/contact-us', SUBDOMAINS, here)).toEqual({ kind: 'route', to: '/contact-us' });
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a protocol-relative URL', '//evil.example/rider/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a scheme without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a control character', '/ri\nder'],
    ['an app origin that is not configured', 'https://rider.ridebook.test/rider/dashboard'],
    ['an empty value', '  '],
  ])('ignores %s', (_case, value) => {
    expect(resolveReturnTo(value, DEFAULT_APP_LINKS, HERE)).toBeNull();
  });

  it('ignores a sign-in page, which would only loop', () => {
    expect(resolveReturnTo('/login?returnTo=/login', DEFAULT_APP_LINKS, HERE)).toBeNull();
    expect(resolveReturnTo('/register', DEFAULT_APP_LINKS, HERE)).toBeNull();
  });

  it('ignores nothing given', () => {
    expect(resolveReturnTo(null, DEFAULT_APP_LINKS, HERE)).toBeNull();
  });
});
