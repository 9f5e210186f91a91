import { GAZETTEER, GAZETTEER_KEYWORDS } from './demo-city.ts';
import { LONDON_GAZETTEER, LONDON_GAZETTEER_KEYWORDS } from './london.ts';
import type { Place } from './places-provider.ts';

/** Every built-in city's places: San Francisco's, then London's (a search near one ranks its own first). */
export const BUILT_IN_PLACES: readonly Place[] = [...GAZETTEER, ...LONDON_GAZETTEER];

/** The other words each built-in place is found by. */
export const BUILT_IN_PLACE_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  ...GAZETTEER_KEYWORDS,
  ...LONDON_GAZETTEER_KEYWORDS,
};
