/** Every URL of the rider app. Routes keep the /rider prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/rider',
  dashboard: '/rider/dashboard',
  bookRide: '/rider/book-ride',
  /** Ride History: the sidebar's name for the list. */
  rideHistory: '/rider/ride-history',
  /** My Rides: the navigation bar's name for the same list (spec §2 gives both readings). */
  rides: '/rider/rides',
  /** One ride: searching, live, finished or scheduled (the route pattern; links use `ridePath`). */
  ride: '/rider/rides/:rideId',
  profile: '/rider/profile',
  /** Payments & Wallet: saved cards, the wallet and its history. */
  wallet: '/rider/wallet',
} as const;

/** Every path the router renders a page for: the build hands it to the server (dist/routes.json), which answers others 404. */
export const routePatterns: readonly string[] = Object.values(paths);

/** The page of one ride. */
export function ridePath(rideId: string): string {
  return paths.ride.replace(':rideId', encodeURIComponent(rideId));
}
