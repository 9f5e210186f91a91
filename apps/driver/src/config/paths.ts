/** Every URL of the driver app. Routes keep the /driver prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/driver',
  dashboard: '/driver/dashboard',
  profile: '/driver/profile',
} as const;
