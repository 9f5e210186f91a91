import { z } from 'zod';
import { polygonProblem, type AreaPolygons } from '../geo/service-area.ts';
import { latitudeField, longitudeField } from '../rides/geo.ts';
import { CITY_MESSAGES } from './messages.ts';

/** Bounds of a drawn or imported area (decision 012: every input is bounded). */
export const SERVICE_AREA_LIMITS = { polygons: 50, ringsPerPolygon: 50, positionsPerRing: 5_000 } as const;

const position = z.tuple([longitudeField, latitudeField]);
const ring = z.array(position).max(SERVICE_AREA_LIMITS.positionsPerRing, {
  error: CITY_MESSAGES.areaTooDetailed,
});
const rings = z
  .array(ring)
  .max(SERVICE_AREA_LIMITS.ringsPerPolygon, { error: CITY_MESSAGES.areaTooDetailed });
const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: rings });
const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(rings).max(SERVICE_AREA_LIMITS.polygons, { error: CITY_MESSAGES.areaTooDetailed }),
});
const geometry = z.discriminatedUnion('type', [polygonGeometry, multiPolygonGeometry], {
  error: CITY_MESSAGES.areaInvalid,
});
const feature = z.object({ type: z.literal('Feature'), geometry, properties: z.unknown().optional() });
const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature).max(SERVICE_AREA_LIMITS.polygons, { error: CITY_MESSAGES.areaTooDetailed }),
});

function polygonsOf(input: z.infer<typeof geometry>): AreaPolygons {
  return input.type === 'Polygon' ? [input.coordinates] : input.coordinates;
}

/**
 * Polygons as sent by an admin: a GeoJSON Polygon or MultiPolygon, or a Feature or FeatureCollection of them (a file
 * from geojson.io or QGIS). Read into one MultiPolygon; holes allowed. Refused, naming the polygon: no polygon at
 * all (`required`), an open or too short ring, a ring crossing itself, an empty (zero-area) polygon.
 */
export function areaInputSchema(required: string) {
  return z
    .union([geometry, feature, featureCollection], { error: CITY_MESSAGES.areaInvalid })
    .transform((input, context): AreaPolygons => {
      const polygons =
        input.type === 'FeatureCollection'
          ? input.features.flatMap((f) => polygonsOf(f.geometry))
          : input.type === 'Feature'
            ? polygonsOf(input.geometry)
            : polygonsOf(input);
      if (polygons.length === 0) {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      if (polygons.length > SERVICE_AREA_LIMITS.polygons) {
        context.addIssue({ code: 'custom', message: CITY_MESSAGES.areaTooDetailed });
        return z.NEVER;
      }
      for (const [index, polygon] of polygons.entries()) {
        const problem = polygonProblem(polygon);
        if (problem) {
          const which = polygons.length === 1 ? '' : `Area ${index + 1}: `;
          const hole = problem.ring > 0 ? `hole ${problem.ring}: ` : '';
          context.addIssue({ code: 'custom', message: `${which}${hole}${problem.message}` });
          return z.NEVER;
        }
      }
      return polygons;
    });
}

/** A city's service area as sent by an admin (see `areaInputSchema`). */
export const serviceAreaInputSchema = areaInputSchema(CITY_MESSAGES.areaRequired);

/** The served area as every answer carries it: a GeoJSON MultiPolygon ([lng, lat] positions). */
export const serviceAreaGeometrySchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type ServiceAreaGeometry = z.infer<typeof serviceAreaGeometrySchema>;
