/** Every URL of the admin app. Routes keep the /admin prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/admin',
  dashboard: '/admin/dashboard',
  profile: '/admin/profile',
} as const;
