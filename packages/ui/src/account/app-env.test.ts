import { describe, expect, it } from 'vitest';
import { parseAppEnv } from './app-env.ts';

describe('parseAppEnv', () => {
  it('is relative everywhere when nothing is set (one origin)', () => {
    expect(parseAppEnv('rider', {})).toEqual({
      apiUrl: '',
      appLinks: { currentApp: 'rider', urls: { publicSite: '', rider: '', driver: '', admin: '' } },
    });
  });

  it('reads subdomain URLs, without trailing slashes', () => {
    const env = parseAppEnv('admin', {
      VITE_API_URL: 'https://api.example.com/api/',
      VITE_PUBLIC_SITE_URL: 'https://ridebook.example.com/',
      VITE_RIDER_APP_URL: 'https://rider.example.com',
      VITE_DRIVER_APP_URL: ' https://driver.example.com ',
      VITE_ADMIN_APP_URL: 'http://admin.localhost:8080',
    });
    expect(env.apiUrl).toBe('https://api.example.com/api');
    expect(env.appLinks.urls).toEqual({
      publicSite: 'https://ridebook.example.com',
      rider: 'https://rider.example.com',
      driver: 'https://driver.example.com',
      admin: 'http://admin.localhost:8080',
    });
  });

  it('accepts an API path on this origin', () => {
    expect(parseAppEnv('driver', { VITE_API_URL: '/api' }).apiUrl).toBe('/api');
  });

  it('lists every wrong variable at once', () => {
    expect(() =>
      parseAppEnv('rider', {
        VITE_RIDER_APP_URL: 'rider.example.com',
        VITE_API_URL: 'ftp://api.example.com',
      }),
    ).toThrow(
      [
        "The app's build-time environment is not valid:",
        '- VITE_RIDER_APP_URL must be empty or an http(s) URL such as https://example.com (got "rider.example.com")',
        '- VITE_API_URL must be empty, a path such as /api, or an http(s) URL (got "ftp://api.example.com")',
      ].join('\n'),
    );
  });
});
