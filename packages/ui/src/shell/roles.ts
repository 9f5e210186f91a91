import { ROLES, type Role } from '@ridebook/validation';

/** The three roles (the shared contract's). The current user's role is compared in lowercase for route prefixes. */
export { ROLES, type Role };

/** 'RIDER' -> 'rider'; anything else -> null. */
export function normalizeRole(role: string | null | undefined): Role | null {
  const lower = (role ?? '').trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

/** The role as people read it: 'rider' -> 'Rider'. */
export function formatRoleLabel(role: string | null | undefined): string {
  const lower = (role ?? '').trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The profile page of a role: /{role in lowercase}/profile. */
export function getProfilePath(role: string): string {
  return `/${role.trim().toLowerCase()}/profile`;
}

/** A driver's documents (onboarding): reachable before approval, like the profile. */
export function getDocumentsPath(role: string): string {
  return `/${role.trim().toLowerCase()}/documents`;
}

/** The home page of a role area. */
export function getDashboardPath(role: string): string {
  return `/${role.trim().toLowerCase()}/dashboard`;
}
