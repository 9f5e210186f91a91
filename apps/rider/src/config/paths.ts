/** Every URL of the rider app. Routes keep the /rider prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/rider',
  dashboard: '/rider/dashboard',
  profile: '/rider/profile',
} as const;
