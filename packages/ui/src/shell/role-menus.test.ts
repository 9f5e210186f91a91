import { describe, expect, it } from 'vitest';
import { getRoleNavLinks } from './nav-links.ts';
import { findMenuTitle, getRoleMenu, ROLE_MENUS } from './role-menus.ts';
import { formatRoleLabel, getProfilePath } from './roles.ts';

const flatten = (role: string) =>
  getRoleMenu(role).flatMap((group) =>
    group.items.map((item) => `${group.title} > ${item.title} ${item.url}`),
  );

describe('role menus', () => {
  it('admin: the spec table, with Operations before Account', () => {
    expect(flatten('admin')).toEqual([
      'Dashboard > Overview /admin/dashboard',
      'User Management > All Users /admin/users',
      'User Management > Rider Management /admin/riders',
      'User Management > Driver Management /admin/drivers',
      'User Management > Driver Documents /admin/documents',
      'Ride Management > All Rides /admin/rides',
      'Operations > SOS Alerts /admin/sos',
      'Operations > Cities /admin/cities',
      'Operations > Settings /admin/settings',
      'Operations > Audit Log /admin/audit-log',
      'Account > Profile Management /admin/profile',
    ]);
  });

  it('driver: the spec table, with Earnings and Payouts under Earnings & History and Documents under Account', () => {
    expect(flatten('driver')).toEqual([
      'Dashboard > Overview /driver/dashboard',
      'Ride Operations > Availability Control /driver/availability',
      'Ride Operations > Available Ride /driver/available-ride',
      'Ride Operations > Ride Management /driver/ride-management',
      'Earnings & History > Ride History /driver/ride-history',
      'Earnings & History > Earnings /driver/earnings',
      'Earnings & History > Payouts /driver/payouts',
      'Account > Profile Management /driver/profile',
      'Account > Documents /driver/documents',
    ]);
  });

  it('rider: the spec table, with Payments & Wallet under Account', () => {
    expect(flatten('rider')).toEqual([
      'Dashboard > Overview /rider/dashboard',
      'Ride Services > Book a Ride /rider/book-ride',
      'Ride Management > Ride History /rider/ride-history',
      'Account > Profile Management /rider/profile',
      'Account > Payments & Wallet /rider/wallet',
    ]);
  });

  it('compares the role in lowercase', () => {
    expect(getRoleMenu('RIDER')).toBe(ROLE_MENUS.rider);
    expect(getRoleNavLinks('Driver')).toHaveLength(4);
  });

  it('gives an unknown role an empty menu', () => {
    expect(getRoleMenu('superuser')).toEqual([]);
    expect(getRoleMenu(undefined)).toEqual([]);
    expect(getRoleNavLinks('guest')).toEqual([]);
  });

  it('finds the page title of a menu path', () => {
    expect(findMenuTitle('rider', '/rider/book-ride')).toBe('Book a Ride');
    expect(findMenuTitle('rider', '/rider/nowhere')).toBeUndefined();
  });

  it('builds profile paths and labels from the role', () => {
    expect(getProfilePath('ADMIN')).toBe('/admin/profile');
    expect(formatRoleLabel('rider')).toBe('Rider');
  });
});
