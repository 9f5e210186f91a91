import type { DriverLocator } from './driver-locator.ts';

/**
 * One geo index per city (docs/decisions: cities): dispatch asks only its ride's city's index, so a driver of
 * another city is never a candidate, and each city's Redis keys (`<prefix>live:city:<id>:…`) can live on their own
 * server, a natural shard. Indexes are made on first use and kept until close.
 */
export type CityLocators = {
  readonly kind: DriverLocator['kind'];
  /** The geo index of the city's drivers. */
  forCity(cityId: string): DriverLocator;
  close(): Promise<void>;
};

export function createCityLocators(
  kind: DriverLocator['kind'],
  create: (cityId: string) => DriverLocator,
): CityLocators {
  const locators = new Map<string, DriverLocator>();
  return {
    kind,
    forCity(cityId: string): DriverLocator {
      let locator = locators.get(cityId);
      if (!locator) {
        locator = create(cityId);
        locators.set(cityId, locator);
      }
      return locator;
    },
    async close(): Promise<void> {
      const all = [...locators.values()];
      locators.clear();
      await Promise.all(all.map((locator) => locator.close()));
    },
  };
}

/** The Redis key prefix of a city's geo index. */
export function cityKeyPrefix(prefix: string, cityId: string): string {
  return `${prefix}live:city:${cityId}:`;
}
