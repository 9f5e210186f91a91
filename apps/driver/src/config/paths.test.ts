import { getDashboardPath, getProfilePath, getRoleMenu } from '@ridebook/ui';
import { describe, expect, it } from 'vitest';
import { paths, rideDetailPath } from './paths.ts';

describe('driver paths', () => {
  it('keeps every route under the /driver prefix', () => {
    for (const path of Object.values(paths)) expect(path.startsWith('/driver')).toBe(true);
  });

  it('serves the dashboard and profile the shared shell links to', () => {
    expect(paths.dashboard).toBe(getDashboardPath('driver'));
    expect(paths.profile).toBe(getProfilePath('driver'));
  });

  it('routes every page it has to an entry of the driver menu', () => {
    const menuUrls = getRoleMenu('driver').flatMap((group) => group.items.map((item) => item.url));
    expect(menuUrls).toEqual(
      expect.arrayContaining([
        paths.dashboard,
        paths.availability,
        paths.availableRide,
        paths.rideManagement,
        paths.rideHistory,
        paths.earnings,
        paths.profile,
      ]),
    );
  });

  it('opens one ride of the history below the history', () => {
    expect(rideDetailPath('ride 1')).toBe('/driver/ride-history/ride%201');
  });
});
