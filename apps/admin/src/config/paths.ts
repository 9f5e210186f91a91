/** Every URL of the admin app. Routes keep the /admin prefix so one build serves one origin and its own subdomain. */
export const paths = {
  root: '/admin',
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  riders: '/admin/riders',
  drivers: '/admin/drivers',
  /** One account, whatever its role (the route pattern; links use `userPath`). */
  user: '/admin/users/:userId',
  rides: '/admin/rides',
  /** One ride (the route pattern; links use `ridePath`). */
  ride: '/admin/rides/:rideId',
  sos: '/admin/sos',
  settings: '/admin/settings',
  /** The cities served, their service areas and their prices. */
  cities: '/admin/cities',
  /** A new city's form. */
  newCity: '/admin/cities/new',
  /** One city (the route pattern; links use `cityPath`). */
  city: '/admin/cities/:cityId',
  auditLog: '/admin/audit-log',
  mail: '/admin/mail',
  /** Drivers' documents to review. */
  documents: '/admin/documents',
  settlements: '/admin/settlements',
  payouts: '/admin/payouts',
  /** The daily comparison of RideBook's money records with the providers'. */
  reconciliation: '/admin/reconciliation',
  /** Chargebacks on card payments. */
  disputes: '/admin/disputes',
  /** Dependencies, API processes and key metrics. */
  system: '/admin/system',
  profile: '/admin/profile',
} as const;

/** Every path the router renders a page for: the build hands it to the server (dist/routes.json), which answers others 404. */
export const routePatterns: readonly string[] = Object.values(paths);

export function userPath(userId: string): string {
  return paths.user.replace(':userId', encodeURIComponent(userId));
}

export function cityPath(cityId: string): string {
  return paths.city.replace(':cityId', encodeURIComponent(cityId));
}

export function ridePath(rideId: string): string {
  return paths.ride.replace(':rideId', encodeURIComponent(rideId));
}

/** All Rides narrowed to one rider's or one driver's rides. */
export function ridesOfPath(role: 'rider' | 'driver', userId: string): string {
  const key = role === 'rider' ? 'riderId' : 'driverId';
  return `${paths.rides}?${new URLSearchParams({ [key]: userId }).toString()}`;
}
