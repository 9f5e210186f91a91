import { normalizeRole } from './roles.ts';
import type { Role } from './roles.ts';

export type NavLinkItem = { label: string; href: string };

/** The signed-out navigation bar, as the spec lists it. */
export const PUBLIC_NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about-us' },
  { label: 'Features', href: '/#features' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'FAQ', href: '/faq' },
];

/** The signed-in navigation bar per role, as the spec lists it. */
export const ROLE_NAV_LINKS: Readonly<Record<Role, readonly NavLinkItem[]>> = {
  rider: [
    { label: 'Dashboard', href: '/rider/dashboard' },
    { label: 'Book Ride', href: '/rider/book-ride' },
    { label: 'My Rides', href: '/rider/rides' },
    { label: 'Profile', href: '/rider/profile' },
  ],
  driver: [
    { label: 'Dashboard', href: '/driver/dashboard' },
    { label: 'Active Rides', href: '/driver/active' },
    { label: 'Earnings', href: '/driver/earnings' },
    { label: 'Profile', href: '/driver/profile' },
  ],
  admin: [
    { label: 'Dashboard', href: '/admin/dashboard' },
    { label: 'Users', href: '/admin/users' },
    { label: 'Rides', href: '/admin/rides' },
    { label: 'Profile', href: '/admin/profile' },
  ],
};

/** The navigation-bar links of a role (any case); none for an unknown role. */
export function getRoleNavLinks(role: string | null | undefined): readonly NavLinkItem[] {
  const known = normalizeRole(role);
  return known ? ROLE_NAV_LINKS[known] : [];
}

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
