/** Every URL of the driver app. Routes keep the /driver prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/driver',
  dashboard: '/driver/dashboard',
  availability: '/driver/availability',
  availableRide: '/driver/available-ride',
  rideManagement: '/driver/ride-management',
  /** The same screen as ride management: where a driver lands after accepting a ride. */
  activeRide: '/driver/active',
  rideHistory: '/driver/ride-history',
  /** One ride of the history; build it with `rideDetailPath`. */
  rideDetail: '/driver/ride-history/:rideId',
  earnings: '/driver/earnings',
  /** The payout account, the balance owed, cash out now and the payouts. */
  payouts: '/driver/payouts',
  profile: '/driver/profile',
  /** Onboarding: the licence, registration, insurance and photo (reachable before approval too). */
  documents: '/driver/documents',
} as const;

/** Every path the router renders a page for: the build hands it to the server (dist/routes.json), which answers others 404. */
export const routePatterns: readonly string[] = Object.values(paths);

export function rideDetailPath(rideId: string): string {
  return paths.rideDetail.replace(':rideId', encodeURIComponent(rideId));
}
