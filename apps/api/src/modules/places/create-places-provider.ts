import { createGazetteerPlacesProvider } from './gazetteer-places-provider.ts';
import { GAZETTEER, GAZETTEER_KEYWORDS } from './demo-city.ts';
import { LONDON_GAZETTEER, LONDON_GAZETTEER_KEYWORDS } from './london.ts';
import { createNominatimPlacesProvider } from './nominatim-places-provider.ts';
import { createPhotonPlacesProvider } from './photon-places-provider.ts';
import type { PlacesProvider } from './places-provider.ts';

export type PlacesProviderConfig = {
  provider: 'builtin' | 'photon' | 'nominatim';
  /** The geocoder's base URL; required for 'photon' and 'nominatim'. */
  url?: string | undefined;
};

/** The configured places provider: the offline demo-city gazetteer ('builtin'), Photon or Nominatim. */
export function createPlacesProvider(config: PlacesProviderConfig): PlacesProvider {
  if (config.provider === 'builtin') {
    // Both built-in cities: San Francisco's places, then London's (a search near one ranks its own first).
    return createGazetteerPlacesProvider([...GAZETTEER, ...LONDON_GAZETTEER], {
      ...GAZETTEER_KEYWORDS,
      ...LONDON_GAZETTEER_KEYWORDS,
    });
  }
  const url = config.url?.trim() ?? '';
  if (url === '')
    throw new Error(`The ${config.provider} places provider needs the URL of a ${config.provider} server`);
  return config.provider === 'photon'
    ? createPhotonPlacesProvider({ baseUrl: url })
    : createNominatimPlacesProvider({ baseUrl: url });
}
