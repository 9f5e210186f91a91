import { z } from 'zod';
import { serviceAreaGeometrySchema } from '../cities/area-input.ts';
import { PLACE_CATEGORIES } from '../rides/quote.ts';

/** A named point the offline basemap writes on the map (a station, a park, an airport). */
export const mapPlaceSchema = z.object({
  name: z.string(),
  category: z.enum(PLACE_CATEGORIES),
  lat: z.number(),
  lng: z.number(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

/**
 * GET /api/map: how the apps draw their maps, as the operator configured it (MAP_STYLE_URL, MAP_STYLE_URL_DARK,
 * MAP_TILE_URL, MAP_ATTRIBUTION), and what the plain basemap draws when no tile can be had: the areas served and the places
 * the built-in gazetteer knows.
 */
export const mapSettingsSchema = z.object({
  /** A MapLibre (OpenMapTiles-compatible) style; null: the raster tiles. */
  styleUrl: z.string().nullable(),
  /**
   * A style drawn for the dark theme, shown as it is (the apps invert the colours of the others in the dark theme);
   * null: the light style (or the tiles), inverted.
   */
  darkStyleUrl: z.string().nullable().default(null),
  /** A raster tile URL template ({z}/{x}/{y}): the map without a style, and the fallback when the style fails. */
  tileUrl: z.string(),
  /** The tiles' credit line (HTML: links to the data's licence). */
  attribution: z.string(),
  /** The served cities' areas (GeoJSON order: longitude, latitude). */
  areas: serviceAreaGeometrySchema.shape.coordinates,
  places: z.array(mapPlaceSchema),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
export const mapSettingsResponseSchema = z.object({ data: mapSettingsSchema });
