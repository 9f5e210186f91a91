import { PINNED_PLACE_ID_PREFIX } from '@ridebook/validation';
import { type LatLng } from '../routing/index.ts';
import { assertLatLng, haversineMeters } from '@ridebook/validation/geo';
import { GAZETTEER, GAZETTEER_KEYWORDS } from './demo-city.ts';
import { formatCoordinates } from './osm-place.ts';
import { type Place, type PlaceSearch, type PlacesProvider, resolvePlaceLimit } from './places-provider.ts';

/** A pin dropped this close to a known place is that place (a station entrance, a hotel's door). */
export const REVERSE_RADIUS_METERS = 300;

/** Lower case, no accents, '&' as 'and', apostrophes dropped ("St. Mary's" → "st marys"), words split on the rest. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type IndexedPlace = {
  place: Place;
  order: number;
  /** The name and the keywords, normalized: a query one of them starts with ranks first. */
  phrases: string[];
  /** Words of the name and of its search keywords ('SFO', 'Hastings'): the strongest matches. */
  nameWords: string[];
  /** Words of the address and the category ('hospital' finds UCSF Parnassus). */
  otherWords: string[];
  /** Everything, for substring matches ('moma' in 'sfmoma'). */
  text: string;
};

const NAME_WORD_PREFIX = 3;
const OTHER_WORD_PREFIX = 2;
const SUBSTRING = 1;
/** A query the name (or a keyword) starts with ('ferry b' → 'Ferry Building') beats one matching inside it. */
const NAME_PREFIX_BONUS = 1;

function tokenScore(entry: IndexedPlace, token: string): number {
  if (entry.nameWords.some((word) => word.startsWith(token))) return NAME_WORD_PREFIX;
  if (entry.otherWords.some((word) => word.startsWith(token))) return OTHER_WORD_PREFIX;
  return entry.text.includes(token) ? SUBSTRING : 0;
}

/** 0 when a token matches nowhere: every token must match. */
function matchScore(entry: IndexedPlace, tokens: string[], query: string): number {
  let score = 0;
  for (const token of tokens) {
    const tokenPoints = tokenScore(entry, token);
    if (tokenPoints === 0) return 0;
    score += tokenPoints;
  }
  return entry.phrases.some((phrase) => phrase.startsWith(query)) ? score + NAME_PREFIX_BONUS : score;
}

/** A synthetic place for a point with nothing known nearby. */
export function pinnedLocation(point: LatLng): Place {
  const label = formatCoordinates(point.lat, point.lng);
  return {
    id: `${PINNED_PLACE_ID_PREFIX}${point.lat.toFixed(5)},${point.lng.toFixed(5)}`,
    name: 'Pinned location',
    address: label,
    category: 'address',
    lat: point.lat,
    lng: point.lng,
  };
}

/**
 * Searches a fixed list of places in memory (the demo city by default): works offline and answers in
 * microseconds, so it can back search-as-you-type.
 */
export function createGazetteerPlacesProvider(
  places: readonly Place[] = GAZETTEER,
  keywords: Readonly<Record<string, readonly string[]>> = GAZETTEER_KEYWORDS,
): PlacesProvider {
  const index: IndexedPlace[] = places.map((place, order) => {
    const phrases = [place.name, ...(keywords[place.id] ?? [])].map(normalizeSearchText).filter(Boolean);
    const otherText = normalizeSearchText(`${place.address} ${place.category}`);
    return {
      place,
      order,
      phrases,
      nameWords: phrases.flatMap((phrase) => phrase.split(' ')),
      otherWords: otherText.split(' ').filter(Boolean),
      text: `${phrases.join(' ')} ${otherText}`,
    };
  });

  return {
    kind: 'gazetteer',
    search: async (input: PlaceSearch, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      const query = normalizeSearchText(input.query);
      if (query === '') return [];
      const { near } = input;
      if (near !== undefined) assertLatLng(near, 'near');
      const tokens = query.split(' ');
      const matches = index.flatMap((entry) => {
        const score = matchScore(entry, tokens, query);
        if (score === 0) return [];
        return [{ entry, score, distance: near === undefined ? 0 : haversineMeters(near, entry.place) }];
      });
      matches.sort((a, b) => b.score - a.score || a.distance - b.distance || a.entry.order - b.entry.order);
      return matches.slice(0, resolvePlaceLimit(input.limit)).map((match) => ({ ...match.entry.place }));
    },
    reverse: async (point: LatLng, signal?: AbortSignal) => {
      signal?.throwIfAborted();
      assertLatLng(point, 'point');
      let nearest: Place | undefined;
      let nearestDistance = REVERSE_RADIUS_METERS;
      for (const { place } of index) {
        const distance = haversineMeters(point, place);
        if (distance <= nearestDistance) {
          nearest = place;
          nearestDistance = distance;
        }
      }
      return nearest === undefined ? pinnedLocation(point) : { ...nearest };
    },
  };
}
