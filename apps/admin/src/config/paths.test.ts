import { getDashboardPath, getProfilePath, getRoleMenu } from '@ridebook/ui';
import { describe, expect, it } from 'vitest';
import { paths, ridePath, ridesOfPath, userPath } from './paths.ts';

describe('admin paths', () => {
  it('keeps every route under the /admin prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/admin')).toBe(true);
  });

  it('serves the dashboard and profile the shared shell links to', () => {
    expect(paths.dashboard).toBe(getDashboardPath('admin'));
    expect(paths.profile).toBe(getProfilePath('admin'));
  });

  it('routes every page it has to an entry of the admin menu', () => {
    const menuUrls = getRoleMenu('admin').flatMap((group) => group.items.map((item) => item.url));
    expect(menuUrls).toEqual(
      expect.arrayContaining([
        paths.dashboard,
        paths.users,
        paths.riders,
        paths.drivers,
        paths.rides,
        paths.profile,
      ]),
    );
  });

  it("builds the links of one account, one ride and one person's rides", () => {
    expect(userPath('a/b')).toBe('/admin/users/a%2Fb');
    expect(ridePath('r1')).toBe('/admin/rides/r1');
    expect(ridesOfPath('driver', 'd1')).toBe('/admin/rides?driverId=d1');
    expect(ridesOfPath('rider', 'u1')).toBe('/admin/rides?riderId=u1');
  });
});
