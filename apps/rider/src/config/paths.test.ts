import { getDashboardPath, getProfilePath, getRoleMenu } from '@ridebook/ui';
import { describe, expect, it } from 'vitest';
import { paths, ridePath } from './paths.ts';

describe('rider paths', () => {
  it('keeps every route under the /rider prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/rider')).toBe(true);
  });

  it('serves the dashboard and profile the shared shell links to', () => {
    expect(paths.dashboard).toBe(getDashboardPath('rider'));
    expect(paths.profile).toBe(getProfilePath('rider'));
  });

  it('routes every page it has to an entry of the rider menu', () => {
    const menuUrls = getRoleMenu('rider').flatMap((group) => group.items.map((item) => item.url));
    expect(menuUrls).toEqual(
      expect.arrayContaining([
        paths.dashboard,
        paths.bookRide,
        paths.rideHistory,
        paths.profile,
        paths.wallet,
      ]),
    );
  });

  it('links to one ride by its id, escaped', () => {
    expect(ridePath('5f0c2d1e-7a1b-4c3d-9e8f-0a1b2c3d4e5f')).toBe(
      '/rider/rides/5f0c2d1e-7a1b-4c3d-9e8f-0a1b2c3d4e5f',
    );
    expect(ridePath('a/b')).toBe('/rider/rides/a%2Fb');
  });
});
