// The role names alone, without zod: the apps' first screen (the role shell) needs them, and a module that also
// built a schema at its top level would bring all of zod into that first download (the 150 KB budget).

/** Every account role (seed spec section 6). */
export const ROLES = ['rider', 'driver', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Only riders and drivers can sign themselves up; admins are created by the CLI. */
export const SIGN_UP_ROLES = ['rider', 'driver'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
