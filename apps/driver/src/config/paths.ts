/** Every URL of the driver app. Routes keep the /driver prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/driver',
  dashboard: '/driver/dashboard',
  availability: '/driver/availability',
  availableRide: '/driver/available-ride',
  rideManagement: '/driver/ride-management',
  /** The same screen as ride management: where a driver lands after accepting a ride. */
  activeRide: '/driver/active',
  profile: '/driver/profile',
} as const;
