/** Every URL of the public site: the routes this app renders itself. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  faq: '/faq',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  team: '/team',
  careers: '/careers',
  press: '/press',
  blog: '/blog',
  safety: '/safety',
  lostFound: '/lost-found',
  help: '/help',
  accessibility: '/accessibility',
  feedback: '/feedback',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  guidelines: '/guidelines',
  fareEstimate: '/fare-estimate',
  /** A blocked account or a suspended driver after typing the right password: `?reason=blocked|suspended`. */
  accountStatus: '/account-status',
} as const;

/** A shared trip (Share trip, SOS): `/track/<token>`. */
export const trackRoute = '/track/:token';

/** The account-status page's reasons, by their `reason` parameter. */
const ACCOUNT_STATUS_REASONS = { blocked: 'account-blocked', suspended: 'driver-suspended' } as const;
type AccountStatusParam = keyof typeof ACCOUNT_STATUS_REASONS;

/** The account-status page for a blocked account or a suspended driver. */
export function accountStatusPath(reason: AccountStatusParam): string {
  return `${paths.accountStatus}?reason=${reason}`;
}

/** The reason an account-status URL names, or undefined for a missing or unknown one. */
export function accountStatusReason(param: string | null) {
  return param !== null && Object.hasOwn(ACCOUNT_STATUS_REASONS, param)
    ? ACCOUNT_STATUS_REASONS[param as AccountStatusParam]
    : undefined;
}

/** In-page anchors of the landing page (seed spec section 2: "An in-page anchor #features exists"). */
export const anchors = {
  home: 'home',
  features: 'features',
  howItWorks: 'how-it-works',
} as const;

/**
 * Where a rider books a ride: a page of the rider app, reached by a full-page navigation. A path; on its own host in
 * subdomain mode through the design system's app links (docs/decisions/003-one-origin-and-subdomain-deploys.md).
 */
export const riderBookRideUrl = '/rider/book-ride';

/** Sign-up with the driver account type chosen. */
export const driverSignupPath = `${paths.register}?role=driver`;

/** Short paths the footer links to (seed spec section 2, "Footer") that are other names of a page of this app. */
export const aliases = [
  { from: '/about', to: paths.aboutUs },
  { from: '/contact', to: paths.contactUs },
  { from: '/driver-signup', to: driverSignupPath },
] as const;

/** Footer paths that lead into another app: followed with a full-page navigation. */
export const externalAliases = [{ from: '/book', to: riderBookRideUrl, label: 'the booking page' }] as const;

/**
 * Every path the router renders a page for (pages, the shared trip, the short names): the build hands it to the
 * server (dist/routes.json), which answers any other path with 404 and the not-found page.
 */
export const routePatterns: readonly string[] = [
  ...Object.values(paths),
  trackRoute,
  ...aliases.map((alias) => alias.from),
  ...externalAliases.map((alias) => alias.from),
];
