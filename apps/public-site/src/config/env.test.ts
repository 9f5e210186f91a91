import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to one origin: the API at /api, every app relative', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: undefined,
      appLinks: { currentApp: 'publicSite', urls: { publicSite: '', rider: '', driver: '', admin: '' } },
    });
  });

  it('reads the subdomain settings, keeping only the origins', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.ridebook.test/api',
      VITE_PUBLIC_SITE_URL: 'https://www.ridebook.test/',
      VITE_RIDER_APP_URL: 'https://rider.ridebook.test',
      VITE_DRIVER_APP_URL: ' https://driver.ridebook.test:8443 ',
      VITE_ADMIN_APP_URL: '',
    });
    expect(env.apiUrl).toBe('https://api.ridebook.test/api');
    expect(env.appLinks.urls).toEqual({
      publicSite: 'https://www.ridebook.test',
      rider: 'https://rider.ridebook.test',
      driver: 'https://driver.ridebook.test:8443',
      admin: '',
    });
  });

  it('accepts an API path on this origin', () => {
    expect(parseEnv({ VITE_API_URL: '/backend/api' }).apiUrl).toBe('/backend/api');
  });

  it('lists everything that is wrong at once', () => {
    expect(() =>
      parseEnv({
        VITE_API_URL: 'api.ridebook.test',
        VITE_RIDER_APP_URL: 'https://rider.ridebook.test/rider',
        VITE_ADMIN_APP_URL: 'ftp://admin.ridebook.test',
      }),
    ).toThrow(
      [
        "The public site's build settings are not valid:",
        '- VITE_RIDER_APP_URL must be an origin such as https://app.example.com (got "https://rider.ridebook.test/rider")',
        '- VITE_ADMIN_APP_URL must be an origin such as https://app.example.com (got "ftp://admin.ridebook.test")',
        '- VITE_API_URL must be a path such as /api or an http(s) URL (got "api.ridebook.test")',
      ].join('\n'),
    );
  });
});
