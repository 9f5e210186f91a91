import { describe, expect, it } from 'vitest';
import { mapOrigins, mapStyleUrl, mapTileUrl, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-config.ts';

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('map configuration', () => {
  it('takes an https style, and plain http only from this machine', () => {
    expect(mapStyleUrl.parse('https://tiles.openfreemap.org/styles/liberty')).toBe(
      'https://tiles.openfreemap.org/styles/liberty',
    );
    expect(mapStyleUrl.parse('http://localhost:8080/style.json')).toBe('http://localhost:8080/style.json');
    expect(mapStyleUrl.parse('http://127.0.0.1:8080/style.json')).toBe('http://127.0.0.1:8080/style.json');
    expect(problem(mapStyleUrl.safeParse('http://tiles.example.com/style.json'))).toMatch(/https URL/);
    expect(problem(mapStyleUrl.safeParse('styles/liberty'))).toMatch(/https URL/);
    expect(problem(mapStyleUrl.safeParse('ftp://tiles.example.com/style.json'))).toMatch(/https URL/);
  });

  it('takes a raster template only with {z}, {x} and {y}', () => {
    expect(mapTileUrl.parse(OSM_TILE_URL)).toBe(OSM_TILE_URL);
    expect(problem(mapTileUrl.safeParse('https://tiles.example.com/{z}/{x}.png'))).toBe(
      'must hold {z}, {x} and {y} where the tile numbers go',
    );
    expect(problem(mapTileUrl.safeParse('http://tiles.example.com/{z}/{x}/{y}.png'))).toMatch(/https URL/);
  });

  it('lets the pages reach exactly the tile server, and the style server when there is a style', () => {
    expect(mapOrigins({ MAP_TILE_URL: OSM_TILE_URL, MAP_ATTRIBUTION: OSM_ATTRIBUTION })).toEqual({
      img: ['https://tile.openstreetmap.org'],
      connect: [],
    });
    expect(
      mapOrigins({
        MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: 'Example',
      }),
    ).toEqual({
      img: ['https://tiles.example.com', 'https://tiles.openfreemap.org'],
      connect: ['https://tiles.openfreemap.org'],
    });
  });

  it('lets the pages reach the dark style’s server too, once when both styles share it', () => {
    const tiles = { MAP_TILE_URL: OSM_TILE_URL, MAP_ATTRIBUTION: OSM_ATTRIBUTION };
    expect(
      mapOrigins({
        ...tiles,
        MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/positron',
        MAP_STYLE_URL_DARK: 'https://tiles.openfreemap.org/styles/dark',
      }),
    ).toEqual({
      img: ['https://tile.openstreetmap.org', 'https://tiles.openfreemap.org'],
      connect: ['https://tiles.openfreemap.org'],
    });
    expect(
      mapOrigins({ ...tiles, MAP_STYLE_URL_DARK: 'https://maps.example.com/styles/night.json' }),
    ).toEqual({
      img: ['https://tile.openstreetmap.org', 'https://maps.example.com'],
      connect: ['https://maps.example.com'],
    });
  });
});
