import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type LatLng,
  ERROR_CODES,
  RIDE_MESSAGES,
  placeListResponseSchema,
  placeResponseSchema,
  placeSearchQuerySchema,
  reverseGeocodeQuerySchema,
  serviceAreaResponseSchema,
  type ServiceArea,
} from '@ridebook/validation';
import { createAttemptLimiter } from '../../plugins/rate-limit.ts';
import { AppError } from '../../shared/app-error.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import { pinnedLocation } from './gazetteer-places-provider.ts';
import { PlacesUnavailableError, type PlacesProvider } from './places-provider.ts';

export type PlacesRoutesOptions = {
  places: PlacesProvider;
  /** The served city, for centring maps; currency comes from the pricing settings. */
  serviceArea: () => Promise<ServiceArea>;
  /** The map centre of a served city, or undefined for an unknown one (searches are biased to it). */
  cityCenter: (cityId: string) => Promise<LatLng | undefined>;
  /** Searches per address per minute by visitors who are not signed in (the public fare estimator). */
  publicSearchesPerMinute: number;
};

async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PlacesUnavailableError) {
      throw new AppError(503, ERROR_CODES.PLACES_UNAVAILABLE, RIDE_MESSAGES.placesUnavailable);
    }
    throw error;
  }
}

/**
 * /api/places/*: search as you type (anyone; visitors within a per-address limit), what is at a point (signed-in
 * users), and the served area (anyone).
 */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (
  app,
  { places, serviceArea, cityCenter, publicSearchesPerMinute },
) => {
  const signedIn = app.authenticate;
  const visitorLimit = createAttemptLimiter(app, [
    {
      max: publicSearchesPerMinute,
      windowMs: 60_000,
      key: (request) => (request.user === null ? `places:ip:${request.ip}` : undefined),
    },
  ]);

  app.get(
    '/places/search',
    {
      schema: {
        operationId: 'searchPlaces',
        tags: ['places'],
        summary: 'Places matching the text, nearest to lat/lng first when given',
        querystring: placeSearchQuerySchema,
        response: { 200: placeListResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
      onRequest: app.authenticateIfSignedIn,
      preHandler: visitorLimit.check,
    },
    async (request) => {
      const { q, lat, lng, cityId, limit } = request.query;
      // Photon, Nominatim and the gazetteer all rank by `near`: the point given, else the city's centre.
      const near =
        lat !== undefined && lng !== undefined
          ? { lat, lng }
          : cityId === undefined
            ? undefined
            : await cityCenter(cityId);
      return { data: await orUnavailable(places.search({ query: q, limit, ...(near ? { near } : {}) })) };
    },
  );

  app.get(
    '/places/reverse',
    {
      schema: {
        operationId: 'reverseGeocode',
        tags: ['places'],
        summary: 'The place at a point (a pin on the map, "use my location")',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: placeResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
      onRequest: signedIn,
    },
    async (request) => {
      const point = { lat: request.query.lat, lng: request.query.lng };
      const place = await orUnavailable(places.reverse(point));
      return { data: place ?? pinnedLocation(point) };
    },
  );

  app.get(
    '/places/service-area',
    {
      schema: {
        operationId: 'getServiceArea',
        tags: ['places'],
        summary: 'The served city: centre, bounds, currency',
        response: { 200: serviceAreaResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { data: await serviceArea() };
    },
  );
};
