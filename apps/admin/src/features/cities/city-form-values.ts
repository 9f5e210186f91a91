import {
  cityInputSchema,
  serviceAreaInputSchema,
  type AdminCity,
  type CityInput,
} from '@ridebook/validation';
import { areaBounds, isInArea, type AreaPolygons, type LatLng } from '@ridebook/validation/geo';
import { formToZoneInput, zoneToForm, type ZoneFormValue } from './zone-form-values.ts';

/** What the city form holds: text as typed, the centre as two numbers' text, the area as drawn or imported. */
export type CityFormValues = {
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  locale: string;
  distanceUnit: 'km' | 'mi';
  centerLat: string;
  centerLng: string;
  serviceArea: AreaPolygons;
  destinationMayLeaveArea: boolean;
  /** '' for the service-wide day, else the ISO weekday '1' (Monday) to '7' (Sunday). */
  weeklyPayoutWeekday: string;
  /** Airport, station and no-pickup zones, saved with the city. */
  zones: ZoneFormValue[];
};

export type CityFormErrors = Partial<Record<keyof CityFormValues, string>>;

export const CITY_FORM_MESSAGES = {
  notGeoJson: 'This file is not GeoJSON: please choose a .geojson or .json file',
  fileTooLarge: 'The file is too large (at most 5 MB)',
  created: (name: string) => `${name} added. Set its prices below.`,
  saved: (name: string) => `${name} saved. New quotes use it now.`,
  deleted: (name: string) => `${name} deleted.`,
  failed: 'The city could not be saved. Please check the fields and try again.',
} as const;

/** A GeoJSON file bigger than this is refused before it is read (the API refuses more than 5,000 points a ring). */
export const GEOJSON_MAX_BYTES = 5 * 1024 * 1024;

export const EMPTY_CITY: CityFormValues = {
  name: '',
  slug: '',
  timeZone: '',
  currency: '',
  locale: '',
  distanceUnit: 'km',
  centerLat: '',
  centerLng: '',
  serviceArea: [],
  destinationMayLeaveArea: false,
  weeklyPayoutWeekday: '',
  zones: [],
};

export function cityToForm(city: AdminCity): CityFormValues {
  return {
    name: city.name,
    slug: city.slug,
    timeZone: city.timeZone,
    currency: city.currency,
    locale: city.locale,
    distanceUnit: city.distanceUnit,
    centerLat: String(city.center.lat),
    centerLng: String(city.center.lng),
    serviceArea: city.serviceArea.coordinates,
    destinationMayLeaveArea: city.destinationMayLeaveArea,
    weeklyPayoutWeekday: city.weeklyPayoutWeekday === null ? '' : String(city.weeklyPayoutWeekday),
    zones: city.zones.map(zoneToForm),
  };
}

/** A number typed in a field; blank is not zero (the schema then says the coordinate is missing). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The API's body from the form (the schema then decides what is valid). */
export function formToCityInput(values: CityFormValues): CityInput {
  return {
    slug: values.slug,
    name: values.name,
    timeZone: values.timeZone,
    currency: values.currency,
    locale: values.locale,
    distanceUnit: values.distanceUnit,
    center: { lat: numberOf(values.centerLat), lng: numberOf(values.centerLng) },
    serviceArea: { type: 'MultiPolygon', coordinates: values.serviceArea },
    destinationMayLeaveArea: values.destinationMayLeaveArea,
    weeklyPayoutWeekday: values.weeklyPayoutWeekday === '' ? null : Number(values.weeklyPayoutWeekday),
    zones: values.zones.map(formToZoneInput),
  };
}

/** An error path of the schema or the API (`center.lat`, `serviceArea.0.1`) as the form field that shows it. */
export function fieldOfPath(path: string): keyof CityFormValues | undefined {
  const head = path.split('.')[0] ?? '';
  if (head === 'center') return 'centerLat';
  return head in EMPTY_CITY ? (head as keyof CityFormValues) : undefined;
}

/**
 * The messages about zones by their path (`zones.1.area`), for the zone editor to show each on its field. The city's
 * own fields must pass first: the schema checks zones against a valid service area only.
 */
export function zoneErrorsOf(values: CityFormValues): Record<string, string> {
  const result = cityInputSchema.safeParse(formToCityInput(values));
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path.startsWith('zones.')) errors[path] ??= issue.message;
  }
  return errors;
}

/** The form's errors in the words of the shared schema (the same checks the API makes). */
export function validateCityForm(values: CityFormValues): CityFormErrors {
  const result = cityInputSchema.safeParse(formToCityInput(values));
  if (result.success) return {};
  const errors: CityFormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (field) errors[field] ??= issue.message;
  }
  // No area at all: say so first, rather than the schema's "the centre must lie inside the area".
  if (values.serviceArea.length === 0) delete errors.centerLat;
  return errors;
}

/** A URL-safe short name from a city's name: "São Paulo" -> "sao-paulo". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** A point to centre the map on: the middle of the area's bounds when it lies inside, else null. */
export function middleOf(area: AreaPolygons): LatLng | null {
  if (area.length === 0) return null;
  const { south, west, north, east } = areaBounds(area);
  const middle = { lat: (south + north) / 2, lng: (west + east) / 2 };
  const rounded = { lat: Math.round(middle.lat * 1e6) / 1e6, lng: Math.round(middle.lng * 1e6) / 1e6 };
  return isInArea(rounded, area) ? rounded : null;
}

export type ImportResult = { ok: true; area: AreaPolygons } | { ok: false; message: string };

/**
 * A GeoJSON file's service area: a Polygon, a MultiPolygon, or a Feature or FeatureCollection of them, holes kept,
 * read by the API's own schema (so a ring crossing itself or an empty polygon is refused here with its words).
 */
export async function readGeoJsonFile(file: Blob): Promise<ImportResult> {
  if (file.size > GEOJSON_MAX_BYTES) return { ok: false, message: CITY_FORM_MESSAGES.fileTooLarge };
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return { ok: false, message: CITY_FORM_MESSAGES.notGeoJson };
  }
  const result = serviceAreaInputSchema.safeParse(json);
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? CITY_FORM_MESSAGES.notGeoJson };
  return { ok: true, area: result.data };
}

/** "2 areas, 1 hole", for the line under the map. */
export function describeArea(area: AreaPolygons): string {
  if (area.length === 0) return 'No service area yet';
  const holes = area.reduce((count, rings) => count + rings.length - 1, 0);
  const areas = area.length === 1 ? '1 area' : `${area.length} areas`;
  if (holes === 0) return areas;
  return `${areas}, ${holes === 1 ? '1 hole' : `${holes} holes`}`;
}
