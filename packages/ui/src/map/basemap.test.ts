import type { MapPlace } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { chooseBasemap, labelText, labelsThatFit, type BasemapKind } from './basemap.ts';

const none = new Set<BasemapKind>();
const style = 'https://tiles.example.com/style.json';
const tiles = 'https://tiles.example.com/{z}/{x}/{y}.png';

describe('chooseBasemap', () => {
  it('draws the style when there is one, the raster tiles without one, and the plain map without either', () => {
    expect(chooseBasemap({ styleUrl: style, tileUrl: tiles }, none)).toBe('vector');
    expect(chooseBasemap({ styleUrl: null, tileUrl: tiles }, none)).toBe('raster');
    expect(chooseBasemap({}, none)).toBe('plain');
  });

  it('falls back from a failed style to the raster tiles, and from failed tiles to the plain map', () => {
    expect(chooseBasemap({ styleUrl: style, tileUrl: tiles }, new Set(['vector']))).toBe('raster');
    expect(chooseBasemap({ styleUrl: style, tileUrl: tiles }, new Set(['vector', 'raster']))).toBe('plain');
    expect(chooseBasemap({ styleUrl: style }, new Set(['vector']))).toBe('plain');
    expect(chooseBasemap({ tileUrl: tiles }, new Set(['raster']))).toBe('plain');
  });
});

const place = (name: string, category: MapPlace['category']): MapPlace => ({
  name,
  category,
  lat: 0,
  lng: 0,
});

describe('labelsThatFit', () => {
  const view = { width: 300, height: 200 };

  it('writes the higher-ranked of two labels that would overlap, and every label that has room', () => {
    const hotel = { place: place('Hotel', 'hotel'), box: { x: 10, y: 10, width: 80, height: 14 } };
    const station = { place: place('Station', 'station'), box: { x: 50, y: 15, width: 80, height: 14 } };
    const park = { place: place('Park', 'park'), box: { x: 150, y: 100, width: 60, height: 14 } };
    expect(labelsThatFit([hotel, station, park], view).map(({ place }) => place.name)).toEqual([
      'Station',
      'Park',
    ]);
  });

  it('leaves out a label that a pin would cover', () => {
    const station = { place: place('Station', 'station'), box: { x: 50, y: 15, width: 80, height: 14 } };
    const pin = { x: 40, y: 8, width: 24, height: 24 };
    expect(labelsThatFit([station], view, [pin])).toEqual([]);
    expect(labelsThatFit([station], view, [{ ...pin, x: 200 }])).toEqual([station]);
  });

  it('leaves out labels that do not fit in the view', () => {
    const edge = { place: place('Edge', 'airport'), box: { x: 260, y: 10, width: 80, height: 14 } };
    expect(labelsThatFit([edge], view)).toEqual([]);
  });
});

describe('labelText', () => {
  it('drops the bracketed details of a name', () => {
    expect(labelText('Powell St Station (BART & Muni)')).toBe('Powell St Station');
    expect(labelText('Ferry Building')).toBe('Ferry Building');
  });
});
