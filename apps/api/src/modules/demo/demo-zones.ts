import { zoneIssues, zonesInputSchema, type ZoneInput } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { findCityRow, storedZones, updateCityRow, type CityDirectory } from '../cities/index.ts';

type Position = [number, number];
const box = (south: number, west: number, north: number, east: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ] satisfies Position[],
  ],
});

/**
 * The demo's zones: a station with its doors in each city and a no-pickup stretch of Market Street. Away from the
 * places the journeys and API tests book from (the Ferry Building, Union Square, City Hall, Trafalgar Square).
 */
export const DEMO_ZONES = {
  sanFrancisco: [
    {
      kind: 'station',
      name: 'Caltrain 4th & King',
      area: box(37.7745, -122.3985, 37.7785, -122.3925),
      pickupPoints: [
        { name: 'King St doors (4th & King)', lat: 37.7764, lng: -122.3941 },
        { name: 'Townsend St doors (4th & Townsend)', lat: 37.7773, lng: -122.3957 },
      ],
    },
    {
      kind: 'no_pickup',
      name: 'Market Street transit mall',
      // Market Street from 6th to 7th Street, 16 m either side of its middle.
      area: {
        type: 'Polygon',
        coordinates: [
          [
            [-122.409923, 37.781747],
            [-122.412523, 37.779747],
            [-122.412777, 37.779953],
            [-122.410177, 37.781953],
            [-122.409923, 37.781747],
          ] satisfies Position[],
        ],
      },
    },
  ],
  london: [
    {
      kind: 'station',
      name: "King's Cross St Pancras",
      area: box(51.5285, -0.128, 51.5345, -0.1205),
      pickupPoints: [
        { name: 'Pancras Road taxi rank', lat: 51.5322, lng: -0.1247 },
        { name: 'Euston Road forecourt (King’s Cross)', lat: 51.5302, lng: -0.1235 },
        { name: 'Midland Road (St Pancras International)', lat: 51.5312, lng: -0.1272 },
      ],
    },
  ],
} as const satisfies Record<string, ZoneInput[]>;

/**
 * Gives a demo city its demo zones when it has none (a fresh start, or an admin who removed them all), unless they
 * no longer fit its service area (an admin moved it): then the city is left as the admin made it.
 */
export async function ensureDemoZones(
  db: Database,
  cities: CityDirectory,
  cityId: string,
  zones: ZoneInput[],
): Promise<void> {
  const city = await findCityRow(db, cityId);
  if (!city || city.zones.length > 0) return;
  const parsed = zonesInputSchema.parse(zones);
  if (zoneIssues(parsed, city.serviceArea).length > 0) return;
  await updateCityRow(db, cityId, { zones: storedZones(parsed) });
  cities.invalidate();
}
