import { CITY_MESSAGES, ERROR_CODES } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';
import type { CityDirectory, ServedCity } from './city-directory.ts';

/**
 * The city and time zone of an admin's report or export (`?cityId=&timeZone=`): a city's figures are cut in its
 * zone unless a zone is asked for; every city (no `cityId`) in the operator's. A city that does not exist is a 400
 * naming `cityId` (it came from a query string, not a path).
 */
export async function reportScope(
  {
    cities,
    reportingTimeZone,
  }: { cities: Pick<CityDirectory, 'find'>; reportingTimeZone: ReportingTimeZone },
  query: { cityId?: string | undefined; timeZone?: string | undefined },
): Promise<{ city: ServedCity | undefined; timeZone: string }> {
  const city = query.cityId === undefined ? undefined : await cities.find(query.cityId);
  if (query.cityId !== undefined && city === undefined) {
    const message = CITY_MESSAGES.cityNotFound;
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, message, [{ path: 'cityId', message }]);
  }
  const timeZone = await reportingTimeZone({
    platform: true,
    requestedTimeZone: query.timeZone ?? city?.timeZone,
  });
  return { city, timeZone };
}
