/** What the admin's city and zone forms, the API and the rider app say about cities and zones. */
export const CITY_MESSAGES = {
  slugInvalid: 'Please use lower-case letters, digits and single hyphens (e.g. san-francisco)',
  slugTaken: 'Another city already uses this short name',
  nameInvalid: 'Please enter the city name (2 to 60 characters)',
  timeZoneInvalid: 'Please choose a time zone such as Europe/London',
  currencyInvalid: 'Please choose a currency code such as GBP',
  weeklyPayoutWeekdayInvalid: 'Please choose a weekday',
  localeInvalid: 'Please enter a language tag such as en-GB',
  distanceUnitInvalid: 'Please choose km or mi',
  areaRequired: 'Please draw or import at least one service area',
  areaInvalid: 'Please give the service area as GeoJSON polygons',
  areaTooDetailed: 'The service area has too many points',
  centerOutsideArea: 'The map centre must lie inside the service area',
  cityNotFound: 'City not found',
  cityInUse: 'This city has rides or drivers and cannot be deleted',
  cityRequired: 'Please choose a city',
  lastCity: 'RideBook needs at least one city',
  driverOnline: 'The driver is online: they must go offline before moving to another city',
  areaOverlaps: (otherCity: string) =>
    `This service area overlaps ${otherCity}'s: two cities cannot serve the same place`,
} as const;

/** Zones inside a city: the admin's zone editor, the quote and the booking. */
export const ZONE_MESSAGES = {
  tooManyZones: 'A city can have at most 100 zones',
  kindInvalid: 'Please choose airport, station or no-pickup zone',
  nameInvalid: 'Please name the zone (2 to 80 characters)',
  nameTaken: 'Another zone of this city already has this name',
  areaRequired: 'Please draw the zone on the map',
  outsideCity: "The zone must lie inside the city's service area",
  overlaps: (otherZone: string) => `The zone overlaps ${otherZone}: zones of a city cannot overlap`,
  pickupPointsRequired: 'An airport or station zone needs at least one named pickup point',
  pickupPointsNotAllowed: 'A no-pickup zone has no pickup points',
  tooManyPickupPoints: 'A zone can have at most 20 pickup points',
  pickupPointNameInvalid: 'Please name the pickup point (2 to 80 characters)',
  pickupPointNameTaken: 'Another pickup point of this zone already has this name',
  pickupPointOutsideZone: 'The pickup point must lie inside its zone',
  idInvalid: 'Please leave the id as the server gave it',
  idTaken: 'Two zones or pickup points have the same id',
  /** The booking: a pickup in an airport or station zone must choose one of its pickup points. */
  pickupPointRequired: 'Please choose where to meet your driver',
  pickupPointUnknown: 'Please choose one of the pickup points offered for this pickup',
  /** The rider's booking sheet. */
  pickupPointLegend: 'Where to meet your driver',
  pickupPointHint: (zone: string) => `${zone} has set pickup points: choose one.`,
  /** A quote whose pickup lies in a no-pickup zone. */
  noPickupHere: (zone: string) => `Pickups are not allowed here (${zone}). Move the pin to a nearby street.`,
} as const;
