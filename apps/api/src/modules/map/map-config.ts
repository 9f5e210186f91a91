import { z } from 'zod';

/** OpenStreetMap's standard tiles: the raster map unless MAP_TILE_URL names another server. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http to this machine only (a tile server beside a development API). */
function isSecureOrLocal(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/** MAP_STYLE_URL: a MapLibre style document (OpenFreeMap's, a self-hosted Protomaps style...). */
export const mapStyleUrl = z
  .string()
  .trim()
  .refine(
    isSecureOrLocal,
    'must be an https URL of a MapLibre style such as https://tiles.openfreemap.org/styles/liberty (http only for localhost)',
  );

/** MAP_TILE_URL: a raster tile template with {z}, {x} and {y}. */
export const mapTileUrl = z
  .string()
  .trim()
  .refine(isSecureOrLocal, {
    error: `must be an https URL such as ${OSM_TILE_URL} (http only for localhost)`,
    abort: true,
  })
  .refine(
    (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
    'must hold {z}, {x} and {y} where the tile numbers go',
  );

/** MAP_ATTRIBUTION: the tiles' credit line, HTML (a link to the data's licence). */
export const mapAttribution = z.string().trim().max(500, 'must be at most 500 characters');

export type MapConfig = {
  MAP_STYLE_URL?: string | undefined;
  MAP_STYLE_URL_DARK?: string | undefined;
  MAP_TILE_URL: string;
  MAP_ATTRIBUTION: string;
};

/**
 * The origins the apps' maps fetch from, for the Content Security Policy: the raster tiles' (images), and the
 * styles' (the light one and the dark one: their JSON, vector tiles, glyphs and sprites are fetched; a style whose
 * tiles live elsewhere needs them on the same origin, see the README).
 */
export function mapOrigins({ MAP_STYLE_URL, MAP_STYLE_URL_DARK, MAP_TILE_URL }: MapConfig): {
  img: string[];
  connect: string[];
} {
  const styles = [
    ...new Set(
      [MAP_STYLE_URL, MAP_STYLE_URL_DARK].flatMap((url) => (url === undefined ? [] : [new URL(url).origin])),
    ),
  ];
  const tiles = new URL(MAP_TILE_URL).origin;
  return { img: [...new Set([tiles, ...styles])], connect: styles };
}
