// The cities feature's public surface: what other features and the app import from it.
export {
  chooseDriverCity,
  cityInTransaction,
  cityNotFound,
  createCityDirectory,
  toCityView,
  toServedCity,
  zoneAt,
  type CityDirectory,
  type ServedCity,
} from './city-directory.ts';
export {
  findCityBySlug,
  findCityRow,
  findDriverCityId,
  insertCity,
  lockCityRow,
  updateCityRow,
  type CityRow,
} from './cities.repository.ts';
export { storedZones } from './stored-zones.ts';
export { createCitiesService, type CitiesService } from './cities.service.ts';
export { createCityCurrencyOf, createCityTimeZoneOf, type Person } from './person-city.ts';
export { reportScope } from './report-city.ts';
