import { createGazetteerPlacesProvider } from './gazetteer-places-provider.ts';
import { BUILT_IN_PLACE_KEYWORDS, BUILT_IN_PLACES } from './built-in-places.ts';
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
    return createGazetteerPlacesProvider(BUILT_IN_PLACES, BUILT_IN_PLACE_KEYWORDS);
  }
  const url = config.url?.trim() ?? '';
  if (url === '')
    throw new Error(`The ${config.provider} places provider needs the URL of a ${config.provider} server`);
  return config.provider === 'photon'
    ? createPhotonPlacesProvider({ baseUrl: url })
    : createNominatimPlacesProvider({ baseUrl: url });
}
