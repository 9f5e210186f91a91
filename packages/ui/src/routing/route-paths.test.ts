import { describe, expect, it } from 'vitest';
import { collectRoutePaths } from './route-paths.ts';

describe('collectRoutePaths', () => {
  it('lists every page path of a tree, joining relative children to their parent, without the catch-all', () => {
    const routes = [
      { path: '/', children: [{ path: 'faq' }, { path: '/login' }, { path: '*' }] },
      {
        children: [
          { path: '/rider/rides/:rideId' },
          { path: '/rider/profile', children: [{ path: 'edit' }] },
        ],
      },
    ];
    expect(collectRoutePaths(routes)).toEqual([
      '/',
      '/faq',
      '/login',
      '/rider/rides/:rideId',
      '/rider/profile',
      '/rider/profile/edit',
    ]);
  });
});
