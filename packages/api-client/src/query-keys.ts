import type {
  AdminMailParams,
  AdminRideListParams,
  AdminSosQuery,
  AdminUserListParams,
  AnalyticsHeatmapParams,
  AnalyticsRangeParams,
  AnalyticsTimeseriesParams,
  AuditLogParams,
  DocumentQueueParams,
  DriverActivityParams,
  LatLng,
  ReceivedRatingsQuery,
  RideListParams,
  WalletHistoryParams,
  WalletParams,
  EarningsParams,
  EarningRidesParams,
} from '@ridebook/validation';

/**
 * Every TanStack Query key starts with one of the cache tags, so
 * `invalidateQueries({ queryKey: queryKeys.user.all() })` reaches everything tagged as user data, like the seed's
 * `invalidatesTags(['USER'])`. USER, RIDE and DRIVER are the seed's tags (spec section 7). RideBook adds two: PLACES
 * (place search, reverse geocoding, the service area: reference data that no mutation changes, so invalidating RIDE
 * after a booking never refetches a place search) and SETTINGS (the admin's pricing and dispatch settings). Build
 * keys only through this factory.
 */
export const QUERY_TAGS = {
  user: 'USER',
  ride: 'RIDE',
  driver: 'DRIVER',
  places: 'PLACES',
  settings: 'SETTINGS',
  safety: 'SAFETY',
  analytics: 'ANALYTICS',
  audit: 'AUDIT',
  payments: 'PAYMENTS',
  mail: 'MAIL',
  documents: 'DOCUMENTS',
  system: 'SYSTEM',
} as const;

/**
 * An analytics range as a key, every parameter of it: an absent end and an explicit one are different queries (the
 * API fills it in), and so are two periods (`days`) or two cities (`cityId`; null: every city).
 */
function analyticsRange({ from, to, days, timeZone, cityId }: AnalyticsRangeParams) {
  return {
    from: from ?? null,
    to: to ?? null,
    days: days ?? null,
    timeZone: timeZone ?? null,
    cityId: cityId ?? null,
  };
}

/** A ride list's filters as a key: every filter present (null when unset), statuses in one order. */
function rideListFilters(params: AdminRideListParams) {
  return {
    page: params.page ?? null,
    pageSize: params.pageSize ?? null,
    sort: params.sort ?? null,
    order: params.order ?? null,
    from: params.from ?? null,
    to: params.to ?? null,
    minFare: params.minFare ?? null,
    maxFare: params.maxFare ?? null,
    status: params.status && params.status.length > 0 ? [...new Set(params.status)].sort() : null,
    q: params.q?.trim() || null,
    riderId: params.riderId ?? null,
    driverId: params.driverId ?? null,
    cityId: params.cityId ?? null,
    timeZone: params.timeZone ?? null,
    // Every parameter, or two lists asked differently would share one cache entry (a new one fails to compile here).
  } satisfies Record<keyof Required<AdminRideListParams>, unknown>;
}

/** The admin's list of accounts as a key: every parameter, an absent one as null. */
function userListParams(params: AdminUserListParams) {
  const { page, pageSize, sort, order, q, status, role, approval, online } = params;
  return {
    page: page ?? null,
    pageSize: pageSize ?? null,
    sort: sort ?? null,
    order: order ?? null,
    q: q ?? null,
    status: status ?? null,
    role: role ?? null,
    approval: approval ?? null,
    online: online ?? null,
  } satisfies Record<keyof Required<AdminUserListParams>, unknown>;
}

/** Only the coordinates count: a GPS fix's accuracy or heading must not split the cache. */
function point({ lat, lng }: LatLng) {
  return { lat, lng };
}

export const queryKeys = {
  user: {
    all: () => [QUERY_TAGS.user] as const,
    me: () => [QUERY_TAGS.user, 'me'] as const,
    /** One page of the ratings the signed-in rider or driver received. */
    receivedRatings: ({ page, pageSize }: ReceivedRatingsQuery = {}) =>
      [QUERY_TAGS.user, 'ratings', { page: page ?? null, pageSize: pageSize ?? null }] as const,
    /** Admins: every list of accounts (users, riders, drivers) and every account's detail sit below this. */
    admin: () => [QUERY_TAGS.user, 'admin'] as const,
    adminList: (scope: 'users' | 'riders' | 'drivers', params: AdminUserListParams = {}) =>
      [QUERY_TAGS.user, 'admin', 'list', scope, userListParams(params)] as const,
    adminDetail: (userId: string) => [QUERY_TAGS.user, 'admin', 'detail', userId] as const,
  },
  ride: {
    all: () => [QUERY_TAGS.ride] as const,
    /** The signed-in rider's or driver's ride in progress (or null). */
    active: () => [QUERY_TAGS.ride, 'active'] as const,
    /** One ride; everything derived from it sits below, so invalidating it reaches those too. */
    detail: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId] as const,
    /** What cancelling the ride now would cost the rider. */
    cancellation: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId, 'cancellation'] as const,
    /** The ride's ratings as the signed-in user may see them. */
    ratings: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId, 'ratings'] as const,
    /** The ride's planned route and driven path. */
    route: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId, 'route'] as const,
    /** The ride's receipt (from the ledger): below the ride, so a tip's invalidation of the ride reaches it. */
    receipt: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId, 'receipt'] as const,
    /**
     * A driver's approved photo, read through a ride or a share link: not below the ride's detail (the photo does
     * not change with the ride), keyed by the driver too.
     */
    driverPhoto: (source: 'ride' | 'track', id: string, driverId: string) =>
      [QUERY_TAGS.ride, 'driver-photo', source, id, driverId] as const,
    /** The signed-in rider's dashboard: completed rides, amount spent, ratings given, active ride. */
    riderSummary: () => [QUERY_TAGS.ride, 'rider-summary'] as const,
    /** Every ride list (histories, the admin's list) sits below this. */
    lists: () => [QUERY_TAGS.ride, 'list'] as const,
    /** One page of the signed-in rider's rides. */
    riderHistory: (params: RideListParams = {}) =>
      [QUERY_TAGS.ride, 'list', 'rider', rideListFilters(params)] as const,
    /** One page of the rides the signed-in driver was assigned. */
    driverHistory: (params: RideListParams = {}) =>
      [QUERY_TAGS.ride, 'list', 'driver', rideListFilters(params)] as const,
    /** One page of the admin's "All Rides". */
    adminList: (params: AdminRideListParams = {}) =>
      [QUERY_TAGS.ride, 'list', 'admin', rideListFilters(params)] as const,
  },
  driver: {
    all: () => [QUERY_TAGS.driver] as const,
    availability: () => [QUERY_TAGS.driver, 'availability'] as const,
    /** The driver's pending offers (with a countdown). */
    offers: () => [QUERY_TAGS.driver, 'offers'] as const,
    /** Open ride requests near the driver. */
    requests: () => [QUERY_TAGS.driver, 'requests'] as const,
    /** Everything about the driver's earnings (totals, chart, ride rows) sits below this. */
    earningsAll: () => [QUERY_TAGS.driver, 'earnings'] as const,
    earnings: ({ from, to, groupBy }: EarningsParams = {}) =>
      [
        QUERY_TAGS.driver,
        'earnings',
        'totals',
        { from: from ?? null, to: to ?? null, groupBy: groupBy ?? null },
      ] as const,
    earningRides: ({ page, pageSize, from, to }: EarningRidesParams = {}) =>
      [
        QUERY_TAGS.driver,
        'earnings',
        'rides',
        { page: page ?? null, pageSize: pageSize ?? null, from: from ?? null, to: to ?? null },
      ] as const,
    /** The driver's dashboard: today's earnings and rides, acceptance rate, rating, time online. */
    summary: () => [QUERY_TAGS.driver, 'summary'] as const,
  },
  places: {
    all: () => [QUERY_TAGS.places] as const,
    search: (q: string, near?: LatLng | null, limit?: number) =>
      [QUERY_TAGS.places, 'search', { q, near: near ? point(near) : null, limit: limit ?? null }] as const,
    reverse: (at: LatLng) => [QUERY_TAGS.places, 'reverse', point(at)] as const,
    serviceArea: () => [QUERY_TAGS.places, 'service-area'] as const,
    cities: () => [QUERY_TAGS.places, 'cities'] as const,
    map: () => [QUERY_TAGS.places, 'map'] as const,
  },
  settings: {
    all: () => [QUERY_TAGS.settings] as const,
    /** The default city's pricing without a city; one city's with its id. */
    pricing: (cityId?: string) =>
      cityId
        ? ([QUERY_TAGS.settings, 'pricing', cityId] as const)
        : ([QUERY_TAGS.settings, 'pricing'] as const),
    dispatch: (cityId?: string) =>
      cityId
        ? ([QUERY_TAGS.settings, 'dispatch', cityId] as const)
        : ([QUERY_TAGS.settings, 'dispatch'] as const),
    payouts: () => [QUERY_TAGS.settings, 'payouts'] as const,
    /** The admin's cities with their areas and usage (the public list is places.cities). */
    cities: () => [QUERY_TAGS.settings, 'cities'] as const,
  },
  payments: {
    all: () => [QUERY_TAGS.payments] as const,
    /** Which card provider answers (the sandbox's test cards). */
    config: () => [QUERY_TAGS.payments, 'config'] as const,
    /** The rider's saved cards. */
    methods: () => [QUERY_TAGS.payments, 'methods'] as const,
    /** The wallet's balance and its history sit below this. */
    walletAll: () => [QUERY_TAGS.payments, 'wallet'] as const,
    wallet: ({ currency }: WalletParams = {}) =>
      [QUERY_TAGS.payments, 'wallet', 'balance', { currency: currency ?? null }] as const,
    walletHistory: ({ page, pageSize, currency }: WalletHistoryParams = {}) =>
      [
        QUERY_TAGS.payments,
        'wallet',
        'history',
        { page: page ?? null, pageSize: pageSize ?? null, currency: currency ?? null },
      ] as const,
    /** Admins: card settlements pending or failed. */
    settlements: () => [QUERY_TAGS.payments, 'settlements'] as const,
    /** The driver's payout account, balance, schedule and payouts. */
    driverPayouts: () => [QUERY_TAGS.payments, 'driver-payouts'] as const,
    /** Admins: every driver's payouts. */
    adminPayouts: () => [QUERY_TAGS.payments, 'admin-payouts'] as const,
    /** Admins: reconciliation runs, and one run with its differences. */
    reconciliationRuns: () => [QUERY_TAGS.payments, 'reconciliation-runs'] as const,
    reconciliationRun: (id: string) => [QUERY_TAGS.payments, 'reconciliation-runs', id] as const,
    /** Admins: card disputes. */
    disputes: () => [QUERY_TAGS.payments, 'disputes'] as const,
  },
  /** The rider's saved places: account data, so signing out (which resets USER) drops them too. */
  savedPlaces: {
    all: () => [QUERY_TAGS.user, 'saved-places'] as const,
  },
  safety: {
    all: () => [QUERY_TAGS.safety] as const,
    /** The emergency number the apps offer to call. */
    config: () => [QUERY_TAGS.safety, 'config'] as const,
    /** The signed-in user's emergency contacts. */
    contacts: () => [QUERY_TAGS.safety, 'contacts'] as const,
    /** A shared trip's public view. */
    track: (token: string) => [QUERY_TAGS.safety, 'track', token] as const,
    /** Admins: every SOS list sits below this. */
    sos: () => [QUERY_TAGS.safety, 'sos'] as const,
    sosAlerts: ({ status, page, pageSize }: AdminSosQuery = {}) =>
      [
        QUERY_TAGS.safety,
        'sos',
        { status: status ?? null, page: page ?? null, pageSize: pageSize ?? null },
      ] as const,
  },
  analytics: {
    /** Admins' figures; computed from the rides and the ledger, so no mutation here invalidates them. */
    all: () => [QUERY_TAGS.analytics] as const,
    overview: (params: AnalyticsRangeParams = {}) =>
      [QUERY_TAGS.analytics, 'overview', analyticsRange(params)] as const,
    timeseries: (params: AnalyticsTimeseriesParams = {}) =>
      [
        QUERY_TAGS.analytics,
        'timeseries',
        { ...analyticsRange(params), groupBy: params.groupBy ?? null },
      ] as const,
    heatmap: (params: AnalyticsHeatmapParams = {}) =>
      [
        QUERY_TAGS.analytics,
        'heatmap',
        { ...analyticsRange(params), resolution: params.resolution ?? null },
      ] as const,
    drivers: ({ page, pageSize, sort, order, ...range }: DriverActivityParams = {}) =>
      [
        QUERY_TAGS.analytics,
        'drivers',
        {
          ...analyticsRange(range),
          page: page ?? null,
          pageSize: pageSize ?? null,
          sort: sort ?? null,
          order: order ?? null,
        },
      ] as const,
  },
  audit: {
    /** Admins: the audit log; every admin action adds to it. */
    all: () => [QUERY_TAGS.audit] as const,
    log: ({ page, pageSize, action, actorId, targetType, targetId, from, to }: AuditLogParams = {}) =>
      [
        QUERY_TAGS.audit,
        'log',
        {
          page: page ?? null,
          pageSize: pageSize ?? null,
          action: action ?? null,
          actorId: actorId ?? null,
          targetType: targetType ?? null,
          targetId: targetId ?? null,
          from: from ?? null,
          to: to ?? null,
        },
      ] as const,
  },
  documents: {
    all: () => [QUERY_TAGS.documents] as const,
    /** The signed-in driver's checklist. */
    checklist: () => [QUERY_TAGS.documents, 'checklist'] as const,
    /** One page of the admins' review queue. */
    queue: (params: DocumentQueueParams = {}) =>
      [
        QUERY_TAGS.documents,
        'queue',
        {
          state: params.state ?? null,
          cityId: params.cityId ?? null,
          page: params.page ?? null,
          pageSize: params.pageSize ?? null,
        },
      ] as const,
  },
  mail: {
    /** Admins: the e-mail kept in the outbox. */
    all: () => [QUERY_TAGS.mail] as const,
    list: ({ page, pageSize, to }: AdminMailParams = {}) =>
      [QUERY_TAGS.mail, 'list', { page: page ?? null, pageSize: pageSize ?? null, to: to ?? null }] as const,
  },
  system: {
    /** Admins: the System page (dependencies, processes, key metrics). */
    status: () => [QUERY_TAGS.system, 'status'] as const,
  },
} as const;
