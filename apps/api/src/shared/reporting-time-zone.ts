// Whose day is it? Every report that cuts days, weeks or months (a driver's "today" and earnings, the admin's
// analytics and exports) asks this one function for its time zone, once per request (docs/decisions/023).
// A driver's reports follow the driver's city, a rider's the city of their latest ride (docs/decisions/025);
// platform reports, and people without a city, the operator's zone (DEFAULT_TIME_ZONE).

/** Who a report is about: a driver, a rider, or the whole platform (an admin's report, perhaps in a chosen zone). */
export type ReportingSubject =
  { driverId: string } | { riderId: string } | { platform: true; requestedTimeZone?: string | undefined };

/** The IANA time zone a report about `subject` is cut in. */
export type ReportingTimeZone = (subject: ReportingSubject) => Promise<string>;

/** The time zone of the city a person belongs to (a driver's city, a rider's latest ride's); undefined: none. */
export type CityTimeZoneOf = (
  person: { driverId: string } | { riderId: string },
) => Promise<string | undefined>;

export function createReportingTimeZone({
  defaultTimeZone,
  cityTimeZoneOf = () => Promise.resolve(undefined),
}: {
  defaultTimeZone: string;
  cityTimeZoneOf?: CityTimeZoneOf;
}): ReportingTimeZone {
  return async (subject) => {
    if ('platform' in subject) return subject.requestedTimeZone ?? defaultTimeZone;
    return (await cityTimeZoneOf(subject)) ?? defaultTimeZone;
  };
}
