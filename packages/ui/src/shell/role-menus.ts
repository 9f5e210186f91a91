import {
  Building2,
  FileCheck,
  CarFront,
  ClipboardList,
  CreditCard,
  ScrollText,
  Settings,
  Siren,
  History,
  Landmark,
  LayoutDashboard,
  MapPinned,
  Route,
  ToggleRight,
  UserCog,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { normalizeRole } from './roles.ts';
import type { Role } from './roles.ts';

export type RoleMenuItem = { title: string; url: string; icon: LucideIcon };
export type RoleMenuGroup = { title: string; items: readonly RoleMenuItem[] };

/**
 * The sidebar menus of the spec's "Signed-in areas" table, plus what RideBook adds after them: the admins'
 * Operations (SOS alerts, cities, settings, audit log) and the riders' Payments & Wallet.
 */
export const ROLE_MENUS: Readonly<Record<Role, readonly RoleMenuGroup[]>> = {
  admin: [
    { title: 'Dashboard', items: [{ title: 'Overview', url: '/admin/dashboard', icon: LayoutDashboard }] },
    {
      title: 'User Management',
      items: [
        { title: 'All Users', url: '/admin/users', icon: Users },
        { title: 'Rider Management', url: '/admin/riders', icon: UsersRound },
        { title: 'Driver Management', url: '/admin/drivers', icon: CarFront },
        { title: 'Driver Documents', url: '/admin/documents', icon: FileCheck },
      ],
    },
    { title: 'Ride Management', items: [{ title: 'All Rides', url: '/admin/rides', icon: Route }] },
    {
      title: 'Operations',
      items: [
        { title: 'SOS Alerts', url: '/admin/sos', icon: Siren },
        { title: 'Cities', url: '/admin/cities', icon: Building2 },
        { title: 'Settings', url: '/admin/settings', icon: Settings },
        { title: 'Audit Log', url: '/admin/audit-log', icon: ScrollText },
      ],
    },
    { title: 'Account', items: [{ title: 'Profile Management', url: '/admin/profile', icon: UserCog }] },
  ],
  driver: [
    { title: 'Dashboard', items: [{ title: 'Overview', url: '/driver/dashboard', icon: LayoutDashboard }] },
    {
      title: 'Ride Operations',
      items: [
        { title: 'Availability Control', url: '/driver/availability', icon: ToggleRight },
        { title: 'Available Ride', url: '/driver/available-ride', icon: MapPinned },
        { title: 'Ride Management', url: '/driver/ride-management', icon: ClipboardList },
      ],
    },
    {
      title: 'Earnings & History',
      items: [
        { title: 'Ride History', url: '/driver/ride-history', icon: History },
        { title: 'Earnings', url: '/driver/earnings', icon: Wallet },
        { title: 'Payouts', url: '/driver/payouts', icon: Landmark },
      ],
    },
    {
      title: 'Account',
      items: [
        { title: 'Profile Management', url: '/driver/profile', icon: UserCog },
        { title: 'Documents', url: '/driver/documents', icon: FileCheck },
      ],
    },
  ],
  rider: [
    { title: 'Dashboard', items: [{ title: 'Overview', url: '/rider/dashboard', icon: LayoutDashboard }] },
    { title: 'Ride Services', items: [{ title: 'Book a Ride', url: '/rider/book-ride', icon: CarFront }] },
    {
      title: 'Ride Management',
      items: [{ title: 'Ride History', url: '/rider/ride-history', icon: History }],
    },
    {
      title: 'Account',
      items: [
        { title: 'Profile Management', url: '/rider/profile', icon: UserCog },
        { title: 'Payments & Wallet', url: '/rider/wallet', icon: CreditCard },
      ],
    },
  ],
};

/** The sidebar menu of a role (compared in lowercase); an unknown role gets an empty menu. */
export function getRoleMenu(role: string | null | undefined): readonly RoleMenuGroup[] {
  const known = normalizeRole(role);
  return known ? ROLE_MENUS[known] : [];
}

/** The title of the menu item at a path, for the breadcrumb; undefined when the path is not in the menu. */
export function findMenuTitle(role: string, pathname: string): string | undefined {
  for (const group of getRoleMenu(role)) {
    for (const item of group.items) if (item.url === pathname) return item.title;
  }
  return undefined;
}
