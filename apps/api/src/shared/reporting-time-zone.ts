// Whose day is it? Every report that cuts days, weeks or months (a driver's "today" and earnings, the admin's
// analytics and exports) asks this one function for its time zone, once per request (docs/decisions/023).
// Until rides and drivers belong to a city, every answer is the operator's zone (DEFAULT_TIME_ZONE); with cities,
// a driver's reports follow the driver's city and a rider's their rides' city. Replace the body, not the callers.

/** Who a report is about: a driver, a rider, or the whole platform (an admin's report, perhaps in a chosen zone). */
export type ReportingSubject =
  { driverId: string } | { riderId: string } | { platform: true; requestedTimeZone?: string | undefined };

/** The IANA time zone a report about `subject` is cut in. */
export type ReportingTimeZone = (subject: ReportingSubject) => Promise<string>;

export function createReportingTimeZone({ defaultTimeZone }: { defaultTimeZone: string }): ReportingTimeZone {
  return (subject) => {
    // An admin's choice (already checked against the runtime's zones) wins; people's reports are the operator's.
    if ('platform' in subject && subject.requestedTimeZone !== undefined) {
      return Promise.resolve(subject.requestedTimeZone);
    }
    return Promise.resolve(defaultTimeZone);
  };
}
