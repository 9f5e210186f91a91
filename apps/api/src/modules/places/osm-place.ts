import type { PlaceCategory } from './places-provider.ts';

// Shared by the Photon and Nominatim adapters: both return OpenStreetMap objects (a key/value tag, an address).

const CATEGORY_BY_TAG: Record<string, PlaceCategory> = {
  'aeroway=aerodrome': 'airport',
  'aeroway=terminal': 'airport',
  'railway=station': 'station',
  'railway=halt': 'station',
  'railway=subway_entrance': 'station',
  'railway=tram_stop': 'station',
  'public_transport=station': 'station',
  'amenity=bus_station': 'station',
  'amenity=ferry_terminal': 'station',
  'amenity=hospital': 'hospital',
  'amenity=clinic': 'hospital',
  'healthcare=hospital': 'hospital',
  'shop=mall': 'mall',
  'shop=department_store': 'mall',
  'amenity=marketplace': 'mall',
  'amenity=university': 'university',
  'amenity=college': 'university',
  'tourism=hotel': 'hotel',
  'tourism=motel': 'hotel',
  'tourism=hostel': 'hotel',
  'tourism=guest_house': 'hotel',
  'leisure=park': 'park',
  'leisure=garden': 'park',
  'leisure=nature_reserve': 'park',
  'boundary=national_park': 'park',
  'natural=beach': 'park',
  'leisure=stadium': 'stadium',
  'building=stadium': 'stadium',
  'leisure=sports_centre': 'stadium',
  'place=neighbourhood': 'neighborhood',
  'place=suburb': 'neighborhood',
  'place=quarter': 'neighborhood',
  'place=borough': 'neighborhood',
  'place=city': 'neighborhood',
  'place=town': 'neighborhood',
  'place=village': 'neighborhood',
  'tourism=attraction': 'landmark',
  'tourism=museum': 'landmark',
  'tourism=gallery': 'landmark',
  'tourism=viewpoint': 'landmark',
  'tourism=zoo': 'landmark',
  'tourism=aquarium': 'landmark',
  'tourism=theme_park': 'landmark',
  'amenity=theatre': 'landmark',
  'amenity=arts_centre': 'landmark',
  'man_made=tower': 'landmark',
  'man_made=lighthouse': 'landmark',
  'man_made=bridge': 'landmark',
  'building=cathedral': 'landmark',
};

/** The ride-booking category of an OSM tag (Photon's osm_key/osm_value, Nominatim's category/type). */
export function categoryFromOsmTag(key: string | undefined, value: string | undefined): PlaceCategory {
  if (key === undefined) return 'address';
  const exact = value === undefined ? undefined : CATEGORY_BY_TAG[`${key}=${value}`];
  if (exact !== undefined) return exact;
  // Any historic=* (monument, memorial, castle...) is something people name as a destination.
  return key === 'historic' ? 'landmark' : 'address';
}

const OSM_TYPE_LETTER: Record<string, string> = {
  N: 'N',
  W: 'W',
  R: 'R',
  node: 'N',
  way: 'W',
  relation: 'R',
};

/** 'osm:N123' for node 123, whether the type is spelled 'N' (Photon) or 'node' (Nominatim). */
export function osmPlaceId(osmType: string, osmId: number | string): string {
  return `osm:${OSM_TYPE_LETTER[osmType] ?? osmType.slice(0, 1).toUpperCase()}${osmId}`;
}

const US_STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
};

export type AddressParts = {
  houseNumber?: string | undefined;
  street?: string | undefined;
  /** City, town, village or district: the locality people write on an envelope. */
  locality?: string | undefined;
  state?: string | undefined;
  /** The short state code when the geocoder gives one (Nominatim's ISO3166-2, 'US-CA' → 'CA'). */
  stateCode?: string | undefined;
  postcode?: string | undefined;
  country?: string | undefined;
  /** ISO 3166-1 alpha-2, any case. */
  countryCode?: string | undefined;
};

/** Where the house number goes before the street name. */
const NUMBER_FIRST = new Set(['us', 'ca', 'gb', 'ie', 'au', 'nz', 'fr', 'in', 'ph']);
/** Where addresses end with "City, ST 12345" and the country is left out at home. */
const NORTH_AMERICAN = new Set(['us', 'ca']);

/** The house number and street in local order: '1 Ferry Building' in the US, 'Hauptstraße 5' in Germany. */
export function formatStreetLine(parts: AddressParts): string {
  const street = parts.street?.trim() ?? '';
  const house = parts.houseNumber?.trim() ?? '';
  if (street === '' || house === '') return street;
  return NUMBER_FIRST.has(parts.countryCode?.toLowerCase() ?? '')
    ? `${house} ${street}`
    : `${street} ${house}`;
}

/**
 * One human address line: '1 Ferry Building, San Francisco, CA 94111' in North America,
 * 'Hauptstraße 5, 10115 Berlin, Germany' elsewhere. Empty when nothing is known.
 */
export function formatAddressLine(parts: AddressParts): string {
  const countryCode = parts.countryCode?.toLowerCase() ?? '';
  const streetLine = formatStreetLine(parts);
  const locality = parts.locality?.trim() ?? '';
  const postcode = parts.postcode?.trim() ?? '';
  let pieces: string[];
  if (NORTH_AMERICAN.has(countryCode)) {
    const state =
      parts.stateCode ??
      (countryCode === 'us' ? US_STATE_CODES[parts.state?.trim().toLowerCase() ?? ''] : undefined) ??
      parts.state?.trim() ??
      '';
    pieces = [streetLine, locality, [state, postcode].filter(Boolean).join(' ')];
    // A city or a state on its own reads better with its country.
    if (streetLine === '' && locality === '') pieces.push(parts.country ?? '');
  } else {
    pieces = [streetLine, [postcode, locality].filter(Boolean).join(' '), parts.country ?? ''];
  }
  return pieces
    .map((piece) => piece.trim())
    .filter(Boolean)
    .join(', ');
}

/** '37.77490, -122.41940': a point as an address line when nothing better is known. */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}
